// The crisis path that does not depend on the language model: rules an editor writes in
// content/agent/krise/, weighed together with word weights learnt from labelled examples
// (agent/crisis/weights.ts), decide; once a call is flagged it stays flagged, whatever the caller or the
// model says afterwards. The model's tool is a second net, never the floor.
import type { CrisisKind } from '../contracts/screen.ts';
import { listIn, type Match, matches } from './crisis/match.ts';
import { normalise, type Token } from './crisis/normalise.ts';
import type { CrisisRules, Rule } from './crisis/rules.ts';
import { featureWords, weigh, wordFeatures } from './crisis/weights.ts';

export interface CrisisVerdict {
  /** crisis: the script now; concern: ask directly and kindly about suicidal thoughts and safety; none. */
  outcome: 'crisis' | 'concern' | 'none';
  kind?: CrisisKind;
  /** The id of the rule that decided, from content/agent/krise/regler.txt, or WEIGHTS_RULE. */
  rule?: string;
  /** The normalised words it matched, or the words that weighed most. */
  span?: string;
  /** The weighed sum (with a matching crisis rule's weight); above the file's threshold is a crisis. */
  score?: number;
}

/** The "rule" of a crisis that only the word weights saw. */
export const WEIGHTS_RULE = 'ordvægte';

/**
 * How far before a match a negation still counts ("jeg har ikke tænkt på at skade mig selv"); it never
 * reaches past a new subject ("jeg kan ikke mere, jeg vil dø").
 */
const NEGATION_REACH = 4;

/**
 * Checks one final transcript on its own. A crisis rule adds its weight to what the words from its own
 * clause on weigh, and a sum above the threshold is a crisis; so the weights can outweigh a rule that
 * fired on a harmless sense ("jeg skyder mig selv haha", which then still gets a question), but a denial
 * in an earlier clause cannot ("jeg har ikke tænkt på selvmord før, men nu vil jeg dø"). Without a crisis
 * rule, the whole utterance's weight above the threshold is a crisis: that catches what no rule foresaw.
 */
export function detectCrisis(utterance: string, rules: CrisisRules): CrisisVerdict {
  const tokens = normalise(utterance, rules);
  const { verdict: byRule, clauses } = ruleVerdict(tokens, rules);
  const model = rules.weights;
  if (!model) return byRule;
  const own = wordFeatures(tokens, featureWords(rules.lists));
  const rounded = (sum: number) => Math.round(sum * 100) / 100;
  let vetoed: number | undefined;
  if (byRule.outcome === 'crisis') {
    const sum = weigh(tokens, own, model, clauses[0]).score + model.ruleWeight;
    if (sum > model.threshold) return { ...byRule, score: rounded(sum) };
    vetoed = sum;
  }
  const whole = weigh(tokens, own, model);
  if (whole.score > model.threshold) {
    const found = { kind: whole.kind, rule: WEIGHTS_RULE, span: whole.words.join(' '), score: rounded(whole.score) };
    // The weights do not know whose risk it is or when: someone else's, a question about anyone, or a
    // past with nothing saying it is back is asked about, as the rules do.
    const askFirst = byRule.kind === 'third_person' || toldAsPast(tokens, 0, tokens.length, rules.lists) || tokens.some((t) => t.generic);
    if (!askFirst) return { outcome: 'crisis', ...found };
    return byRule.outcome === 'concern' ? { ...byRule, score: found.score } : { outcome: 'concern', ...found };
  }
  if (vetoed !== undefined) return { ...byRule, outcome: 'concern', score: rounded(vetoed) };
  return { ...byRule, score: rounded(whole.score) };
}

/**
 * What the rules alone say: the first crisis rule (in file order) wins; else the first concern. `clauses`
 * is where the deciding match's clauses begin and end.
 */
export function ruleVerdict(tokens: Token[], rules: CrisisRules): { verdict: CrisisVerdict; clauses: [number, number] } {
  let concern: { verdict: CrisisVerdict; clauses: [number, number] } | undefined;
  for (const rule of rules.rules) {
    for (const match of matches(rule.pattern, tokens, rules.lists)) {
      const outcome = judge(rule, match, tokens, rules);
      if (!outcome) continue;
      const span = tokens
        .slice(match.start, match.end)
        .map((t) => t.word)
        .join(' ');
      const found = { verdict: { outcome, kind: rule.kind, rule: rule.id, span }, clauses: clausesOf(match, tokens) };
      if (outcome === 'crisis') return found;
      concern ??= found;
      break;
    }
  }
  return concern ?? { verdict: { outcome: 'none' }, clauses: [0, tokens.length] };
}

/** From the first word of the match's first clause to one past the last word of its last clause. */
function clausesOf(match: Match, tokens: Token[]): [number, number] {
  const first = tokens[match.start]!.clause;
  const last = tokens[match.end - 1]!.clause;
  return [tokens.findIndex((t) => t.clause === first), tokens.findLastIndex((t) => t.clause === last) + 1];
}

