// The agent's voice: the one owner of every fixed line the caller hears (the disclosure, the crisis path's
// scripts, questions and replies, the supervisor's warnings, check-ins and goodbyes). It interrupts, says,
// tells the model what was said, cuts a model answer that would talk over fixed words, and says the last
// words before the room is closed. The crisis path and the supervisor both speak through it, and neither
// knows the other.
import { type llm, voice } from '@livekit/agents';

/** The model's own answers (including one that follows a tool), as against our fixed words. */
const MODEL_SOURCES = new Set(['generate_reply', 'tool_response']);
/** How long a goodbye may take before the room is closed anyway. */
const GOODBYE_LIMIT_MS = 15_000;

export class Voice {
  private readonly session: voice.AgentSession;
  /** Fixed words said `alone`, queued or playing: a model answer created meanwhile is cut. */
  private fixed: voice.SpeechHandle | undefined;
  /** The agent whose chat context the model answers from. */
  private agent: voice.Agent | undefined;
  private readonly afterModelAnswer: ((handle: voice.SpeechHandle) => void)[] = [];

  constructor(session: voice.AgentSession) {
    this.session = session;
    session.on(voice.AgentSessionEventTypes.SpeechCreated, (event) => {
      if (!MODEL_SOURCES.has(event.source)) return;
      if (this.speakingAlone) return event.speechHandle.interrupt();
      for (const listener of this.afterModelAnswer) listener(event.speechHandle);
    });
  }

  /** The agent whose chat context the model is handed after each fixed line. */
  attach(agent: voice.Agent): void {
    this.agent = agent;
  }

  /** Fixed words said `alone` are still queued or playing: a transcript now was spoken before they ended. */
  get speakingAlone(): boolean {
    return Boolean(this.fixed && !this.fixed.done());
  }

  /** Each model answer that is not cut for fixed words (the crisis path's reminders follow one). */
  onModelAnswer(listener: (handle: voice.SpeechHandle) => void): void {
    this.afterModelAnswer.push(listener);
  }

  /** Cuts off what the agent is saying, unless it may not be cut (the disclosure): then ours follows it. */
  interrupt(): void {
    try {
      this.session.interrupt();
    } catch {
      // The current speech disallows interruptions; session.say() queues after it.
    }
  }

  /**
   * Says fixed words nobody may cut off, then tells the model they were said. With `alone`, a model answer
   * created before they have played is cut (crisis words); without, it waits its turn. A session that can
   * no longer speak is logged, not thrown.
   */
  say(text: string, { alone = true } = {}): voice.SpeechHandle | undefined {
    let handle: voice.SpeechHandle;
    try {
      handle = this.session.say(text, { allowInterruptions: false });
    } catch (error) {
      console.error('fixed words could not be said', error);
      return undefined;
    }
    if (alone) this.fixed = handle;
    void handle
      .waitForPlayout()
      .then(() => this.syncModel())
      .catch(() => {});
    return handle;
  }

  /** Words the caller may talk over (the crisis path's reminder of the help lines after a model answer). */
  remind(text: string): boolean {
    try {
      this.session.say(text);
      return true;
    } catch (error) {
      console.error('the help lines could not be said', error);
      return false;
    }
  }

  /** The goodbye, cutting off what is being said and waited for at most GOODBYE_LIMIT_MS; then the room is closed. */
  async lastWords(text: string | undefined, closeRoom: () => Promise<void>): Promise<void> {
    try {
      if (text) {
        this.interrupt();
        const playout = this.session.say(text, { allowInterruptions: false }).waitForPlayout();
        await Promise.race([playout, new Promise((resolve) => setTimeout(resolve, GOODBYE_LIMIT_MS))]);
      }
    } catch (error) {
      // The session may already be closing; the room is closed all the same.
      console.error('the last words could not be said', error);
    } finally {
      await closeRoom();
    }
  }

  /**
   * session.say() adds its words only to our own chat context; a realtime model keeps its own, so it is
   * handed ours after every fixed line, and knows what the caller has heard.
   */
  private async syncModel(): Promise<void> {
    const agent = this.agent;
    if (!agent) return;
    try {
      await agent.updateChatCtx(agent.chatCtx.copy() as llm.ChatContext);
    } catch (error) {
      console.error('the model could not be told what was said', error);
    }
  }
}
