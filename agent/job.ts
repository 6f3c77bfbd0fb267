// One call: join the room the Worker's token dispatched us to, speak, listen, and end on time.
import { defineAgent, type JobContext, voice } from '@livekit/agents';
import { Assistant } from './assistant.ts';
import { loadAgentContent } from './content.ts';
import { createModels } from './models.ts';
import { superviseCall } from './supervisor.ts';

export default defineAgent({
  entry: async (ctx: JobContext) => {
    const content = loadAgentContent();
    await ctx.connect();
    const { llm, tts } = createModels(content.model, process.env);
    const session = new voice.AgentSession({ llm, tts, userAwayTimeout: content.limits.silenceMs / 1000 });
    const assistant = new Assistant(content);

    // Realtime models answer without llmNode; their final transcripts go through the crisis check.
    session.on(voice.AgentSessionEventTypes.UserInputTranscribed, (event) => {
      if (event.isFinal) void assistant.onFinalTranscript(event.transcript);
    });
    const call = superviseCall(session, content, async () => {
      // Closing the room disconnects the caller too, so no call outlives its limit.
      await ctx.deleteRoom().catch((error: unknown) => console.error('closing the room failed', error));
      ctx.shutdown('call ended');
    });
    call.start();
    // Nothing is recorded: no audio, transcripts or traces leave this process for storage.
    await session.start({ agent: assistant, room: ctx.room, record: false });
  },
});
