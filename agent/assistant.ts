// The assistant: fixed words first and last, the language model in between, and a crisis path that
// takes over from the model whenever the phrase list (or the model itself) says so.
import { ReadableStream } from 'node:stream/web';
import { llm, voice } from '@livekit/agents';
import type { AgentContent } from './content.ts';
import { CrisisGuard } from './crisis.ts';
import { interruptIfAllowed } from './supervisor.ts';

/** The tool the model is told to call when it hears a crisis the phrase list missed. */
export const CRISIS_TOOL = 'vis_akut_hjaelp';

export class Assistant extends voice.Agent {
  readonly crisis: CrisisGuard;
  private readonly content: AgentContent;
  private crisisInstructionsSet = false;

  constructor(content: AgentContent, crisis = new CrisisGuard(content.crisisRules)) {
    super({
      instructions: content.instructions,
      tools: {
        [CRISIS_TOOL]: llm.tool({
          description: 'Kald straks, hvis den, der ringer, fortæller om selvmordstanker, selvskade, vold eller anden akut fare.',
          execute: async (_args, { ctx }) => {
            const assistant = ctx.session.currentAgent as Assistant;
            crisis.flag();
            await assistant.enterCrisisMode();
            ctx.session.say(content.crisisScript, { allowInterruptions: false });
            return 'Krisebeskeden er sagt til den, der ringer. Sig ikke mere nu.';
          },
        }),
      },
    });
    this.content = content;
    this.crisis = crisis;
  }

  /** AI Act art. 50: the caller hears that this is an AI before anything else is said. */
  override async onEnter(): Promise<void> {
    await this.session.say(this.content.disclosure, { allowInterruptions: false }).waitForPlayout();
  }

  /**
   * Every reply passes here (pipeline models, and the text harness the tests use). A crisis phrase in
   * the caller's latest words replaces the model's reply with the fixed script; after that, every reply
   * ends with the help lines.
   */
  override async llmNode(chatCtx: llm.ChatContext, toolCtx: llm.ToolContext, modelSettings: voice.ModelSettings): Promise<Reply | null> {
    const said = latestUserText(chatCtx);
    if (said !== undefined && this.crisis.hear(said)) {
      await this.enterCrisisMode();
      return textStream([this.content.crisisScript]);
    }
    const reply = await voice.Agent.default.llmNode(this, chatCtx, toolCtx, modelSettings);
    if (!reply || !this.crisis.inCrisis) return reply;
    return appendText(reply, ` ${this.content.crisisReminder}`);
  }

  /**
   * Realtime models answer from audio and never pass through llmNode, so their final transcripts come
   * here: on a crisis phrase the model is cut off and the script is spoken instead.
   */
  async onFinalTranscript(transcript: string): Promise<boolean> {
    if (!this.crisis.hear(transcript)) return false;
    await this.enterCrisisMode();
    interruptIfAllowed(this.session);
    this.session.say(this.content.crisisScript, { allowInterruptions: false });
    return true;
  }

  /** The model is told, once, that this call stays a crisis call. */
  async enterCrisisMode(): Promise<void> {
    if (this.crisisInstructionsSet) return;
    this.crisisInstructionsSet = true;
    await this.updateInstructions(`${this.content.instructions}\n\n${this.content.crisisInstructions}`);
  }
}

function latestUserText(chatCtx: llm.ChatContext): string | undefined {
  const last = chatCtx.items.at(-1);
  return last?.type === 'message' && last.role === 'user' ? (last.textContent ?? '') : undefined;
}

type Reply = ReadableStream<string | llm.ChatChunk>;

function textStream(parts: string[]): Reply {
  return new ReadableStream({
    start(controller) {
      for (const part of parts) controller.enqueue(part);
      controller.close();
    },
  });
}

function appendText(stream: Reply, text: string): Reply {
  const reader = stream.getReader();
  return new ReadableStream({
    async pull(controller) {
      const { done, value } = await reader.read();
      if (!done) return controller.enqueue(value);
      controller.enqueue(text);
      controller.close();
    },
    cancel: (reason) => reader.cancel(reason),
  });
}
