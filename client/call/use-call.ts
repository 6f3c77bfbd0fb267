// The call's state for the header button and the panel: idle → connecting → in call → idle, plus what
// the panel shows while in call (who is talking, reconnecting, mute, blocked audio, captions, time).
// livekit-client and the call client arrive in their own chunk, fetched at the first sign of intent.
import { useEffect, useRef, useState } from 'react';
import { BUDGET_EXHAUSTED, CLIENT_DAILY_LIMIT, CONSENT_REQUIRED } from '../../contracts/api.ts';
import { createCall } from './api.ts';
import type { Caption, CallClient, CallFailure } from './live/call-client.ts';
import type { ScreenLinks } from './live/screen.ts';
import { NOTHING_ON_SCREEN, type OnScreen, screenAnnouncement, withoutCard, withScreenMessage } from './call-screen.tsx';
import type { ShowToast } from './toasts.tsx';
import { callChunkUrl } from './call-chunk.ts';

export type CallState = 'idle' | 'connecting' | 'in-call';

export interface CallView {
  state: CallState;
  /** The agent's voice has arrived. */
  ready: boolean;
  talking: boolean;
  reconnecting: boolean;
  muted: boolean;
  audioBlocked: boolean;
  /** When the call connected (ms since the epoch), for the elapsed time and the time left. */
  startedAt?: number | undefined;
  captions: Caption[];
  /** What the agent put on screen; kept after the call until the visitor closes it. */
  screen: OnScreen;
}

export const MESSAGES = {
  notReady: 'Stemmeassistenten er ikke klar endnu. Prøv igen om et øjeblik.',
  createFailed: 'Kunne ikke oprette samtale',
  noToken: 'Ingen access token modtaget',
  startFailed: 'Kunne ikke starte samtalen. Prøv igen.',
  callError: 'Der opstod en fejl med samtalen',
  busyToday: 'Stemmeassistenten kan ikke tage flere samtaler i dag. Prøv igen i morgen. Du kan stadig finde en terapeut her på siden.',
} as const;

/** What the visitor can do about each failure the call client reports. */
export const FAILURES: Record<CallFailure, string> = {
  'microphone-denied':
    'Din browser har ikke givet adgang til mikrofonen. Tillad mikrofonen for denne side – ofte via ikonet ved adressefeltet – og ring op igen.',
  'microphone-missing': 'Vi kan ikke finde en mikrofon. Tilslut en mikrofon eller et headset, og ring op igen.',
  'microphone-busy': 'Mikrofonen bruges af et andet program, fx et videomøde. Luk det, og ring op igen.',
  'connection-lost': 'Forbindelsen blev afbrudt, og vi kunne ikke få den igen. Du er velkommen til at ringe op igen.',
  unknown: MESSAGES.callError,
};

const ANNOUNCE: Record<CallState, string> = {
  idle: '',
  connecting: 'Forbinder...',
  'in-call': 'Samtalen er i gang. Tryk på Afslut for at lægge på.',
};
/** Captions kept on screen: the last few lines, enough to follow, few enough to read. */
const MAX_CAPTIONS = 6;
const IDLE: CallView = {
  state: 'idle',
  ready: false,
  talking: false,
  reconnecting: false,
  muted: false,
  audioBlocked: false,
  captions: [],
  screen: NOTHING_ON_SCREEN,
};

/** Our own start failures carry a Danish message meant for the visitor. */
class StartError extends Error {}

let callChunk: Promise<typeof import('./live/load.ts')> | undefined;
/** Fetches the call chunk once; called on intent (pointer or focus on 'Ring op', the dialog opening). */
export function loadCallChunk() {
  callChunk ??= (async () => (await import(/* @vite-ignore */ callChunkUrl())) as typeof import('./live/load.ts'))().catch(
    (error: unknown) => {
      callChunk = undefined;
      throw error;
    },
  );
  return callChunk;
}