/**
 * What one match means in its own clause: silenced by a negation just before it or inside its gaps, by a
 * frame (a film, an assignment, a client) in the clause, by a job named anywhere when it is not about the
 * caller, or by the rule's own "!" lists (also in the clause before, when this one has no subject of its
 * own); a crisis told as past with no sign that it is back, or said of "man" after a condition, becomes a
 * concern. Risk in another clause is judged on its own.
 */
function judge(rule: Rule, match: Match, tokens: Token[], rules: CrisisRules): Rule['outcome'] | undefined {
  const { lists } = rules;
  const last = tokens[match.end - 1]!.clause;
  const [from, to] = clausesOf(match, tokens);
  const isNegation = (at: number) => listIn(lists.nægtelse!, tokens, at, at + 1);
  // A negation in a gap counts only in the clause of what it would negate ("jeg kan ikke mere og vil …" does not).
  if (match.gaps.some((at) => isNegation(at) && tokens[at]!.clause === last)) return undefined;
  for (let at = match.start - 1; at >= Math.max(from, match.start - NEGATION_REACH); at--) {
    if (isNegation(at)) return undefined;
    // "jeg kan ikke mere, jeg vil dø" stops here; "jeg har det ikke sådan at jeg vil dø" reads on.
    if (listIn(lists.subjekt!, tokens, at, at + 1) && !listIn(lists.underordnet!, tokens, at - 1, at)) break;
  }
  // "han slår mig ikke": a negation right after the match.
  if (match.end < to && isNegation(match.end)) return undefined;
  // "jeg skar brødet og skar mig lidt": a clause that goes on without a subject of its own shares the
  // everyday sense of the clause before it (a negation or a frame stays in its own clause).
  const opener = tokens[from];
  const continues =
    opener && listIn(lists.skel!, tokens, from, from + 1) && !listIn(lists.subjekt!, tokens, from + 1, from + 2) && from > 0;
  const context = continues ? tokens.findIndex((t) => t.clause === tokens[from - 1]!.clause) : from;
  if (listIn(lists.ramme!, tokens, from, to)) return undefined;
  // "jeg er pædagog og et barn har fortalt …": a job silences what is said about others anywhere in the
  // utterance, never what is said about the caller ("jeg er sygeplejerske og jeg har selvmordstanker").
  const aboutCaller = listIn(lists.mig ?? [], tokens, match.start, match.end) || listIn([['jeg']], tokens, match.start, match.end);
  if (lists.fagramme && !aboutCaller && listIn(lists.fagramme, tokens, 0, tokens.length)) return undefined;
  // "med vilje" (@forsæt) outweighs the rule's own everyday senses ("brændt mig på armen med et lys med vilje").
  const meant = lists.forsæt && listIn(lists.forsæt, tokens, context, to);
  if (!meant) for (const name of rule.unless) if (listIn(lists[name]!, tokens, context, to)) return undefined;
  // "hvis man har selvmordstanker …" may be a question about anyone: ask, do not assume.
  if (rule.outcome === 'crisis' && tokens.slice(from, to).some((t) => t.generic)) return 'concern';
  if (rule.outcome === 'crisis' && toldAsPast(tokens, from, to, lists)) return 'concern';
  return rule.outcome;
}

/** Told as past (@fortid) between from and to, with nothing after from saying it is back (@nu, and no @bedring). */
function toldAsPast(tokens: Token[], from: number, to: number, lists: CrisisRules['lists']): boolean {
  if (!listIn(lists.fortid!, tokens, from, to)) return false;
  return !(listIn(lists.nu!, tokens, from, tokens.length) && !listIn(lists.bedring!, tokens, 0, tokens.length));
}

export class CrisisGuard {
  private flagged = false;
  private flaggedKind: CrisisKind | undefined;
  private readonly rules: CrisisRules;

  constructor(rules: CrisisRules) {
    this.rules = rules;
  }

  /** True for the rest of the call once any final transcript has been a crisis. */
  get inCrisis(): boolean {
    return this.flagged;
  }

  /** The kind of danger of the first crisis heard (or handed over), for the help lines that fit it. */
  get kind(): CrisisKind | undefined {
    return this.flaggedKind;
  }

  /** Checks one final transcript; returns the verdict (and flags the call) only when it is a crisis. */
  hear(transcript: string): CrisisVerdict | undefined {
    const verdict = detectCrisis(transcript, this.rules);
    if (verdict.outcome !== 'crisis') return undefined;
    this.flag(verdict.kind);
    return verdict;
  }

  /** The model handed over (or a person asked for help): flag without a rule. */
  flag(kind: CrisisKind = 'suicide'): void {
    if (!this.flagged) this.flaggedKind = kind;
    this.flagged = true;
  }
}
