// The call outside React, and the hook that holds it. startCall runs the async sequence: log a fresh
// consent if there is one, ask for the call token, load the call chunk (livekit-client, fetched at the
// first sign of intent, never on page load), start the call client and send its events to the reducer
// (call-state.ts). Every failure ends idle with a toast.
import { type Dispatch, useEffect, useReducer, useRef } from 'react';
import { BUDGET_EXHAUSTED, CLIENT_DAILY_LIMIT, CONSENT_REQUIRED } from '../../contracts/api.ts';
import { type CallAnswer, createCall } from './api.ts';
import { callChunkUrl } from './call-chunk.ts';
import { type CallEvent, callReducer, IDLE } from './call-state.ts';
import type { CallClient, CallFailure } from './live/call-client.ts';
import type { ScreenLinks } from './live/screen.ts';
import type { ShowToast } from './toasts.tsx';

export const MESSAGES = {
  notReady: 'Stemmeassistenten er ikke klar endnu. Prøv igen om et øjeblik.',
  createFailed: 'Kunne ikke oprette samtale',
  noToken: 'Ingen access token modtaget',
  startFailed: 'Kunne ikke starte samtalen. Prøv igen.',
  busyToday: 'Stemmeassistenten kan ikke tage flere samtaler i dag. Prøv igen i morgen. Du kan stadig finde en terapeut her på siden.',
} as const;

/** What the visitor can do about each failure the call client reports. */
export const FAILURES: Record<CallFailure, string> = {
  'microphone-denied':
    'Din browser har ikke givet adgang til mikrofonen. Tillad mikrofonen for denne side – ofte via ikonet ved adressefeltet – og ring op igen.',
  'microphone-missing': 'Vi kan ikke finde en mikrofon. Tilslut en mikrofon eller et headset, og ring op igen.',
  'microphone-busy': 'Mikrofonen bruges af et andet program, fx et videomøde. Luk det, og ring op igen.',
  'connection-lost': 'Forbindelsen blev afbrudt, og vi kunne ikke få den igen. Du er velkommen til at ringe op igen.',
  unknown: 'Der opstod en fejl med samtalen',
};

/** What a call needs from its page; `client` is made on the first call and kept for the next. */
interface CallContext {
  anonKey: string;
  agentId: string;
  links?: ScreenLinks | undefined;
  toast: ShowToast;
  dispatch: Dispatch<CallEvent>;
  client: { current: CallClient | null };
}

export function useCall(settings: Omit<CallContext, 'dispatch' | 'client'>) {
  const [view, dispatch] = useReducer(callReducer, IDLE);
  const client = useRef<CallClient | null>(null);
  useEffect(() => () => client.current?.stopCall(), []);
  return {
    view,
    start: (first?: () => Promise<unknown>) => startCall({ ...settings, dispatch, client }, first),
    stop: () => client.current?.stopCall(),
    toggleMute: () => {
      const on = !view.muted;
      if (on) client.current?.mute();
      else client.current?.unmute();
      dispatch(['muted', on]);
    },
    startAudio: () => void client.current?.startAudio(),
    closeCard: (url: string) => dispatch(['close_card', url]),
    closeScreen: () => dispatch(['close_screen']),
  };
}

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

/**
 * Why create-call's answer starts no call, or undefined when it does. 'consent-required' only when no consent
 * was just logged (the dialog can then ask); with one just logged it is an error like any other.
 */
export function refusal({ ok, status, data }: CallAnswer, consentJustLogged: boolean) {
  if (data.error === CONSENT_REQUIRED && !consentJustLogged) return 'consent-required';
  if ((status === 503 && data.error === BUDGET_EXHAUSTED) || data.error === CLIENT_DAILY_LIMIT) return 'busy-today';
  if (!ok) return MESSAGES.createFailed;
  if (!data.access_token) return MESSAGES.noToken;
}

/**
 * `first` runs once the button shows 'Forbinder...' (logging a fresh consent), so nothing starts twice.
 * Resolves to 'consent-required' when the server has no consent from this session, so the dialog can ask.
 */
async function startCall(context: CallContext, first?: () => Promise<unknown>): Promise<'consent-required' | undefined> {
  const { dispatch, toast } = context;
  dispatch(['connecting']);
  await first?.();
  let client: CallClient;
  try {
    client = await callClient(context);
  } catch (error) {
    return fail(context, MESSAGES.notReady, error);
  }
  try {
    const answer = await createCall(context.anonKey, context.agentId);
    const refused = refusal(answer, !!first);
    if (refused === 'consent-required') {
      dispatch(['idle']);
      return refused;
    }
    if (refused === 'busy-today') {
      toast({ title: 'Optaget i dag', text: MESSAGES.busyToday, tone: 'notice', withHelpLines: true });
      dispatch(['idle', MESSAGES.busyToday]);
      return;
    }
    if (refused) return fail(context, refused, answer);
    await client.startCall({
      accessToken: answer.data.access_token!,
      url: answer.data.url ?? '',
      sampleRate: 24000,
      emitRawAudioSamples: false,
    });
  } catch (error) {
    fail(context, MESSAGES.startFailed, error);
  }
}

/** Tells the visitor in Danish, and the console why (the call client logs its own failures). */
function fail({ toast, dispatch }: CallContext, text: string, why?: unknown): undefined {
  if (why) console.error('The call did not start', why);
  toast({ title: 'Fejl', text, tone: 'error' });
  dispatch(['idle']);
}

/** The client is made once, on the first call, with its events wired to the reducer. */
async function callClient(context: CallContext): Promise<CallClient> {
  const { client, dispatch } = context;
  if (client.current) return client.current;
  const created = (await loadCallChunk()).createCallClient(context.links);
  created.on('call_started', () => dispatch(['call_started', Date.now()]));
  created.on('call_ended', () => dispatch(['idle', 'Samtalen er afsluttet.']));
  created.on('error', (_message, failure) => fail(context, FAILURES[failure]));
  for (const type of [
    'call_ready',
    'agent_start_talking',
    'agent_stop_talking',
    'reconnecting',
    'reconnected',
    'audio_blocked',
    'caption',
    'screen',
  ] as const) {
    created.on(type, (arg?: unknown) => dispatch([type, arg] as CallEvent));
  }
  client.current = created;
  return created;
}
