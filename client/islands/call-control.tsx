// 'Ring op' (spec §4.1, §4.3, §8): the button, the consent dialog, the toasts and the tooltip.
// livekit-client arrives in its own chunk on the first call, never before.
import { useEffect, useRef, useState } from 'react';
import { CREATE_CALL_PATH } from '../../contracts/api.ts';
import { HEALTH_DATA_CONSENT } from '../../contracts/privacy.ts';
import type { CallClient } from '../call/call-client.ts';
import { logAndStoreConsent } from '../consent/log.ts';
import { hasConsent } from '../consent/record.ts';
import { HelpLine } from '../ui/helplines.tsx';
import { Icon } from '../ui/icons.tsx';
import { Tooltip } from '../ui/tooltip.tsx';

/** `transfer`: the sentence on where and on what basis the provider processes data, when outside the EU/EEA. */
export interface CallConfig { anonKey: string; agentId: string; aiProvider: string; transfer?: string | undefined }
type CallState = 'idle' | 'connecting' | 'in-call';
/** Every toast here reports an error, titled 'Fejl' (spec §8). */
interface Toast { id: number; text: string }

export const MESSAGES = {
  notReady: 'Stemmeassistenten er ikke klar endnu. Prøv igen om et øjeblik.',
  createFailed: 'Kunne ikke oprette samtale',
  noToken: 'Ingen access token modtaget',
  startFailed: 'Kunne ikke starte samtalen. Prøv igen.',
  callError: 'Der opstod en fejl med samtalen',
} as const;
const ANNOUNCE: Record<CallState, string> = {
  idle: '',
  connecting: 'Forbinder til stemmeassistenten …',
  'in-call': 'Samtalen er i gang. Tryk på Afslut for at lægge på.',
};
const TOAST_MS = 8000;

/** Our own start failures carry a Danish message meant for the visitor. */
class StartError extends Error {}

