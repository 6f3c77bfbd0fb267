// The consent asked before a call, in two layers. The first says what an informed consent needs, before
// the checkbox and short enough for a phone: this is an AI and not a therapist, where to ring in acute
// danger, who we are and what the call is for, that what you say may be health data, who processes it
// and where, and how to withdraw. Everything else is one <details> away.
// The visitor says whether they are old enough to consent on their own; below that age no call starts,
// and the dialog gives Børnetelefonen and 112 instead. 'Accepter og start samtale' works only with the
// age given and the box ticked; 'Afvis' resets both and closes.
import { forwardRef, useState } from 'react';
import {
  type AiProviderConfig,
  aiTransferText,
  callLimitsText,
  consentCheckboxText,
  HEALTH_DATA_CONSENT,
  purposeText,
  voiceSentences,
  WITHDRAW_TEXT,
} from '../../contracts/privacy.ts';
import { telHref } from '../../contracts/content.ts';
import { danishDay } from '../../contracts/dated.ts';
import { HELPLINES, HelpLine } from '../../ui/helplines.tsx';

/** Everything the dialog's text depends on: the same values give the same text, and so the same digest. */
export interface ConsentDialogText {
  controllerName: string;
  aiProvider: AiProviderConfig;
  maxCallMinutes: number;
  minimumAge: number;
  consentRetentionDays: number;
}

export interface ConsentDialogProps extends ConsentDialogText {
  /** SHA-256 of this dialog's text, once known: what a stored consent is checked against. */
  textDigest?: string | undefined;
  /** The day whose help lines it names (YYYY-MM-DD): the visitor's today, unless the Worker renders it for another. */
  day?: string | undefined;
  onAccept: () => void;
}

type Age = 'old-enough' | 'too-young' | undefined;

export const ConsentDialog = forwardRef<HTMLDialogElement, ConsentDialogProps>(function ConsentDialog(
  { controllerName, aiProvider, maxCallMinutes, minimumAge, consentRetentionDays, textDigest, day = danishDay(new Date()), onAccept },
  ref,
) {
  const [agreed, setAgreed] = useState(false);
  const [age, setAge] = useState<Age>();
  const reset = () => {
    setAgreed(false);
    setAge(undefined);
  };
  const close = (dialog: HTMLDialogElement | null | undefined) => {
    reset();
    dialog?.close();
  };
  return (
    <dialog
      ref={ref}
      className="consent-dialog"
      aria-labelledby="samtykke-titel"
      aria-describedby="samtykke-ai"
      data-text-digest={textDigest}
      onCancel={reset}
      onClose={reset}
    >
      <h2 id="samtykke-titel">Før du ringer op</h2>
      <p id="samtykke-ai">
        <strong>Du taler med en AI – ikke et menneske og ikke en terapeut.</strong> Den stiller ikke diagnoser, og den kan tage fejl.
      </p>
      <HelpLine compact day={day} />
      <p className="consent-purpose">{purposeText(controllerName)}</p>
      <p>{voiceSentences(aiProvider)}</p>
      <p className="consent-withdraw">{WITHDRAW_TEXT}</p>
      <MoreAboutYourData aiProvider={aiProvider} maxCallMinutes={maxCallMinutes} consentRetentionDays={consentRetentionDays} />
      <AgeQuestion minimumAge={minimumAge} age={age} onAge={setAge} />
      {age === 'too-young' ? (
        <TooYoung minimumAge={minimumAge} />
      ) : (
        <label className="consent-check">
          <input type="checkbox" checked={agreed} onChange={(e) => setAgreed(e.currentTarget.checked)} />
          <span>{consentCheckboxText(aiProvider)}</span>
        </label>
      )}
      <DialogActions canAccept={agreed && age === 'old-enough'} close={close} onAccept={onAccept} />
    </dialog>
  );
});

/** 'Afvis' closes the dialog; 'Accepter og start samtale' closes it and starts the call, once it may. */
function DialogActions({
  canAccept,
  close,
  onAccept,
}: {
  canAccept: boolean;
  close: (dialog: HTMLDialogElement | null) => void;
  onAccept: () => void;
}) {
  const dialogOf = (target: EventTarget) => (target as HTMLElement).closest('dialog');
  return (
    <div className="actions">
      <button type="button" className="button button-secondary" onClick={(e) => close(dialogOf(e.currentTarget))}>
        Afvis
      </button>
      <button
        type="button"
        className="button button-primary"
        disabled={!canAccept}
        onClick={(e) => {
          if (!canAccept) return;
          close(dialogOf(e.currentTarget));
          onAccept();
        }}
      >
        Accepter og start samtale
      </button>
    </div>
  );
}

/** The second layer, one <details> away: health data, the call's limits, a transfer outside the EEA, and what we store. */
function MoreAboutYourData({
  aiProvider,
  maxCallMinutes,
  consentRetentionDays,
}: Pick<ConsentDialogText, 'aiProvider' | 'maxCallMinutes' | 'consentRetentionDays'>) {
  return (
    <details className="consent-more">
      <summary>Mere om dine oplysninger og dine rettigheder</summary>
      <p>{HEALTH_DATA_CONSENT}</p>
      <p>{callLimitsText(maxCallMinutes)}</p>
      {aiProvider.outsideEea && <p>{aiTransferText(aiProvider)}</p>}
      <p>
        Vi gemmer, at du har sagt ja, i {consentRetentionDays} dage: tidspunktet, et tilfældigt id for dit besøg, browserens sprog,
        skærmstørrelse og tidszone og den side, du var på. Det bruger vi kun til at kunne vise, at du har givet samtykke, og til hvilken
        tekst. Læs mere i <a href="/privatlivspolitik">privatlivspolitikken</a>.
      </p>
    </details>
  );
}

/** Whether the visitor is old enough to consent on their own. */
function AgeQuestion({ minimumAge, age, onAge }: { minimumAge: number; age: Age; onAge: (age: Age) => void }) {
  return (
    <fieldset className="consent-age">
      <legend>Hvor gammel er du?</legend>
      <div className="consent-age-choices">
        <label>
          <input type="radio" name="samtykke-alder" checked={age === 'old-enough'} onChange={() => onAge('old-enough')} />
          {`Jeg er fyldt ${minimumAge} år`}
        </label>
        <label>
          <input type="radio" name="samtykke-alder" checked={age === 'too-young'} onChange={() => onAge('too-young')} />
          {`Jeg er under ${minimumAge} år`}
        </label>
      </div>
    </fieldset>
  );
}

/** Below the age of consent: no call, and two numbers to ring instead, as large links. */
function TooYoung({ minimumAge }: { minimumAge: number }) {
  const children = HELPLINES.national.find((line) => line.id === 'boern');
  const alarm = HELPLINES.national[0];
  return (
    <section className="call-crisis consent-too-young" aria-labelledby="samtykke-ung">
      <h3 id="samtykke-ung">Du kan ikke tale med assistenten endnu</h3>
      <p role="status">
        Du skal være fyldt {minimumAge} år. Du skal ikke være alene med det, der er svært. Ring til Børnetelefonen. Det er gratis, og du
        behøver ikke sige dit navn.
      </p>
      <ul>
        {[children, alarm].map(
          (line) =>
            line && (
              <li key={line.id}>
                <a className="call-crisis-line" href={telHref(line.phone)}>
                  <span className="call-crisis-number">{line.phone}</span> {line.name}
                  {line.note && <span className="call-crisis-note">{line.note}</span>}
                </a>
              </li>
            ),
        )}
      </ul>
    </section>
  );
}
