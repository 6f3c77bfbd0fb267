// The crisis path over a whole call: each final transcript is judged with what the caller said before in
// the same call. Risk told in pieces adds up (the last turns are weighed together); a child's age, said
// once, holds for the call, and so does a frame (a game, a role, the caller's job); a danger heard but not
// sure gets its kind's question, and a yes to a question plays that kind's script; and the answer to the
// safety question that ends every crisis script is ours to handle. A denial never silences what is said
// later: every turn is also judged on its own. Pure and deterministic: the speaking is crisis-path.ts's.
import type { CrisisKind } from '../../contracts/screen.ts';
import { type CallerContext, type CrisisVerdict, callerContext, detectCrisis, NO_CONTEXT } from '../crisis.ts';
import { normalise } from './normalise.ts';
import { type Acuity, type Danger, triage, type Who } from './triage.ts';
import type { CrisisRules } from './vocabulary.ts';

/** What the agent does after one turn, and why (the verdict names the rule or words, and the turns). */
export type Step =
  | { act: 'crisis'; kind: CrisisKind; verdict: CrisisVerdict; turns: number[] }
  | { act: 'ask'; about: CrisisKind; verdict: CrisisVerdict; turns: number[] }
  | { act: 'safety-no'; kind: CrisisKind; turns: number[] }
  | { act: 'none'; verdict: CrisisVerdict; turns: number[] };

/** How many turns back risk told in pieces still adds up: the turn itself and the two before it. */
const PIECES = 3;
/**
 * Turns weighed together must clear the threshold by this much: more words give the weights more to add
 * up, so the sum of ordinary turns is held to a higher bar than one turn.
 */
const PIECES_MARGIN = 2;

const FILLER = '(?:(?:øh|øhm|æh|hmm|mm|altså|jamen|men|tja|nå|okay|ok) )*';
/**
 * A yes to one of our questions ("Har du selv tanker om at tage dit liv?", "Er personen i fare lige nu?"):
 * "ja", "jo", "måske", "nogle gange", "det har jeg"… at the start, after any filler; "nej" first never
 * counts. Not knowing is taken as a yes: when unsure, the safe side.
 */
const YES = new RegExp(
  `^${FILLER}(?:ja|jo|jah|jep|jeps|yes|yeah|yep|måske|lidt|nogle gange|tit|ofte|hver dag|det har jeg|det gør jeg|det er jeg|det er han|det er hun|det tænker jeg|det kan man godt sige|desværre|det ved jeg ikke|jeg ved det ikke|jeg ved ikke|ved ikke|aner det ikke|det aner jeg ikke|idk|i don t know|maybe)(?: |$)`,
);
/**
 * The safety question that ends every script ("Kan du ringe et-et-to nu?", "Er du i sikkerhed lige nu?"):
 * a clear yes, with nothing after it that takes it back, is left to the model. A no or a doubt, in any words
 * or language, at the start or anywhere ("det aner jeg ikke", "idk", "nej og der kommer ingen", "jeg kører
 * stadig"), gets our fixed reply; so does an answer in which the danger is heard again. Anything else ("det
 * var ikke sådan ment") is the model's to answer, under the crisis instructions.
 */
const SAFE = new RegExp(
  `^${FILLER}(?:ja|jo|jah|jep|yes|yeah|yep|det kan jeg|det gør jeg|det er jeg|jeg ringer|jeg gør det|det skal jeg nok|jeg er i sikkerhed|jeg er et sikkert sted)(?: |$)`,
);
/** A no to one of our questions, at the start. */
const NO = new RegExp(`^${FILLER}(?:nej|næ|nope|no|aldrig|slet ikke|overhovedet ikke|ikke nu|ikke rigtig)(?: |$)`);
const NOT_SAFE_START = new RegExp(
  `^${FILLER}(?:nej|næ|nope|no|nah|ikke|ved ikke|aner|idk|i don t|i can t|i cannot|not really|det tror jeg ikke|tror det ikke|tror ikke|det kan jeg ikke|kan ikke|det tør jeg ikke|tør ikke|det ved jeg ikke|jeg ved det ikke|jeg ved ikke|måske|hmm)(?: |$)`,
);
const DOUBT =
  /(?<!\p{L})(?:ved ikke|ved det ikke|aner|idk|don t know|dunno|tror det ikke|tror jeg ikke|tror ikke|kan ikke|kan jeg ikke|tør ikke|tør jeg ikke|can t|cannot|kommer ingen|ingen kommer|ingen at ringe til|ikke i sikkerhed|ikke et sikkert sted|ikke sikker|stadig)(?!\p{L})/u;

