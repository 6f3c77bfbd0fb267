// 'Ring op': the header button (idle 'Ring op', connecting 'Forbinder...', in call 'Afslut'), the
// consent dialog before the first call, the call panel, and the toasts. The call chunk (livekit-client)
// is fetched when the visitor shows intent, never on page load.
import { useRef } from 'react';
import { hasConsent } from '../consent/record.ts';
import { logAndStoreConsent } from '../consent/log.ts';
import { Icon } from '../ui/icons.tsx';
import { Tooltip } from '../ui/tooltip.tsx';
import { CallPanel } from './call-panel.tsx';
import { ConsentDialog } from './consent-dialog.tsx';
import { Toasts, useToasts } from './toasts.tsx';
import { loadCallChunk, useCall } from './use-call.ts';

export interface CallConfig {
  anonKey: string;
  agentId: string;
  aiProvider: string;
  /** The sentence on where and on what basis the provider processes data, when outside the EU/EEA. */
  transfer?: string | undefined;
  maxCallMinutes: number;
}

/** Intent: a pointer over the button, focus on it, or the consent dialog opening. */
const prefetch = () => void loadCallChunk().catch(() => {});

export function CallControl({ anonKey, agentId, aiProvider, transfer, maxCallMinutes }: CallConfig) {
  const dialog = useRef<HTMLDialogElement>(null);
  const toasts = useToasts();
  const call = useCall({ anonKey, agentId, toast: toasts.show });
  const { state } = call.view;

  function onButton() {
    if (state === 'connecting') return;
    if (state === 'in-call') return call.stop();
    if (hasConsent()) {
      // Consent given in an earlier session: the server wants one logged in this session, so ask again.
      return void call.start().then((outcome) => outcome === 'consent-required' && openDialog());
    }
    openDialog();
  }

  function openDialog() {
    prefetch();
    dialog.current?.showModal();
  }

  const accept = () => call.start(() => logAndStoreConsent(anonKey));

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
            onPointerEnter={prefetch}
            onFocus={prefetch}
          >
            {state === 'idle' && (
              <>
                <Icon name="phone" /> Ring op
              </>
            )}
            {state === 'connecting' && 'Forbinder...'}
            {inCall && (
              <>
                <Icon name="close" /> Afslut
              </>
            )}
          </button>
        )}
      </Tooltip>
      <span className="visually-hidden" role="status">
        {call.announcement}
      </span>
      <CallPanel
        view={call.view}
        maxCallMinutes={maxCallMinutes}
        onMute={call.toggleMute}
        onStartAudio={call.startAudio}
        onEnd={call.stop}
      />
      <ConsentDialog
        ref={dialog}
        aiProvider={aiProvider}
        transfer={transfer}
        maxCallMinutes={maxCallMinutes}
        onAccept={() => void accept()}
      />
      <Toasts toasts={toasts.toasts} dismiss={toasts.dismiss} />
    </>
  );
}
