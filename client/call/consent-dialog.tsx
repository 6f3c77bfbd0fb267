// The consent asked before a call, in two layers. First what matters most, short enough to fit a phone:
// this is an AI and not a therapist, where to ring in acute danger, three sentences on the voice, and
// the checkbox (health data, the transfer). Everything else is one <details> away.
// 'Accepter og start samtale' works only with the box ticked; 'Afvis' unticks and closes.
import { forwardRef, useState } from 'react';
import {
  type AiProviderConfig,
  aiTransferText,
  callLimitsText,
  consentCheckboxText,
  HEALTH_DATA_CONSENT,
  voiceSentences,
} from '../../contracts/privacy.ts';
import { HelpLine } from '../../ui/helplines.tsx';

/** Everything the dialog's text depends on: the same values give the same text, and so the same digest. */
export interface ConsentDialogText {
  aiProvider: AiProviderConfig;
  maxCallMinutes: number;
  minimumAge: number;
  consentRetentionDays: number;
}

export interface ConsentDialogProps extends ConsentDialogText {
  /** SHA-256 of this dialog's text, once known: what a stored consent is checked against. */
  textDigest?: string | undefined;
  onAccept: () => void;
}

export const ConsentDialog = forwardRef<HTMLDialogElement, ConsentDialogProps>(function ConsentDialog(
  { aiProvider, maxCallMinutes, minimumAge, consentRetentionDays, textDigest, onAccept },
  ref,
) {
  const [agreed, setAgreed] = useState(false);
  const close = (dialog: HTMLDialogElement | null | undefined) => {
    setAgreed(false);
    dialog?.close();
  };
  const dialogOf = (target: EventTarget) => (target as HTMLElement).closest('dialog');
  return (
    <dialog
      ref={ref}
      className="consent-dialog"
      aria-labelledby="samtykke-titel"
      aria-describedby="samtykke-ai"
      data-text-digest={textDigest}
      onCancel={() => setAgreed(false)}
      onClose={() => setAgreed(false)}
    >
      <h2 id="samtykke-titel">Før du ringer op</h2>
      <p id="samtykke-ai">
        <strong>Du taler med en AI – ikke et menneske og ikke en terapeut.</strong> Den stiller ikke diagnoser, og den kan tage fejl.
      </p>
      <HelpLine compact />
      <p>{voiceSentences(aiProvider)}</p>
      <details className="consent-more">
        <summary>Mere om dine oplysninger og dine rettigheder</summary>
        <p>{HEALTH_DATA_CONSENT}</p>
        <p>{callLimitsText(maxCallMinutes)}</p>
        {aiProvider.outsideEea && <p>{aiTransferText(aiProvider)}</p>}
        <p>
          Vi gemmer, at du har sagt ja, i {consentRetentionDays} dage: tidspunktet, et tilfældigt id for dit besøg, browserens sprog,
          skærmstørrelse og tidszone og den side, du var på. Det bruger vi kun til at kunne vise, at du har givet samtykke, og til hvilken
          tekst. Du kan trække dit samtykke tilbage med knappen »Træk samtykke tilbage« nederst på hver side. Læs mere i{' '}
          <a href="/privatlivspolitik">privatlivspolitikken</a>.
        </p>
      </details>
      <label className="consent-check">
        <input type="checkbox" checked={agreed} onChange={(e) => setAgreed(e.currentTarget.checked)} />
        <span>{consentCheckboxText(aiProvider, minimumAge)}</span>
      </label>
      <div className="actions">
        <button type="button" className="button button-secondary" onClick={(e) => close(dialogOf(e.currentTarget))}>
          Afvis
        </button>
        <button
          type="button"
          className="button button-primary"
          disabled={!agreed}
          onClick={(e) => {
            if (!agreed) return;
            close(dialogOf(e.currentTarget));
            onAccept();
          }}
        >
          Accepter og start samtale
        </button>
      </div>
    </dialog>
  );
});