export function useCall({ anonKey, agentId, toast, links }: { anonKey: string; agentId: string; toast: ShowToast; links?: ScreenLinks }) {
  const [view, setView] = useState<CallView>(IDLE);
  const [announcement, setAnnouncement] = useState('');
  const client = useRef<CallClient | null>(null);
  const update = (change: Partial<CallView>) => setView((v) => ({ ...v, ...change }));
  const moveTo = (state: CallState, message = ANNOUNCE[state]) => {
    setView((v) =>
      state === 'idle' ? { ...IDLE, screen: v.screen } : { ...v, state, startedAt: state === 'in-call' ? Date.now() : v.startedAt },
    );
    setAnnouncement(message);
  };
  const fail = (text: string) => toast({ title: 'Fejl', text, tone: 'error' });

  useEffect(() => () => client.current?.stopCall(), []);

  /** The client is made once, on the first call, with its events wired to the view. */
  async function callClient(): Promise<CallClient> {
    if (client.current) return client.current;
    const created = (await loadCallChunk()).createCallClient(links);
    created.on('call_started', () => moveTo('in-call'));
    created.on('call_ended', () => moveTo('idle', 'Samtalen er afsluttet.'));
    created.on('error', (_message, failure) => {
      fail(FAILURES[failure]);
      moveTo('idle');
    });
    created.on('call_ready', () => update({ ready: true }));
    created.on('agent_start_talking', () => update({ talking: true, ready: true }));
    created.on('agent_stop_talking', () => update({ talking: false }));
    created.on('reconnecting', () => update({ reconnecting: true }));
    created.on('reconnected', () => update({ reconnecting: false }));
    created.on('audio_blocked', (audioBlocked) => update({ audioBlocked }));
    created.on('caption', (caption) => setView((v) => ({ ...v, captions: withCaption(v.captions, caption) })));
    created.on('screen', (message) => {
      setView((v) => ({ ...v, screen: withScreenMessage(v.screen, message) }));
      setAnnouncement(screenAnnouncement(message));
    });
    client.current = created;
    return created;
  }

  /**
   * `first` runs once the button shows 'Forbinder...' (logging a fresh consent), so nothing starts twice.
   * Resolves to 'consent-required' when the server has no consent from this session, so the dialog can ask.
   */
  async function start(first?: () => Promise<unknown>): Promise<'consent-required' | undefined> {
    moveTo('connecting');
    await first?.();
    let ready: CallClient;
    try {
      ready = await callClient();
    } catch (error) {
      console.error('The voice client could not be loaded', error);
      fail(MESSAGES.notReady);
      moveTo('idle');
      return;
    }
    try {
      const { ok, status, data } = await createCall(anonKey, agentId);
      if (data.error === CONSENT_REQUIRED && !first) {
        moveTo('idle');
        return 'consent-required';
      }
      if ((status === 503 && data.error === BUDGET_EXHAUSTED) || data.error === CLIENT_DAILY_LIMIT) {
        toast({ title: 'Optaget i dag', text: MESSAGES.busyToday, tone: 'notice', withHelpLines: true });
        moveTo('idle', MESSAGES.busyToday);
        return;
      }
      if (!ok) throw new StartError(MESSAGES.createFailed);
      if (!data.access_token) throw new StartError(MESSAGES.noToken);
      await ready.startCall({ accessToken: data.access_token, url: data.url ?? '', sampleRate: 24000, emitRawAudioSamples: false });
    } catch (error) {
      console.error('Starting the call failed', error);
      fail(error instanceof StartError ? error.message : MESSAGES.startFailed);
      moveTo('idle');
    }
  }

  return {
    view,
    announcement,
    start,
    stop: () => client.current?.stopCall(),
    toggleMute: () => {
      const muted = !view.muted;
      if (muted) client.current?.mute();
      else client.current?.unmute();
      update({ muted });
    },
    startAudio: () => void client.current?.startAudio(),
    closeCard: (url: string) => setView((v) => ({ ...v, screen: withoutCard(v.screen, url) })),
    closeScreen: () => setView((v) => ({ ...v, screen: NOTHING_ON_SCREEN })),
  };
}

/** Replaces a caption with the same id (interim → final), else appends; keeps the last few. */
function withCaption(captions: Caption[], caption: Caption): Caption[] {
  const at = captions.findIndex((c) => c.id === caption.id);
  const next = at === -1 ? [...captions, caption] : captions.map((c, i) => (i === at ? caption : c));
  return next.slice(-MAX_CAPTIONS);
}
