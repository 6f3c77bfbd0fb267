// The consent asked once before the first call: who hears the voice, what is kept, what the assistant
// is not. 'Accepter og start samtale' works only with the box ticked; 'Afvis' unticks and closes.
import { forwardRef, useState } from 'react';
import { callLimitsText, HEALTH_DATA_CONSENT } from '../../contracts/privacy.ts';
import { HelpLine } from '../ui/helplines.tsx';

export interface ConsentDialogProps {
  aiProvider: string;
  /** Where and on what basis the provider processes data, when outside the EU/EEA. */
  transfer?: string | undefined;
  maxCallMinutes: number;
  onAccept: () => void;
}

export const ConsentDialog = forwardRef<HTMLDialogElement, ConsentDialogProps>(function ConsentDialog(
  { aiProvider, transfer, maxCallMinutes, onAccept },
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
      onCancel={() => setAgreed(false)}
      onClose={() => setAgreed(false)}
    >
      <h2 id="samtykke-titel">Før du ringer op</h2>
      <p id="samtykke-ai">
        <strong>Du taler med en AI – ikke et menneske og ikke en terapeut.</strong> Stemmeassistenten er en kunstig intelligens. Den kan
        hjælpe dig med at finde rundt i terapiformer og med at finde en terapeut, men den kan ikke stille en diagnose eller give behandling,
        og den kan tage fejl.
      </p>
      <h3>Det behandler vi</h3>
      <p>
        Din stemme sendes til {aiProvider}, som står for samtalen, og behandles kun, mens I taler. Din stemme gemmes ikke.{' '}
        {callLimitsText(maxCallMinutes)} {HEALTH_DATA_CONSENT}
        {transfer ? ` ${transfer}` : ''} Vi gemmer, at du har sagt ja: tidspunktet, et tilfældigt id for dit besøg, browserens sprog,
        skærmstørrelse og tidszone og den side, du var på. Læs mere i <a href="/privatlivspolitik">privatlivspolitikken</a>.
      </p>
      <h3>Ikke til akutte situationer</h3>
      <HelpLine />
      <label className="consent-check">
        <input type="checkbox" checked={agreed} onChange={(e) => setAgreed(e.currentTarget.checked)} />
        <span>Jeg forstår, at jeg taler med en AI, og jeg giver samtykke til, at min stemme behandles under samtalen som beskrevet.</span>
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