export class Conversation {
  private readonly rules: CrisisRules;
  private readonly turns: string[] = [];
  private context: CallerContext = { ...NO_CONTEXT };
  /** Every kind whose script has been played, in order: the last is the call's kind now. */
  private readonly entered: CrisisKind[] = [];
  /** Every kind whose question has been asked: each is asked once a call. */
  private readonly askedAbout = new Set<CrisisKind>();
  /** The question that was the last thing we said, awaiting its answer. */
  private question: CrisisKind | undefined;
  /** The kind whose script (ending in the safety question) was the last thing we said, awaiting its answer. */
  private safetyAsked: CrisisKind | undefined;

  constructor(rules: CrisisRules) {
    this.rules = rules;
  }

  /** The call's crisis kind now, once it is a crisis call. */
  get kind(): CrisisKind | undefined {
    return this.entered.at(-1);
  }

  /** The question about `kind` was said: its answer comes with the next turn. */
  asked(kind: CrisisKind): void {
    this.askedAbout.add(kind);
    this.question = kind;
  }

  /**
   * Makes this a crisis call of `kind` (the model's tool, a yes, or the detector); false when that kind's
   * script was played already, so nothing is said twice.
   */
  enter(kind: CrisisKind): boolean {
    if (this.entered.includes(kind)) return false;
    this.entered.push(kind);
    this.safetyAsked = kind;
    return true;
  }

  /**
   * One final transcript of the caller. `early`: it was spoken before our last fixed words had finished
   * playing (it arrived while they played), so it is no answer to the question they end with; it is still
   * judged for danger, and the question waits for the next turn.
   */
  hear(transcript: string, { early = false }: { early?: boolean } = {}): Step {
    const turn = this.turns.push(transcript);
    const verdict = detectCrisis(transcript, this.rules, this.context);
    this.context = callerContext(normalise(transcript, this.rules), this.rules, this.context);
    if (verdict.outcome !== 'none') this.context.earlierDanger = true;
    const safety = early ? undefined : this.safetyAsked;
    const question = early ? undefined : this.question;
    if (!early) this.safetyAsked = this.question = undefined;
    const words = plainWords(transcript);

    // Sure: the script. Unsure: the kind's question first; the answer decides.
    if (verdict.outcome === 'crisis' && verdict.sure && this.enter(verdict.kind!))
      return { act: 'crisis', kind: verdict.kind!, verdict, turns: [turn] };
    // The safety question's answer: a no or a doubt, or the danger still there, gets our fixed line (notSafe).
    if (safety && notSafe(words, verdict)) return { act: 'safety-no', kind: safety, turns: [turn] };
    if (question && !this.kind) {
      const answer = this.answer(question, words, verdict);
      if (answer && this.enter(answer.kind!)) return { act: 'crisis', kind: answer.kind!, verdict: answer, turns: [turn - 1, turn] };
    }
    if (this.kind) return { act: 'none', verdict, turns: [turn] };
    const pieces = this.pieces(verdict);
    if (pieces && this.enter(pieces.verdict.kind!)) return { act: 'crisis', kind: pieces.verdict.kind!, ...pieces };
    const about = verdict.question;
    if (about && !this.askedAbout.has(about)) return { act: 'ask', about, verdict, turns: [turn] };
    return { act: 'none', verdict, turns: [turn] };
  }

