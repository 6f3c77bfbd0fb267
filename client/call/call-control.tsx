// 'Ring op': the header button (idle 'Ring op', connecting 'Forbinder...', in call 'Afslut'), the
// consent dialog before a call, the call panel, 'Træk samtykke tilbage' after a call, and the toasts.
// The call chunk (livekit-client) is fetched when the visitor shows intent, never on page load.
import { useEffect, useRef, useState } from 'react';
import type { AiProviderConfig } from '../../contracts/privacy.ts';
import type { ScreenLinks } from './live/screen.ts';
import { logAndStoreConsent } from './api.ts';
import { hasConsent, textDigest } from '../consent/record.ts';
import { CallButton, CallStatus } from './call-button.tsx';
import { CallPanel } from './call-panel.tsx';
import type { CallState } from './call-state.ts';
import { ConsentDialog, type ConsentDialogText } from './consent-dialog.tsx';
import { adoptCallStyle } from './call-style.ts';
import { Toasts, useToasts } from './toasts.tsx';
import { loadCallChunk, useCall } from './use-call.ts';
import { WithdrawConsent } from '../islands/withdraw-consent.tsx';

export interface CallConfig {
  anonKey: string;
  /** The data controller's name, which the consent dialog states first. */
  controllerName: string;
  agentId: string;
  aiProvider: AiProviderConfig;
  maxCallMinutes: number;
  minimumAge: number;
  /** How long the server keeps a consent; an older record in the browser no longer counts. */
  consentRetentionDays: number;
  privacyEmail: string;
  /** site.json's siteUrl and search URL: the agent's cards may link only there (and to this page's origin). */
  siteUrl?: string | undefined;
  searchUrl?: string | undefined;
}

/** Intent: a pointer over the button, focus on it, or the consent dialog opening. */
const prefetch = () => {
  adoptCallStyle();
  void loadCallChunk().catch(() => {});
};

/**
 * What the consent dialog says, from the call's settings. The build renders the dialog with the same
 * props to know the digests of the texts we serve (scripts/consent-text.ts), so this is the one place.
 */
export function dialogText(config: CallConfig): ConsentDialogText {
  const { controllerName, aiProvider, maxCallMinutes, minimumAge, consentRetentionDays } = config;
  return { controllerName, aiProvider, maxCallMinutes, minimumAge, consentRetentionDays };
}

export function CallControl(config: CallConfig) {
  const { anonKey, agentId, maxCallMinutes, consentRetentionDays, privacyEmail, siteUrl, searchUrl } = config;
  const consent = useConsentDialog();
  const toasts = useToasts();
  const call = useCall({ anonKey, agentId, toast: toasts.show, links: screenLinks(siteUrl, searchUrl) });
  const { state } = call.view;
  const { digest } = consent;
  const afterCall = useAfterCall(state);

  function onButton() {
    adoptCallStyle();
    if (state === 'connecting') return;
    if (state === 'in-call') return call.stop();
    afterCall.dismiss();
    if (hasConsent({ digest, maxAgeDays: consentRetentionDays })) {
      // Consent given in an earlier session: the server wants one logged in this session, so ask again.
      return void call.start().then((outcome) => outcome === 'consent-required' && openDialog());
    }
    openDialog();
  }

  function openDialog() {
    prefetch();
    consent.open();
  }

  const accept = () => call.start(() => logAndStoreConsent(anonKey, digest));

  return (
    <>
      <CallButton state={state} onClick={onButton} onIntent={prefetch} />
      <CallStatus announcement={call.view.announcement} />
      <CallPanel
        view={call.view}
        maxCallMinutes={maxCallMinutes}
        onMute={call.toggleMute}
        onStartAudio={call.startAudio}
        onEnd={call.stop}
        onCloseCard={call.closeCard}
        onCloseScreen={() => {
          call.closeScreen();
          afterCall.dismiss();
        }}
        afterCallOpen={afterCall.shown}
        afterCall={afterCall.shown && <WithdrawConsent anonKey={anonKey} email={privacyEmail} />}
      />
      {consent.mounted && <ConsentDialog ref={consent.ref} {...dialogText(config)} textDigest={digest} onAccept={() => void accept()} />}
      <Toasts toasts={toasts.toasts} dismiss={toasts.dismiss} />
    </>
  );
}

/**
 * The consent dialog is not in the page's HTML: every page would carry it, and the privacy policy's HTML
 * would need a second round trip on a slow connection. It mounts, closed, once the island is live, and
 * its digest is of its text as it then stands (a consent given to another text asks again). A tap the
 * entry replays before it has mounted opens it as soon as it has.
 */
function useConsentDialog() {
  const ref = useRef<HTMLDialogElement>(null);
  const [mounted, setMounted] = useState(false);
  const [openPending, setOpenPending] = useState(false);
  const [digest, setDigest] = useState<string | undefined>();
  useEffect(() => setMounted(true), []);
  useEffect(() => {
    if (mounted) void textDigest(ref.current?.textContent ?? '').then(setDigest);
  }, [mounted]);
  useEffect(() => {
    if (!mounted || !openPending) return;
    setOpenPending(false);
    ref.current?.showModal();
  }, [mounted, openPending]);
  const open = () => (ref.current ? ref.current.showModal() : setOpenPending(true));
  return { ref, mounted, digest, open };
}

/** After a call that really ran, a small panel offers to take the consent back, until closed. */
function useAfterCall(state: CallState) {
  const [shown, setShown] = useState(false);
  const previous = useRef(state);
  useEffect(() => {
    if (previous.current === 'in-call' && state === 'idle') setShown(true);
    if (state !== 'idle') setShown(false);
    previous.current = state;
  }, [state]);
  return { shown, dismiss: () => setShown(false) };
}

/** Our own origins (the configured one and this page's) and the search's. */
function screenLinks(siteUrl: string | undefined, searchUrl: string | undefined): ScreenLinks {
  const origin = (url: string | undefined) => (url ? new URL(url).origin : undefined);
  const siteOrigins = [origin(siteUrl), typeof location === 'undefined' ? undefined : location.origin].filter((o): o is string => !!o);
  return { siteOrigins, searchOrigin: origin(searchUrl) ?? '' };
}
