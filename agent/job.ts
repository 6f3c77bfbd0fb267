// One call: join the room the Worker's token dispatched us to and hand the session to prepareCall.
import { defineAgent, type JobContext, voice } from '@livekit/agents';
import { prepareCall, sessionOptions } from './call.ts';
import { loadAgentContent } from './content.ts';
import { createModels } from './models.ts';
import { roomScreen } from './screen.ts';

export default defineAgent({
  entry: async (ctx: JobContext) => {
    const content = loadAgentContent();
    await ctx.connect();
    const { llm, tts } = createModels(content.model, process.env);
    const session = new voice.AgentSession({ llm, tts, ...sessionOptions(content) });
    const agent = prepareCall(
      session,
      content,
      async () => {
        // Closing the room disconnects the caller too, so no call outlives its limit.
        await ctx.deleteRoom().catch((error: unknown) => console.error('closing the room failed', error));
        ctx.shutdown('call ended');
      },
      roomScreen(ctx.room),
    );
    // Nothing is recorded: no audio, transcripts or traces leave this process for storage.
    await session.start({ agent, room: ctx.room, record: false });
  },
});
