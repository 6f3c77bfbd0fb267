// 'Træk samtykke tilbage': one click takes the consent back, here and in our consent log, and says in
// Danish what was deleted. In the footer, in the privacy policy, and in the call panel after a call.
import { useState } from 'react';
import { type WithdrawOutcome, withdrawConsent } from '../consent/withdraw.ts';

export interface WithdrawConsentProps {
  anonKey: string;
  /** The privacy e-mail, for what the browser cannot do itself. */
  email: string;
}

export function WithdrawConsent({ anonKey, email }: WithdrawConsentProps) {
  const [outcome, setOutcome] = useState<WithdrawOutcome | undefined>();
  const [busy, setBusy] = useState(false);
  async function withdraw() {
    if (busy) return;
    setBusy(true);
    setOutcome(await withdrawConsent(anonKey));
    setBusy(false);
  }
  return (
    <div className="withdraw-consent">
      <button type="button" className="button button-secondary" aria-disabled={busy || undefined} onClick={() => void withdraw()}>
        Træk samtykke tilbage
      </button>
      <p role="status" className="withdraw-result">
        {outcome && withdrawnText(outcome, email)}
      </p>
    </div>
  );
}

/** The confirmation: what was deleted, where, and what the visitor can still do. */
function withdrawnText(outcome: WithdrawOutcome, email: string): string {
  switch (outcome) {
    case 'deleted':
      return 'Dit samtykke er trukket tilbage. Vi har slettet registreringen af det i vores samtykkelog og i din browser. Vil du ringe op igen, spørger vi dig først.';
    case 'already-gone':
      return 'Dit samtykke er trukket tilbage. Registreringen i vores samtykkelog var allerede slettet, og nu er den også slettet i din browser.';
    case 'browser-only':
      return `Dit samtykke er trukket tilbage, og registreringen i din browser er slettet. Vi fik aldrig svar fra vores samtykkelog, da du sagde ja, så herfra kan vi ikke slette noget dér. Skriv til ${email}, så sletter vi det.`;
    case 'nothing':
      return `Der er ikke gemt et samtykke i denne browser, så her er intet at trække tilbage. Har du sagt ja i en anden browser, så tryk på knappen dér, eller skriv til ${email}.`;
    case 'server-failed':
      return `Dit samtykke gælder ikke længere, og vi spørger dig igen, før du kan ringe op. Men vi kunne ikke slette registreringen i vores samtykkelog lige nu. Prøv igen om lidt, eller skriv til ${email}.`;
  }
}
