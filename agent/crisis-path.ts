// A call's crisis path, whatever the model does: every final transcript is judged with the call so far
// (agent/crisis/conversation.ts), and what the triage table decides is said word for word in our own
// voice: the kind's crisis script, the kind's question, or, after a no or a doubt to the safety question,
// the kind's reply that stays and asks who can ring 112. The model's tool is a second net that reaches the same speaker. Once a call is a
// crisis call it stays one: the model answers under crisis instructions, and the help lines are said
// again at the rhythm content/agent/assistant.md sets (crisisReminderSeconds), not after every answer.
// Every word is said through the call's voice (agent/voice.ts).
import { voice } from '@livekit/agents';
import type { CrisisKind, CrisisMessage } from '../contracts/screen.ts';
import type { AgentContent, CrisisWords } from './content.ts';
import { Conversation, type Step } from './crisis/conversation.ts';
import type { Acuity, Danger, Help, Who } from './crisis/triage.ts';
import type { ScreenSender } from './screen.ts';
import type { Voice } from './voice.ts';

export class CrisisPath {
  private readonly call: Conversation;
  /** When the help lines were last said (a script, the 112 line, a reminder): the rhythm counts from there. */
  private linesSaidAt = 0;
  private readonly speaker: Voice;
  private readonly content: AgentContent;
  private readonly screen: ScreenSender;
  private readonly crisisListeners: ((kind: CrisisKind) => void)[] = [];
  private readonly now: () => number;
  private agent: voice.Agent | undefined;
  /** The call's own instructions, which the crisis instructions are added to. */
  private instructions = '';

  constructor(
    session: voice.AgentSession,
    speaker: Voice,
    content: AgentContent,
    screen: ScreenSender,
    { now = Date.now }: { now?: () => number } = {},
  ) {
    this.speaker = speaker;
    this.content = content;
    this.screen = screen;
    this.now = now;
    this.call = new Conversation(content.crisisRules);
    session.on(voice.AgentSessionEventTypes.UserInputTranscribed, (event) => {
      if (event.isFinal) this.onTranscript(event.transcript);
    });
    speaker.onModelAnswer((handle) => void this.remindAfter(handle));
  }

  /** The agent whose instructions (the call's, given here) the model answers under. */
  attach(agent: voice.Agent, instructions: string): void {
    this.agent = agent;
    this.instructions = instructions;
  }

  get kind(): CrisisKind | undefined {
    return this.call.kind;
  }

  /** A crisis call's words (its warning, goodbye and check-in among them), with its row's lines as they are
   *  open now; none before the call is one. */
  crisisWords(): CrisisWords | undefined {
    return this.help && this.words(this.help);
  }

  /** `listener` is told the kind when the call becomes a crisis call (the supervisor moves the call's end). */
  whenCrisis(listener: (kind: CrisisKind) => void): void {
    this.crisisListeners.push(listener);
  }

  /** The call's help now (the triage row's script and lines), once it is a crisis call. */
  get help(): Help | undefined {
    return this.call.help;
  }

  /**
   * One final transcript of the caller. One that arrives while our fixed words still play was spoken before
   * their question ended, so it is not its answer.
   */
  onTranscript(transcript: string): void {
    this.act(this.call.takeTurn(transcript, { early: this.speaker.speakingAlone }), { cutModel: true });
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

  /** The crisis words of a triage row's help, as its lines are open now. */
  private words(help: Help): CrisisWords {
    return this.content.crisis(help.kind, new Date(this.now()), help);
  }

  /** Says what a step decided: the kind's script, its reply after a no to the safety question, or a question. */
  private act(step: Step, { cutModel }: { cutModel: boolean }): void {
    if (step.act === 'crisis') this.play(step.help, { cutModel });
    else if (step.act === 'safety-no') {
      this.speaker.interrupt();
      this.speaker.say(this.words(step.help).safetyNo);
      this.linesSaidAt = this.now();
    } else if (step.act === 'ask') {
      // Asking directly about suicidal thoughts, or whether someone is in danger, does not raise the risk.
      this.speaker.interrupt();
      this.call.asked(step.about);
      // The triage table's questions are checked against assistant.md when the content loads.
      this.speaker.say(this.content.questions[step.about]!);
    }
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
    for (const listener of this.crisisListeners) listener(kind);
    if (cutModel) this.speaker.interrupt();
    this.speaker.say(words.script);
    this.linesSaidAt = this.now();
  }

  /** After a model answer in a crisis call, the help lines again if they were last said long enough ago. */
  private async remindAfter(handle: voice.SpeechHandle): Promise<void> {
    const help = this.call.help;
    if (!help) return;
    await handle.waitForPlayout();
    // An answer the caller cut off is not followed: they are speaking, and the next answer will be.
    if (handle.interrupted || this.now() - this.linesSaidAt < this.content.reminderMs) return;
    if (this.speaker.remind(this.words(help).reminder)) this.linesSaidAt = this.now();
  }
}