export function CallControl({ anonKey, agentId, aiProvider, transfer }: CallConfig) {
  const [state, setState] = useState<CallState>('idle');
  const [announcement, setAnnouncement] = useState('');
  const [toasts, setToasts] = useState<Toast[]>([]);
  const [agreed, setAgreed] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);
  const client = useRef<CallClient | null>(null);

  useEffect(() => () => client.current?.stopCall(), []);

  const showToast = (text: string) => {
    const id = Date.now() + Math.random();
    setToasts((all) => [...all, { id, text }]);
    setTimeout(() => setToasts((all) => all.filter((t) => t.id !== id)), TOAST_MS);
  };
  const moveTo = (next: CallState, message = ANNOUNCE[next]) => {
    setState(next);
    setAnnouncement(message);
  };

  /** The client is made once, on the first call, with its events wired to the button. */
  async function callClient(): Promise<CallClient> {
    if (client.current) return client.current;
    const { createCallClient } = await import('../call/load.ts');
    const created = createCallClient();
    created.on('call_started', () => moveTo('in-call'));
    created.on('call_ended', () => moveTo('idle', 'Samtalen er afsluttet.'));
    created.on('error', () => {
      showToast(MESSAGES.callError);
      moveTo('idle');
    });
    client.current = created;
    return created;
  }

  async function startCall() {
    moveTo('connecting');
    let ready: CallClient;
    try {
      ready = await callClient();
    } catch (error) {
      console.error('The voice client could not be loaded', error);
      showToast(MESSAGES.notReady);
      moveTo('idle');
      return;
    }
    try {
      // A mutation: sent once, never retried (spec §7.5).
      const response = await fetch(CREATE_CALL_PATH, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${anonKey}` },
        body: JSON.stringify({ agent_id: agentId }),
      });
      if (!response.ok) throw new StartError(MESSAGES.createFailed);
      const data = (await response.json().catch(() => ({}))) as { access_token?: string; url?: string };
      if (!data.access_token) throw new StartError(MESSAGES.noToken);
      await ready.startCall({ accessToken: data.access_token, url: data.url ?? '', sampleRate: 24000, emitRawAudioSamples: false });
    } catch (error) {
      console.error('Starting the call failed', error);
      showToast(error instanceof StartError ? error.message : MESSAGES.startFailed);
      moveTo('idle');
    }
  }

  function onButton() {
    if (state === 'connecting') return;
    if (state === 'in-call') {
      client.current?.stopCall();
      return;
    }
    if (hasConsent()) void startCall();
    else dialog.current?.showModal();
  }

  function closeDialog() {
    setAgreed(false);
    dialog.current?.close();
  }

  async function accept() {
    if (!agreed) return;
    closeDialog();
    moveTo('connecting');
    await logAndStoreConsent(anonKey);
    await startCall();
  }

  const inCall = state === 'in-call';
  return (
    <>
      <Tooltip text="Tal med vores AI-stemmeassistent. Den er ikke et menneske.">
        {(describedBy) => (
          <button
            type="button"
            className={`button call-button${inCall ? ' button-destructive' : ''}`}
            aria-disabled={state === 'connecting' || undefined}
            aria-describedby={describedBy}
            data-state={state}
            onClick={onButton}
          >
            {state === 'idle' && <><Icon name="phone" /> Ring op</>}
            {state === 'connecting' && 'Forbinder...'}
            {inCall && <><Icon name="close" /> Afslut</>}
          </button>
        )}
      </Tooltip>
      <span className="visually-hidden" role="status">{announcement}</span>

      <dialog ref={dialog} className="consent-dialog" aria-labelledby="samtykke-titel" aria-describedby="samtykke-ai" onCancel={() => setAgreed(false)} onClose={() => setAgreed(false)}>
        <h2 id="samtykke-titel">Før du ringer op</h2>
        <p id="samtykke-ai">
          <strong>Du taler med en AI – ikke et menneske og ikke en terapeut.</strong> Stemmeassistenten er en kunstig
          intelligens. Den kan hjælpe dig med at finde rundt i terapiformer og med at finde en terapeut, men den kan ikke
          stille en diagnose eller give behandling, og den kan tage fejl.
        </p>
        <h3>Det behandler vi</h3>
        <p>
          Din stemme sendes til {aiProvider}, som står for samtalen, og behandles kun, mens I taler. Vi optager ikke, og din
          stemme gemmes ikke. {HEALTH_DATA_CONSENT}{transfer ? ` ${transfer}` : ''} Vi gemmer, at du har sagt ja: tidspunktet, et tilfældigt id for dit besøg, browserens sprog,
          skærmstørrelse og tidszone og den side, du var på. Læs mere i <a href="/privatlivspolitik">privatlivspolitikken</a>.
        </p>
        <h3>Ikke til akutte situationer</h3>
        <HelpLine />
        <label className="consent-check">
          <input type="checkbox" checked={agreed} onChange={(e) => setAgreed(e.currentTarget.checked)} />
          <span>Jeg forstår, at jeg taler med en AI, og jeg giver samtykke til, at min stemme behandles under samtalen som beskrevet.</span>
        </label>
        <div className="actions">
          <button type="button" className="button button-secondary" onClick={closeDialog}>Afvis</button>
          <button type="button" className="button button-primary" disabled={!agreed} onClick={() => void accept()}>Accepter og start samtale</button>
        </div>
      </dialog>

      <div className="toasts">
        {toasts.map((t) => (
          <div key={t.id} className="toast toast-destructive" role="alert">
            <p className="toast-title">Fejl</p>
            <p>{t.text}</p>
            <button type="button" className="toast-close" onClick={() => setToasts((all) => all.filter((x) => x.id !== t.id))}>
              <Icon name="close" /><span className="visually-hidden">Luk besked</span>
            </button>
          </div>
        ))}
      </div>
    </>
  );
}