  /**
   * The model's own catch (its tool's arguments: who, what, how acute) through the same triage table as the
   * detector's, so it gets the same script, question or nothing. A caller known to be a child (an age said
   * in the call) is a child caller whatever the model said; the model never changes a crisis call's kind.
   */
  reported(who: Who, danger: Danger, acuity: Acuity): Step {
    if (!this.rules.triage) throw new Error('the crisis rules have no triage table');
    const inDanger = who === 'caller' && this.context.childCaller ? 'child' : who;
    const row = triage(this.rules.triage, inDanger, danger, acuity);
    const turns = [this.turns.length];
    const verdict: CrisisVerdict = { outcome: 'none', rule: 'vis_akut_hjaelp', who: inDanger, danger, acuity, triage: row.source };
    const { action } = row;
    if (this.kind || action.type === 'none') return { act: 'none', verdict, turns };
    if (action.type === 'crisis')
      return this.enter(action.kind)
        ? { act: 'crisis', kind: action.kind, verdict: { ...verdict, outcome: 'crisis', kind: action.kind, sure: true }, turns }
        : { act: 'none', verdict, turns };
    if (this.askedAbout.has(action.about)) return { act: 'none', verdict, turns };
    return { act: 'ask', about: action.about, verdict: { ...verdict, outcome: 'concern', question: action.about }, turns };
  }

  /**
   * The answer to our question about `kind`: a yes (or a "ved ikke") plays its script; a no never does.
   * Otherwise the caller went on telling, and what they told decides: danger heard in it, even unsure,
   * answers yes for the kind heard, when it weighs as much as risk told in pieces must.
   */
  private answer(kind: CrisisKind, words: string, verdict: CrisisVerdict): CrisisVerdict | undefined {
    if (YES.test(words)) return { ...verdict, outcome: 'crisis', kind, sure: true, rule: 'ja til spørgsmålet' };
    if (NO.test(words) || verdict.outcome !== 'crisis' || (verdict.score ?? 0) <= this.piecesBar()) return undefined;
    return { ...verdict, sure: true, rule: `${verdict.rule} efter spørgsmålet` };
  }

  /**
   * Risk told in pieces: the last two, then three turns weighed as one (each turn's clauses stay its own, so
   * no negation reaches across turns). Only when this turn itself weighs towards danger, so an ordinary
   * turn after a worrying one never turns it into a crisis, and only with a margin over the threshold.
   */
  private pieces(latest: CrisisVerdict): { verdict: CrisisVerdict; turns: number[] } | undefined {
    if (!this.rules.weights || (latest.score ?? 0) <= 0) return undefined;
    for (let n = 2; n <= Math.min(PIECES, this.turns.length); n++) {
      const first = this.turns.length - n;
      const joined = this.turns.slice(first).join(' . ');
      const verdict = detectCrisis(joined, this.rules, this.context);
      if (verdict.outcome === 'crisis' && !this.context.framed && (verdict.score ?? 0) > this.piecesBar())
        return { verdict, turns: Array.from({ length: n }, (_, i) => first + i + 1) };
    }
    return undefined;
  }

  /** What risk told in pieces must weigh: the threshold and a margin. */
  private piecesBar(): number {
    return (this.rules.weights?.threshold ?? 0) + PIECES_MARGIN;
  }
}

/** The answer to the safety question says the caller is not safe, or not sure (see SAFE). */
function notSafe(words: string, verdict: CrisisVerdict): boolean {
  if (verdict.outcome !== 'none' && verdict.acuity === 'now') return true;
  const clearYes = SAFE.test(words) && !DOUBT.test(words) && !/(?<!\p{L})(?:nej|ikke|ingen|men)(?!\p{L})/u.test(words);
  return !clearYes && (NOT_SAFE_START.test(words) || DOUBT.test(words));
}

/** Lower case, words only: what the yes and no checks read. */
const plainWords = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
