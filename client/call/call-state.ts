// The call's state for the header button and the panel: idle → connecting → in call → idle, plus what
// the panel shows while in call (who is talking, reconnecting, mute, blocked audio, captions, time) and
// what the status line announces. A pure reducer, so every step is testable without React.
import type { ScreenMessage } from '../../contracts/screen.ts';
import type { Caption } from './live/call-client.ts';
import { NOTHING_ON_SCREEN, type OnScreen, screenAnnouncement, withoutCard, withScreenMessage } from './call-screen.tsx';

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
  /** What the status line says to a screen reader. */
  announcement: string;
}

/** The call client's events (by their names) and the visitor's own actions, each with its argument. */
export type CallEvent =
  | [type: 'connecting' | 'call_ready' | 'agent_start_talking' | 'agent_stop_talking' | 'reconnecting' | 'reconnected' | 'close_screen']
  | [type: 'call_started', at: number]
  /** The call ended, failed or never started; what to announce when no toast says it. */
  | [type: 'idle', announce?: string]
  | [type: 'audio_blocked' | 'muted', on: boolean]
  | [type: 'caption', caption: Caption]
  | [type: 'screen', message: ScreenMessage]
  | [type: 'close_card', url: string];

/** Captions kept on screen: the last few lines, enough to follow, few enough to read. */
const MAX_CAPTIONS = 6;
export const IDLE: CallView = {
  state: 'idle',
  ready: false,
  talking: false,
  reconnecting: false,
  muted: false,
  audioBlocked: false,
  // Named, so that going idle clears it (a reducer step only overwrites the keys it names).
  startedAt: undefined,
  captions: [],
  screen: NOTHING_ON_SCREEN,
  announcement: '',
};

/** What each event changes. */
const STEPS: { [E in CallEvent as E[0]]: (view: CallView, arg: E[1]) => Partial<CallView> } = {
  connecting: () => ({ state: 'connecting', announcement: 'Forbinder...' }),
  call_started: (_, at) => ({ state: 'in-call', startedAt: at, announcement: 'Samtalen er i gang. Tryk på Afslut for at lægge på.' }),
  idle: (view, announcement = '') => ({ ...IDLE, screen: view.screen, announcement }),
  call_ready: () => ({ ready: true }),
  agent_start_talking: () => ({ talking: true, ready: true }),
  agent_stop_talking: () => ({ talking: false }),
  reconnecting: () => ({ reconnecting: true }),
  reconnected: () => ({ reconnecting: false }),
  audio_blocked: (_, audioBlocked) => ({ audioBlocked }),
  caption: (view, caption) => ({ captions: withCaption(view.captions, caption) }),
  screen: (view, message) => ({ screen: withScreenMessage(view.screen, message), announcement: screenAnnouncement(message) }),
  muted: (_, muted) => ({ muted }),
  close_card: (view, url) => ({ screen: withoutCard(view.screen, url) }),
  close_screen: () => ({ screen: NOTHING_ON_SCREEN }),
};

export function callReducer(view: CallView, [type, arg]: CallEvent): CallView {
  return { ...view, ...(STEPS[type] as (view: CallView, arg: unknown) => Partial<CallView>)(view, arg) };
}

/** Replaces a caption with the same id (interim → final), else appends; keeps the last few. */
function withCaption(captions: Caption[], caption: Caption): Caption[] {
  const at = captions.findIndex((c) => c.id === caption.id);
  const next = at === -1 ? [...captions, caption] : captions.map((c, i) => (i === at ? caption : c));
  return next.slice(-MAX_CAPTIONS);
}
