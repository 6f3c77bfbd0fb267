// How long our own code keeps a caller waiting for the AI disclosure: from the job's entry (after the
// room is joined, which is LiveKit's time, not ours) to the first audio frame of the disclosure, on a
// scripted realtime model and a stand-in voice that answer at once. Also what prewarm costs, once per
// worker process: before, every call paid it before it could speak.
import type { AudioFrame } from '@livekit/rtc-node';
import { initializeLogger, type JobProcess, voice } from '@livekit/agents';
import * as openai from '@livekit/agents-plugin-openai';
import type OpenAI from 'openai';
import { type Prewarmed, prewarm, startCall } from '../../agent/job.ts';
import { SAMPLE_RATE, ScriptedRealtimeModel } from '../../tests/fixtures/scripted-realtime.ts';
import { median, round } from '../lib.ts';

const RUNS = Number(process.env.BENCH_AGENT_START_RUNS ?? 20);

export async function measureAgentStart() {
  initializeLogger({ pretty: false, level: 'silent' });
  const proc = { userData: {} } as JobProcess<Prewarmed>;
  const loading = performance.now();
  prewarm(proc);
  const prewarmMs = performance.now() - loading;
  const toFirstFrame: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const output = new FirstFrameOutput();
    const entered = performance.now();
    const session = await startCall(
      proc.userData.content,
      { llm: new ScriptedRealtimeModel(), tts: instantVoice() },
      undefined,
      async () => {},
      output,
    );
    toFirstFrame.push((await output.firstFrame) - entered);
    await session.close();
  }
  return {
    runs: RUNS,
    prewarmMs: round(prewarmMs, 1),
    firstCallMs: round(toFirstFrame[0]!, 1),
    medianMs: round(median(toFirstFrame), 1),
    maxMs: round(Math.max(...toFirstFrame), 1),
  };
}

export function reportAgentStart(r: Awaited<ReturnType<typeof measureAgentStart>>) {
  console.log(`\nThe agent: from the job's entry to the disclosure's first audio frame (scripted model, ${r.runs} calls in one process):`);
  console.table([
    {
      'prewarm (once per process)': `${r.prewarmMs} ms`,
      'first call': `${r.firstCallMs} ms`,
      median: `${r.medianMs} ms`,
      slowest: `${r.maxMs} ms`,
      target: r.medianMs < 50 ? 'under 50 ms: met' : 'under 50 ms: not met',
    },
  ]);
}

/** Records when the first frame arrives, and plays every segment out at once. */
class FirstFrameOutput extends voice.AudioOutput {
  private started = false;
  private resolve!: (at: number) => void;
  readonly firstFrame = new Promise<number>((resolve) => {
    this.resolve = resolve;
  });
  constructor() {
    super(SAMPLE_RATE);
  }
  override async captureFrame(frame: AudioFrame): Promise<void> {
    this.resolve(performance.now());
    await super.captureFrame(frame);
    if (!this.started) {
      this.started = true;
      this.onPlaybackStarted(Date.now());
    }
  }
  override flush(): void {
    super.flush();
    if (!this.started) return;
    this.started = false;
    this.onPlaybackFinished({ playbackPosition: 0, interrupted: false });
  }
  clearBuffer(): void {
    this.flush();
  }
}

/** The OpenAI plugin's voice with a stand-in client: a tenth of a second of silence, at once. */
function instantVoice() {
  const pcm = new Uint8Array(SAMPLE_RATE / 5);
  const client = {
    baseURL: 'https://tts.stand-in.invalid/v1',
    audio: { speech: { create: async () => ({ arrayBuffer: async () => pcm.buffer.slice(0) }) } },
  } as unknown as OpenAI;
  return new openai.TTS({ client });
}
