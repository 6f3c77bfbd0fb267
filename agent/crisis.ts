// The crisis path that does not depend on the language model: rules an editor writes in
// content/agent/krise/ decide, and once a call is flagged it stays flagged, whatever the caller or the
// model says afterwards. The model's tool is a second net, never the floor.
import type { CrisisKind } from '../contracts/screen.ts';
import { listIn, type Match, matches } from './crisis/match.ts';
import { normalise, type Token } from './crisis/normalise.ts';
import type { CrisisRules, Rule } from './crisis/rules.ts';

export interface CrisisVerdict {
  /** crisis: the script now; concern: ask directly and kindly about suicidal thoughts and safety; none. */
  outcome: 'crisis' | 'concern' | 'none';
  kind?: CrisisKind;
  /** The id of the rule that decided, from content/agent/krise/regler.txt. */
  rule?: string;
  /** The normalised words it matched. */
  span?: string;
}

/**
 * How far before a match a negation still counts ("jeg har ikke tænkt på at skade mig selv"); it never
 * reaches past a new subject ("jeg kan ikke mere, jeg vil dø").
 */
const NEGATION_REACH = 4;

/** Checks one final transcript on its own. The first crisis rule (in file order) wins; else the first concern. */
export function detectCrisis(utterance: string, rules: CrisisRules): CrisisVerdict {
  const tokens = normalise(utterance, rules);
  let concern: CrisisVerdict | undefined;
  for (const rule of rules.rules) {
    for (const match of matches(rule.pattern, tokens, rules.lists)) {
      const outcome = judge(rule, match, tokens, rules);
      if (!outcome) continue;
      const span = tokens
        .slice(match.start, match.end)
        .map((t) => t.word)
        .join(' ');
      const verdict: CrisisVerdict = { outcome, kind: rule.kind, rule: rule.id, span };
      if (outcome === 'crisis') return verdict;
      concern ??= verdict;
      break;
    }
  }
  return concern ?? { outcome: 'none' };
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
  const first = tokens[match.start]!.clause;
  const last = tokens[match.end - 1]!.clause;
  const from = tokens.findIndex((t) => t.clause === first);
  const to = tokens.findLastIndex((t) => t.clause === last) + 1;
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
  if (rule.outcome === 'crisis' && listIn(lists.fortid!, tokens, from, to)) {
    const back = listIn(lists.nu!, tokens, from, tokens.length) && !listIn(lists.bedring!, tokens, 0, tokens.length);
    if (!back) return 'concern';
  }
  return rule.outcome;
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
