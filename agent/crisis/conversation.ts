// The crisis path over a whole call: each final transcript is judged with what the caller said before in
// the same call. Risk told in pieces adds up (the last turns are weighed together); a child's age, said
// once, holds for the call; a yes to the concern question makes the
// call a suicide call whatever the worry was about; and the answer to the safety question that ends every
// crisis script is ours to handle. A denial never silences what is said later: every turn is also judged
// on its own. Pure and deterministic: the speaking is crisis-path.ts's.
import type { CrisisKind } from '../../contracts/screen.ts';
import { type CallerContext, type CrisisVerdict, callerContext, detectCrisis, weightsUnsure } from '../crisis.ts';
import { normalise } from './normalise.ts';
import type { CrisisRules } from './vocabulary.ts';

/** What the agent does after one turn, and why (the verdict names the rule or words, and the turns). */
export type Step =
  | { act: 'crisis'; kind: CrisisKind; verdict: CrisisVerdict; turns: number[] }
  | { act: 'ask'; verdict: CrisisVerdict; turns: number[] }
  | { act: 'safety-no'; kind: CrisisKind; turns: number[] }
  | { act: 'none'; verdict: CrisisVerdict; turns: number[] };

/** How many turns back risk told in pieces still adds up: the turn itself and the two before it. */
const PIECES = 3;
/**
 * Turns weighed together must clear the threshold by this much: more words give the weights more to add
 * up, so the sum of ordinary turns is held to a higher bar than one turn.
 */
const PIECES_MARGIN = 2;

/**
 * "ja", "jo", "måske", "det har jeg", "det ved jeg ikke"… at the start of an answer to the concern question,
 * after any filler; "nej" first never counts. Not knowing whether one has such thoughts is taken as a yes.
 */
const YES =
  /^(?:(?:øh|øhm|æh|hmm|mm|altså|ja) )*(?:ja|jo|jah|jep|jeps|yes|yeah|måske|lidt|nogle gange|tit|ofte|det har jeg|det gør jeg|det er jeg|det tænker jeg|det kan man godt sige|desværre|det ved jeg ikke|jeg ved det ikke|jeg ved ikke)(?: |$)/;
/** "nej", "næ", "ikke rigtigt", "det ved jeg ikke"… at the start: for the safety question, not yet safe. */
const NO =
  /^(?:(?:øh|øhm|æh|hmm|mm|altså) )*(?:nej|næ|nope|no|ikke rigtigt|ikke rigtig|ikke helt|ikke særlig|det er jeg ikke|det kan jeg ikke|det tør jeg ikke|det ved jeg ikke|jeg ved det ikke|jeg ved ikke)(?: |$)/;

export class Conversation {
  private readonly rules: CrisisRules;
  private readonly turns: string[] = [];
  private context: CallerContext = { childCaller: false, earlierDanger: false };
  /** Every kind whose script has been played, in order: the last is the call's kind now. */
  private readonly entered: CrisisKind[] = [];
  private concern: 'never' | 'asked' | 'answered' = 'never';
  /** The kind whose script (ending in the safety question) was the last thing we said, awaiting its answer. */
  private safetyAsked: CrisisKind | undefined;

  constructor(rules: CrisisRules) {
    this.rules = rules;
  }

  /** The call's crisis kind now, once it is a crisis call. */
  get kind(): CrisisKind | undefined {
    return this.entered.at(-1);
  }

  /** The concern question was said: its answer comes with the next turn. */
  asked(): void {
    this.concern = 'asked';
  }

  /**
   * Makes this a crisis call of `kind` (the model's tool, or a yes); false when that kind's script was
   * played already, so nothing is said twice.
   */
  enter(kind: CrisisKind): boolean {
    if (this.entered.includes(kind)) return false;
    this.entered.push(kind);
    this.safetyAsked = kind;
    return true;
  }

  /** One final transcript of the caller. */
  hear(transcript: string): Step {
    const turn = this.turns.push(transcript);
    const verdict = detectCrisis(transcript, this.rules, this.context);
    this.context = callerContext(normalise(transcript, this.rules), this.rules, this.context);
    if (verdict.outcome !== 'none') this.context.earlierDanger = true;
    const safety = this.safetyAsked;
    this.safetyAsked = undefined;
    const concern = this.concern === 'asked';
    if (concern) this.concern = 'answered';
    const words = plainWords(transcript);

    // Where only the weights heard it, and are unsure, the first time the agent asks instead (crisis.ts),
    // unless the turns before it add up to a crisis.
    const unsure = !this.kind && this.concern === 'never' && weightsUnsure(verdict);
    if (verdict.outcome === 'crisis' && !unsure && this.enter(verdict.kind!))
      return { act: 'crisis', kind: verdict.kind!, verdict, turns: [turn] };
    // The safety question's answer: a no, or the danger still there ("han står udenfor"), gets our 112 line.
    if (safety && (NO.test(words) || verdict.acuity === 'now')) return { act: 'safety-no', kind: safety, turns: [turn] };
    if (concern && !this.kind && YES.test(words) && this.enter('suicide'))
      return {
        act: 'crisis',
        kind: 'suicide',
        verdict: { ...verdict, outcome: 'crisis', kind: 'suicide', rule: 'ja til spørgsmålet' },
        turns: [turn - 1, turn],
      };
    if (this.kind) return { act: 'none', verdict, turns: [turn] };
    const pieces = this.pieces(verdict);
    if (pieces && this.enter(pieces.verdict.kind!)) return { act: 'crisis', kind: pieces.verdict.kind!, ...pieces };
    if ((unsure || verdict.outcome === 'concern') && this.concern === 'never') return { act: 'ask', verdict, turns: [turn] };
    return { act: 'none', verdict, turns: [turn] };
  }

  /**
   * Risk told in pieces: the last two, then three turns weighed as one (each turn's clauses stay its own, so
   * no negation reaches across turns). Only when this turn itself weighs towards danger, so an ordinary
   * turn after a worrying one never turns it into a crisis, and only with a margin over the threshold.
   */
  private pieces(latest: CrisisVerdict): { verdict: CrisisVerdict; turns: number[] } | undefined {
    const threshold = this.rules.weights?.threshold;
    if (threshold === undefined || (latest.score ?? 0) <= 0) return undefined;
    for (let n = 2; n <= Math.min(PIECES, this.turns.length); n++) {
      const first = this.turns.length - n;
      const joined = this.turns.slice(first).join(' . ');
      const verdict = detectCrisis(joined, this.rules, this.context);
      if (verdict.outcome === 'crisis' && (verdict.score ?? 0) > threshold + PIECES_MARGIN)
        return { verdict, turns: Array.from({ length: n }, (_, i) => first + i + 1) };
    }
    return undefined;
  }
}

/** Lower case, words only: what the yes and no checks read. */
const plainWords = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
