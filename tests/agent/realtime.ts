// A call on the realtime path without a server: the scripted realtime model and stand-in voice
// (tests/fixtures/scripted-realtime.ts), and an audio output that plays each segment out in real time. A
// real AgentSession runs our real prepareCall, so the tests see what the framework does with a realtime model.
import type { AudioFrame } from '@livekit/rtc-node';
import { initializeLogger, type llm, voice } from '@livekit/agents';
import { afterAll, afterEach } from 'vitest';
import type { ScreenMessage } from '../../contracts/screen.ts';
import { prepareCall, sessionOptions } from '../../agent/call.ts';
import { type AgentContent, loadAgentContent } from '../../agent/content.ts';
import { type Acuity, type Danger, type Help, triage, type Who } from '../../agent/crisis/triage.ts';
import { SAMPLE_RATE, ScriptedRealtimeModel, standInTTS } from '../fixtures/scripted-realtime.ts';

initializeLogger({ pretty: false, level: 'silent' });

const loaded = loadAgentContent();
/** A fixed Thursday midday, Danish time: whether the fitting help lines are open is the same in every run. */
const MIDDAY = new Date('2026-11-26T11:00:00Z');
/** The agent's content, with the crisis words as they are at MIDDAY, whenever a test runs. */
export const content: AgentContent = { ...loaded, crisis: (kind, _now, help) => loaded.crisis(kind, MIDDAY, help) };

/** The help of the triage row for a case that plays a script (content/agent/krise/triage.md). */
export function helpOf(who: Who, danger: Danger, acuity: Acuity): Help {
  const { action } = triage(loaded.crisisRules.triage!, who, danger, acuity);
  if (action.type !== 'crisis') throw new Error(`${who}/${danger}/${acuity} plays no script`);
  return action.help;
}

/** Plays each segment out in real time from its first frame; clearing the buffer cuts it off. */
class TimedAudioOutput extends voice.AudioOutput {
  private startedAt: number | undefined;
  private queuedMs = 0;
  private finishTimer: ReturnType<typeof setTimeout> | undefined;

  constructor() {
    super(SAMPLE_RATE);
  }

  override async captureFrame(frame: AudioFrame): Promise<void> {
    await super.captureFrame(frame);
    if (this.startedAt === undefined) {
      this.startedAt = Date.now();
      this.onPlaybackStarted(this.startedAt);
    }
    this.queuedMs += (frame.samplesPerChannel / frame.sampleRate) * 1000;
  }

  override flush(): void {
    super.flush();
    // Nothing captured means no segment was opened, so there is nothing to finish.
    if (this.startedAt === undefined) return;
    const left = Math.max(0, this.startedAt + this.queuedMs - Date.now());
    const position = this.queuedMs / 1000;
    this.finishTimer = setTimeout(() => this.finish({ playbackPosition: position, interrupted: false }), left);
  }

  clearBuffer(): void {
    if (this.startedAt === undefined) return;
    clearTimeout(this.finishTimer);
    this.finish({ playbackPosition: (Date.now() - this.startedAt) / 1000, interrupted: true });
  }

  private finish(event: voice.PlaybackFinishedEvent): void {
    this.startedAt = undefined;
    this.queuedMs = 0;
    this.onPlaybackFinished(event);
  }
}

const open: voice.AgentSession[] = [];
const closing: Promise<void>[] = [];
// Closing a session takes the framework half a second (it gives the caller's last turn 500 ms of silence).
// A closed call shares nothing with the next test's call, so that test starts meanwhile; the file ends
// only once every call has closed.
afterEach(() => {
  closing.push(...open.splice(0).map((session) => session.close().catch(() => {})));
});
afterAll(async () => {
  await Promise.all(closing);
});

/** A call through prepareCall on the scripted realtime model; `closeRoom` and the screen are recorded. */
export async function startRealtimeCall(overrides: Partial<AgentContent> = {}) {
  const callContent = { ...content, ...overrides };
  const model = new ScriptedRealtimeModel();
  const spoken: string[] = [];
  const screen: ScreenMessage[] = [];
  let roomClosed = 0;
  const session = new voice.AgentSession({ llm: model, tts: standInTTS(spoken), ...sessionOptions(callContent) });
  open.push(session);
  session.output.audio = new TimedAudioOutput();
  const agent = prepareCall(
    session,
    callContent,
    async () => {
      roomClosed++;
    },
    async (message) => {
      screen.push(message);
    },
  );
  await session.start({ agent });
  return { session, agent, model: model.scripted, spoken, screen, roomClosed: () => roomClosed };
}

/** What the agent said aloud, in order: our fixed lines and the model's words. */
export function assistantLines(session: voice.AgentSession): string[] {
  return session.history.items.flatMap((item: llm.ChatItem) =>
    item.type === 'message' && item.role === 'assistant' ? [item.textContent ?? ''] : [],
  );
}

export const waitFor = async (check: () => boolean, ms = 3000) => {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

export const settle = (ms = 150) => new Promise((resolve) => setTimeout(resolve, ms));
