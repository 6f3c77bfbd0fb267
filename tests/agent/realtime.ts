// A call on the realtime path without a server: the framework's own RealtimeModel/RealtimeSession
// subclassed into a scripted model, a stand-in text-to-speech voice behind the OpenAI plugin (its
// `client` option), and an audio output that plays each segment out in real time. A real AgentSession
// runs our real prepareCall, so the tests see what the framework does with a realtime model.
import { AudioFrame } from '@livekit/rtc-node';
import { ReadableStream } from 'node:stream/web';
import { initializeLogger, llm, voice } from '@livekit/agents';
import * as openai from '@livekit/agents-plugin-openai';
import type OpenAI from 'openai';
import { afterEach } from 'vitest';
import type { ScreenMessage } from '../../contracts/screen.ts';
import { prepareCall, sessionOptions } from '../../agent/call.ts';
import { type AgentContent, loadAgentContent } from '../../agent/content.ts';

initializeLogger({ pretty: false, level: 'silent' });

const loaded = loadAgentContent();
/** A fixed Thursday midday, Danish time: whether the fitting help lines are open is the same in every run. */
const MIDDAY = new Date('2026-11-26T11:00:00Z');
/** The agent's content, with the crisis words as they are at MIDDAY, whenever a test runs. */
export const content: AgentContent = { ...loaded, crisis: (kind) => loaded.crisis(kind, MIDDAY) };

const SAMPLE_RATE = 24_000;
/** Spoken audio is this long per word, so a sentence takes a few hundred milliseconds to play. */
const MS_PER_WORD = 8;

function silence(words: number): Uint8Array {
  const samples = Math.max(1, Math.round((words * MS_PER_WORD * SAMPLE_RATE) / 1000));
  return new Uint8Array(samples * 2);
}

const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

function streamOf<T>(items: T[]): ReadableStream<T> {
  return new ReadableStream<T>({
    start(controller) {
      for (const item of items) controller.enqueue(item);
      controller.close();
    },
  });
}

/** An answer of the scripted model: words, and tool calls it makes in the same response. */
interface ScriptedAnswer {
  text?: string;
  toolCalls?: { name: string; args: Record<string, unknown> }[];
}

class ScriptedRealtimeSession extends llm.RealtimeSession {
  private context = llm.ChatContext.empty();
  private toolContext = llm.ToolContext.empty();
  /** What the model was told, in order. */
  readonly instructions: string[] = [];
  generateReplyCalls = 0;
  interruptCalls = 0;
  private responses = 0;

  get chatCtx(): llm.ChatContext {
    return this.context;
  }
  get tools(): llm.ToolContext {
    return this.toolContext;
  }
  async updateInstructions(instructions: string): Promise<void> {
    this.instructions.push(instructions);
  }
  async updateChatCtx(chatCtx: llm.ChatContext): Promise<void> {
    this.context = chatCtx.copy();
  }
  async updateTools(tools: llm.ToolContext): Promise<void> {
    this.toolContext = tools.copy();
  }
  updateOptions(): void {}
  pushAudio(): void {}
  async commitAudio(): Promise<void> {}
  async clearAudio(): Promise<void> {}
  async truncate(): Promise<void> {}
  async interrupt(): Promise<void> {
    this.interruptCalls++;
  }
  async generateReply(): Promise<llm.GenerationCreatedEvent> {
    this.generateReplyCalls++;
    return this.generation({ text: 'Svar på opfordring.' }, true);
  }

  /** The caller said this, as the provider's transcription delivers it. */
  transcribe(transcript: string): void {
    this.emit('input_audio_transcription_completed', { itemId: `caller-${++this.responses}`, transcript, isFinal: true });
  }

  /** The provider's server decided to answer (its turn detection heard the caller stop). */
  answer(answer: ScriptedAnswer): void {
    this.emit('generation_created', this.generation(answer, false));
  }

  /** What the model has been told was said, as "role: text". */
  heard(): string[] {
    return this.context.items.flatMap((item) => (item.type === 'message' ? [`${item.role}: ${item.textContent ?? ''}`] : []));
  }

  private generation({ text = '', toolCalls = [] }: ScriptedAnswer, userInitiated: boolean): llm.GenerationCreatedEvent {
    const id = ++this.responses;
    const message = {
      messageId: `model-${id}`,
      textStream: streamOf(text ? [text] : []),
      audioStream: streamOf(text ? [frameOf(silence(wordCount(text)))] : []),
      modalities: Promise.resolve<('text' | 'audio')[]>(['audio', 'text']),
    };
    return {
      messageStream: streamOf(text ? [message] : []),
      functionStream: streamOf(
        toolCalls.map((call, index) =>
          llm.FunctionCall.create({ callId: `call-${id}-${index}`, name: call.name, args: JSON.stringify(call.args) }),
        ),
      ),
      userInitiated,
      responseId: `response-${id}`,
    };
  }
}

function frameOf(bytes: Uint8Array): AudioFrame {
  const samples = new Int16Array(bytes.buffer, bytes.byteOffset, bytes.byteLength / 2);
  return new AudioFrame(samples, SAMPLE_RATE, 1, samples.length);
}

class ScriptedRealtimeModel extends llm.RealtimeModel {
  readonly scripted = new ScriptedRealtimeSession(this);
  constructor() {
    // What OpenAI's realtime model declares: server turns, transcripts, no automatic reply after a tool.
    super({
      messageTruncation: true,
      turnDetection: true,
      userTranscription: true,
      autoToolReplyGeneration: false,
      audioOutput: true,
      manualFunctionCalls: false,
      midSessionChatCtxUpdate: true,
      midSessionInstructionsUpdate: true,
      midSessionToolsUpdate: true,
    });
  }
  get model(): string {
    return 'scripted-realtime';
  }
  session(): llm.RealtimeSession {
    return this.scripted;
  }
  async close(): Promise<void> {}
}

/** The OpenAI plugin's TTS with a stand-in client: silence as long as the words, and a record of them. */
function standInTTS(spoken: string[]) {
  const client = {
    baseURL: 'https://tts.stand-in.invalid/v1',
    audio: {
      speech: {
        create: async ({ input }: { input: string }) => {
          spoken.push(input);
          const pcm = silence(wordCount(input));
          return { arrayBuffer: async () => pcm.buffer.slice(pcm.byteOffset, pcm.byteOffset + pcm.byteLength) };
        },
      },
    },
  } as unknown as OpenAI;
  return new openai.TTS({ client });
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
afterEach(async () => {
  await Promise.all(open.splice(0).map((session) => session.close().catch(() => {})));
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
