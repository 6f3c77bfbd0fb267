// 'Ring op': the header button (idle 'Ring op', connecting 'Forbinder...', in call 'Afslut'), the
// consent dialog before the first call, the call panel, and the toasts. The call chunk (livekit-client)
// is fetched when the visitor shows intent, never on page load.
import { useRef } from 'react';
import type { ScreenLinks } from '../call/screen.ts';
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
  /** site.json's siteUrl and search URL: the agent's cards may link only there (and to this page's origin). */
  siteUrl?: string | undefined;
  searchUrl?: string | undefined;
}

/** Intent: a pointer over the button, focus on it, or the consent dialog opening. */
const prefetch = () => void loadCallChunk().catch(() => {});

export function CallControl({ anonKey, agentId, aiProvider, transfer, maxCallMinutes, siteUrl, searchUrl }: CallConfig) {
  const dialog = useRef<HTMLDialogElement>(null);
  const toasts = useToasts();
  const call = useCall({ anonKey, agentId, toast: toasts.show, links: screenLinks(siteUrl, searchUrl) });
  const { state } = call.view;

  function onButton() {
    if (state === 'connecting') return;
    if (state === 'in-call') return call.stop();
    if (hasConsent()) return void call.start();
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
        onCloseCard={call.closeCard}
        onCloseScreen={call.closeScreen}
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

/** Our own origins (the configured one and this page's) and the search's. */
function screenLinks(siteUrl: string | undefined, searchUrl: string | undefined): ScreenLinks {
  const origin = (url: string | undefined) => (url ? new URL(url).origin : undefined);
  const siteOrigins = [origin(siteUrl), typeof location === 'undefined' ? undefined : location.origin].filter((o): o is string => !!o);
  return { siteOrigins, searchOrigin: origin(searchUrl) ?? '' };
}
