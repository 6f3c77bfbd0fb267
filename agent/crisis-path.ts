// A call's crisis path, whatever the model does: every final transcript is judged with the call so far
// (agent/crisis/conversation.ts), and what the triage table decides is said word for word in our own
// voice: the kind's crisis script, the kind's question, or, after a no or a doubt to the safety question,
// the kind's reply that stays and asks who can ring 112. The model's tool is a second net that reaches the same speaker. Once a call is a
// crisis call it stays one: the model answers under crisis instructions, and the help lines are said
// again at the rhythm content/agent/assistant.md sets (crisisReminderSeconds), not after every answer.
import { type llm, voice } from '@livekit/agents';
import type { CrisisKind, CrisisMessage } from '../contracts/screen.ts';
import type { AgentContent } from './content.ts';
import { Conversation, type Step } from './crisis/conversation.ts';
import type { Acuity, Danger, Help, Who } from './crisis/triage.ts';
import type { ScreenSender } from './screen.ts';
import { type EndingWords, interruptIfAllowed } from './supervisor.ts';

/** The model's own answers (including one that follows a tool), as against our fixed words. */
const MODEL_SOURCES = new Set(['generate_reply', 'tool_response']);

export class CrisisPath {
  private readonly call: Conversation;
  /** Fixed words queued or playing: a model answer created meanwhile is cut, so nothing talks over them. */
  private fixed: voice.SpeechHandle | undefined;
  /** When the help lines were last said (a script, the 112 line, a reminder): the rhythm counts from there. */
  private linesSaidAt = 0;
  private readonly session: voice.AgentSession;
  private readonly content: AgentContent;
  private readonly screen: ScreenSender;
  private readonly onCrisis: (kind: CrisisKind) => void;
  private readonly now: () => number;
  private agent: voice.Agent | undefined;
  /** The call's own instructions, which the crisis instructions are added to. */
  private instructions = '';

  constructor(
    session: voice.AgentSession,
    content: AgentContent,
    screen: ScreenSender,
    { onCrisis = () => {}, now = Date.now }: { onCrisis?: (kind: CrisisKind) => void; now?: () => number } = {},
  ) {
    this.session = session;
    this.content = content;
    this.screen = screen;
    this.onCrisis = onCrisis;
    this.now = now;
    this.call = new Conversation(content.crisisRules);
    session.on(voice.AgentSessionEventTypes.UserInputTranscribed, (event) => {
      if (event.isFinal) this.hear(event.transcript);
    });
    session.on(voice.AgentSessionEventTypes.SpeechCreated, (event) => {
      if (MODEL_SOURCES.has(event.source)) void this.onModelAnswer(event.speechHandle);
    });
  }

  /** The agent whose instructions (the call's, given here) and chat context the model answers under. */
  attach(agent: voice.Agent, instructions: string): void {
    this.agent = agent;
    this.instructions = instructions;
  }

  get kind(): CrisisKind | undefined {
    return this.call.kind;
  }

  /** The warning, goodbye and check-in of a crisis call: its row's lines, as they are open now (agent/supervisor.ts). */
  endingWords(): EndingWords | undefined {
    return this.help && this.words(this.help);
  }

  /** The call's help now (the triage row's script and lines), once it is a crisis call. */
  get help(): Help | undefined {
    return this.call.help;
  }

  /**
   * One final transcript of the caller. One that arrives while our fixed words still play was spoken before
   * their question ended, so it is not its answer.
   */
  hear(transcript: string): void {
    const early = Boolean(this.fixed && !this.fixed.done());
    this.act(this.call.hear(transcript, { early }), { cutModel: true });
  }

  /**
   * The model's tool: who is in danger, what and how acute go through the triage table, so the detector and
   * the tool hearing the same words speak one script, and the model's catch gets the same words as the
   * detector's. True when fixed words follow.
   */
  reportedByModel(who: Who, danger: Danger, acuity: Acuity): boolean {
    const step = this.call.reported(who, danger, acuity);
    this.act(step, { cutModel: false });
    return step.act !== 'none';
  }

  /** Says what a step decided: the kind's script, its reply after a no to the safety question, or a question. */
  private act(step: Step, { cutModel }: { cutModel: boolean }): void {
    if (step.act === 'crisis') this.play(step.help, { cutModel });
    else if (step.act === 'safety-no') {
      interruptIfAllowed(this.session);
      this.speak(this.words(step.help).safetyNo);
      this.linesSaidAt = this.now();
    } else if (step.act === 'ask') {
      // Asking directly about suicidal thoughts, or whether someone is in danger, does not raise the risk.
      interruptIfAllowed(this.session);
      this.call.asked(step.about);
      // The triage table's questions are checked against assistant.md when the content loads.
      this.speak(this.content.questions[step.about]!);
    }
  }

  /** The crisis words of a triage row's help, as its lines are open now. */
  private words(help: Help) {
    return this.content.crisis(help.kind, new Date(this.now()), help);
  }

  /** Speaks a row's script (entered in the conversation already), and tells the screen and the model. */
  private play(help: Help, { cutModel }: { cutModel: boolean }): void {
    const { kind } = help;
    const words = this.words(help);
    const message: CrisisMessage = { type: 'crisis', kind, lines: help.lines };
    void this.screen(message);
    void this.agent?.updateInstructions(`${this.instructions}\n\n${words.instructions}`).catch((error) => {
      console.error('the crisis instructions could not be set', error);
    });
    this.onCrisis(kind);
    if (cutModel) interruptIfAllowed(this.session);
    this.speak(words.script);
    this.linesSaidAt = this.now();
  }

  /**
   * Says fixed words that may not be cut, then tells the model they were said. With `alone`, a model
   * answer created before they have played is cut (crisis words); without, it waits its turn.
   */
  speak(text: string, { alone = true } = {}): voice.SpeechHandle {
    const handle = this.session.say(text, { allowInterruptions: false });
    if (alone) this.fixed = handle;
    void handle
      .waitForPlayout()
      .then(() => this.syncModel())
      .catch(() => {});
    return handle;
  }

  /**
   * session.say() adds its words only to our own chat context; a realtime model keeps its own, so it
   * is handed ours after every fixed line, and knows what the caller has heard.
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

  private async onModelAnswer(handle: voice.SpeechHandle): Promise<void> {
    if (this.fixed && !this.fixed.done()) {
      handle.interrupt();
      return;
    }
    const help = this.call.help;
    if (!help) return;
    await handle.waitForPlayout();
    // An answer the caller cut off is not followed: they are speaking, and the next answer will be.
    if (handle.interrupted || this.now() - this.linesSaidAt < this.content.reminderMs) return;
    try {
      this.session.say(this.words(help).reminder);
      this.linesSaidAt = this.now();
    } catch (error) {
      console.error('the help lines could not be said', error);
    }
  }
}
