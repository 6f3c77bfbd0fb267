// A call's crisis path, whatever the model does: the detector hears every final transcript, and the
// crisis script for the kind of danger is spoken once, word for word, by our own voice. The model's
// tool is a second net that reaches the same speaker. Once a call is a crisis call it stays one: the
// model answers under crisis instructions, and every answer of it is followed by the help lines.
import { type llm, voice } from '@livekit/agents';
import type { CrisisKind, CrisisMessage } from '../contracts/screen.ts';
import { type AgentContent, normalise } from './content.ts';
import type { ScreenSender } from './screen.ts';
import { interruptIfAllowed } from './supervisor.ts';
import { detectCrisis } from './verdict.ts';

/** The model's own answers (including one that follows a tool), as against our fixed words. */
const MODEL_SOURCES = new Set(['generate_reply', 'tool_response']);

/** "ja", "jo", "måske", "det har jeg"… at the start of an answer; "nej" first never counts. */
const AFFIRMATION = /^(?:ja|jo|jah|jep|jeps|yes|måske|lidt|nogle gange|det har jeg|det gør jeg|det er jeg)(?: |$)/;

export class CrisisPath {
  private currentKind: CrisisKind | undefined;
  private readonly spoken = new Set<CrisisKind>();
  /** Set while a concern question waits for its answer; holds the kind a yes would mean. */
  private concernPending: CrisisKind | undefined;
  private concernAsked = false;
  /** Fixed words queued or playing: a model answer created meanwhile is cut, so nothing talks over them. */
  private fixed: voice.SpeechHandle | undefined;
  private readonly session: voice.AgentSession;
  private readonly content: AgentContent;
  private readonly screen: ScreenSender;
  private agent: voice.Agent | undefined;

  constructor(session: voice.AgentSession, content: AgentContent, screen: ScreenSender) {
    this.session = session;
    this.content = content;
    this.screen = screen;
    session.on(voice.AgentSessionEventTypes.UserInputTranscribed, (event) => {
      if (event.isFinal) this.hear(event.transcript);
    });
    session.on(voice.AgentSessionEventTypes.SpeechCreated, (event) => {
      if (MODEL_SOURCES.has(event.source)) void this.onModelAnswer(event.speechHandle);
    });
  }

  /** The agent whose instructions and chat context the model answers under. */
  attach(agent: voice.Agent): void {
    this.agent = agent;
  }

  get kind(): CrisisKind | undefined {
    return this.currentKind;
  }

  get inCrisis(): boolean {
    return this.currentKind !== undefined;
  }

  /** One final transcript of the caller. */
  hear(transcript: string): void {
    const verdict = detectCrisis(transcript, this.content.crisisPhrases);
    const awaited = this.concernPending;
    this.concernPending = undefined;
    if (verdict.outcome === 'crisis') {
      this.enter(verdict.kind ?? 'suicide', { cutModel: true });
    } else if (awaited && !this.inCrisis && AFFIRMATION.test(normalise(transcript))) {
      this.enter(awaited, { cutModel: true });
    } else if (verdict.outcome === 'concern' && !this.inCrisis && !this.concernAsked) {
      // Asking directly about suicidal thoughts does not raise the risk; clinicians recommend it.
      this.concernAsked = true;
      this.concernPending = verdict.kind ?? 'suicide';
      interruptIfAllowed(this.session);
      this.speak(this.content.concernQuestion);
    }
  }

  /**
   * Makes this a crisis call of `kind` and speaks that kind's script, once per kind. The detector may
   * change the kind (a new danger gets its own help); the model's tool only starts a crisis, so the
   * detector and the tool hearing the same words speak one script.
   */
  enter(kind: CrisisKind, { cutModel, fromModel = false }: { cutModel: boolean; fromModel?: boolean }): void {
    if (fromModel && this.inCrisis) return;
    if (this.spoken.has(kind)) return;
    this.spoken.add(kind);
    this.currentKind = kind;
    this.concernPending = undefined;
    const message: CrisisMessage = { type: 'crisis', kind };
    void this.screen(message);
    void this.agent?.updateInstructions(`${this.content.instructions}\n\n${this.content.crisis[kind].instructions}`).catch((error) => {
      console.error('the crisis instructions could not be set', error);
    });
    if (cutModel) interruptIfAllowed(this.session);
    this.speak(this.content.crisis[kind].script);
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
    // An answer that began before the crisis (the one that called the tool) is followed by the script.
    const kind = this.currentKind;
    if (!kind) return;
    await handle.waitForPlayout();
    // An answer the caller cut off is not followed: they are speaking, and the next answer will be.
    if (handle.interrupted) return;
    try {
      this.session.say(this.content.crisis[kind].reminder);
    } catch (error) {
      console.error('the help lines could not be said', error);
    }
  }
}
