// One call: join the room the Worker's token dispatched us to and start the session prepareCall wires.
// What every call needs (the words and instructions, the crisis rules and weights, the knowledge) is
// read once per worker process in prewarm, as the agents-js examples do, so a call starts without
// re-reading and re-parsing megabytes of files before the disclosure can be spoken.
import { defineAgent, type JobContext, type JobProcess, type llm, type tts, voice } from '@livekit/agents';
import type { Room } from '@livekit/rtc-node';
import { prepareCall, sessionOptions } from './call.ts';
import { type AgentContent, loadAgentContent } from './content.ts';
import { loadKnowledge } from './knowledge.ts';
import { createModels } from './models.ts';
import { roomScreen } from './screen.ts';

/** What prewarm leaves on the process for every call it runs. */
export interface Prewarmed {
  content: AgentContent;
}

/** Reads everything a call needs; the knowledge is kept by loadKnowledge for prepareCall's tools. */
export function prewarm(proc: JobProcess<Prewarmed>) {
  proc.userData.content = loadAgentContent();
  loadKnowledge();
}

export default defineAgent<Prewarmed>({
  prewarm,
  entry: async (ctx: JobContext<Prewarmed>) => {
    const { content } = ctx.proc.userData;
    await ctx.connect();
    await startCall(content, createModels(content.model, process.env), ctx.room, async () => {
      // Closing the room disconnects the caller too, so no call outlives its limit.
      await ctx.deleteRoom().catch((error: unknown) => console.error('closing the room failed', error));
      ctx.shutdown('call ended');
    });
  },
});

/**
 * The call's session on these models, wired by prepareCall and started in the room. The bench
 * (bench/measures/agent-start.ts) starts it the same way, with a scripted model, no room and its own
 * audio output, to time our part of a call's start.
 */
export async function startCall(
  content: AgentContent,
  models: { llm: llm.RealtimeModel; tts: tts.TTS },
  room: Room | undefined,
  closeRoom: () => Promise<void>,
  audioOutput?: voice.AudioOutput,
): Promise<voice.AgentSession> {
  const session = new voice.AgentSession({ ...models, ...sessionOptions(content) });
  if (audioOutput) session.output.audio = audioOutput;
  const agent = prepareCall(session, content, closeRoom, roomScreen(room));
  // Nothing is recorded: no audio, transcripts or traces leave this process for storage.
  await session.start({ agent, ...(room && { room }), record: false });
  return session;
}
