// The crisis path that does not depend on the language model: rules an editor writes in
// content/agent/krise/, weighed together with word weights learnt from labelled examples
// (agent/crisis/weights.ts), decide; once a call is flagged it stays flagged, whatever the caller or the
// model says afterwards. The model's tool is a second net, never the floor.
import type { CrisisKind } from '../contracts/screen.ts';
import { type Match, matches } from './crisis/match.ts';
import { normalise } from './crisis/normalise.ts';
import { type Acuity, type Danger, triage, type Who } from './crisis/triage.ts';
import { type CrisisRules, listIn, listNamed, listStartsAt, negated, type Rule, type Token } from './crisis/vocabulary.ts';
import { featureWords, weigh, wordFeatures } from './crisis/weights.ts';

export interface CrisisVerdict {
  /** crisis: the script now; concern: ask directly and kindly about suicidal thoughts; none. */
  outcome: 'crisis' | 'concern' | 'none';
  kind?: CrisisKind;
  /** The id of the rule that decided, from content/agent/krise/regler.txt, or WEIGHTS_RULE. */
  rule?: string;
  /** The normalised words it matched, or the words that weighed most. */
  span?: string;
  /** The weighed sum (with a matching crisis rule's weight); above the file's threshold is a crisis. */
  score?: number;
  /** Who is in danger, what the danger is and how acute, as the triage table reads them. */
  who?: Who;
  danger?: Danger;
  acuity?: Acuity;
  /** The row of content/agent/krise/triage.md that chose the outcome ("…/triage.md:24"). */
  triage?: string;
  /** A concern rule that heard the same words as vague, when the weights outweighed it. */
  concernRule?: string;
  /** For a danger only the weights heard: whether the words name what a crisis is about (@risikoanker). */
  anchored?: boolean;
}

/**
 * What earlier turns of the same call said: the caller's a child (an age or school year), and whether any
 * of them heard danger or a concern, so a rule that only counts after that (udfald "efter") may fire.
 */
export interface CallerContext {
  childCaller: boolean;
  earlierDanger: boolean;
}

const NO_CONTEXT: CallerContext = { childCaller: false, earlierDanger: false };

/** The "rule" of a crisis that only the word weights saw. */
export const WEIGHTS_RULE = 'ordvægte';

/** What the detector heard, before the triage table says what to do about it. */
interface Heard {
  signal: 'danger' | 'none';
  concernRule?: string;
  anchored?: boolean;
  kind?: CrisisKind;
  rule?: string;
  span?: string;
  score?: number;
  acuity: Acuity;
  /** Where the deciding rule matched, so whose danger it is can be read from the words around it. */
  match?: Match;
}

/**
 * Checks one final transcript: the rules and the word weights say whether it speaks of danger, how acute,
 * and of what kind; who is in danger is read from the words (and from `earlier` turns of the call); the
 * triage table (content/agent/krise/triage.md) then says whether that is a crisis, a question or nothing.
 */
export function detectCrisis(utterance: string, rules: CrisisRules, earlier: CallerContext = NO_CONTEXT): CrisisVerdict {
  const tokens = normalise(utterance, rules);
  const heard = hear(tokens, rules, earlier);
  const { signal, match, acuity, ...found } = heard;
  if (signal === 'none') return { outcome: 'none', ...found };
  const kind = heard.kind ?? 'suicide';
  const context = callerContext(tokens, rules, earlier);
  const who = whoIsInDanger(kind, tokens, rules, context, match);
  const danger = dangerOf(kind, tokens, rules);
  if (!rules.triage) return { outcome: acuity === 'now' ? 'crisis' : 'concern', ...found, kind, who, danger, acuity };
  const row = triage(rules.triage, who, danger, acuity);
  const outcome = row.action.type === 'crisis' ? 'crisis' : row.action.type === 'ask' ? 'concern' : 'none';
  const decided = row.action.type === 'crisis' ? row.action.kind : outcome === 'concern' ? 'suicide' : kind;
  return { outcome, ...found, kind: decided, who, danger, acuity, triage: row.source };
}

/**
 * What the rules and weights hear in one transcript. A crisis rule adds its weight to what the words from
 * its own clause on weigh, and a sum above the threshold is danger now; so the weights can outweigh a rule
 * that fired on a harmless sense ("jeg skyder mig selv haha", which then is vague), but a denial in an
 * earlier clause cannot ("jeg har ikke tænkt på selvmord før, men nu vil jeg dø"). Without a crisis rule,
 * the whole utterance's weight above the threshold is danger now: that catches what no rule foresaw.
 */
function hear(tokens: Token[], rules: CrisisRules, earlier: CallerContext): Heard {
  const { verdict: byRule, clauses, match, acuity: ruleAcuity, afterEarlier } = ruleVerdict(tokens, rules, earlier);
  const model = rules.weights;
  const rounded = (sum: number) => Math.round(sum * 100) / 100;
  const byRules: Heard = {
    signal: byRule.outcome === 'none' ? 'none' : 'danger',
    kind: byRule.kind,
    rule: byRule.rule,
    span: byRule.span,
    acuity: ruleAcuity,
    match,
  };
  if (!model) return byRules;
  const own = wordFeatures(tokens, featureWords(rules.lists));
  let vetoed: number | undefined;
  if (byRule.outcome === 'crisis') {
    const sum = weigh(tokens, own, model, clauses[0]).score + model.ruleWeight;
    // The weights weigh one transcript; a rule that counts only after earlier danger was weighed by the call.
    if (sum > model.threshold || afterEarlier) return { ...byRules, score: rounded(sum) };
    vetoed = sum;
  }
  const whole = weigh(tokens, own, model);
  if (whole.score > model.threshold) {
    // Someone else's risk is the rule's to read: the weights do not know whose it is.
    if (byRule.kind === 'third_person') return { ...byRules, score: rounded(whole.score) };
    const acuity = weighedAcuity(tokens, rules);
    // Unsure weights do not overrule a rule that heard a concern: its kind and reading stand.
    if (acuity !== 'now' && byRule.outcome === 'concern') return { ...byRules, score: rounded(whole.score) };
    const concernRule = byRule.outcome === 'concern' ? byRule.rule : undefined;
    // The weights' kinds are learnt from few children's words: a child's danger needs a child in the words.
    const childNamed = listIn(rules.lists.barn, tokens, 0, tokens.length) || listIn(rules.lists.barn_der_ringer, tokens, 0, tokens.length);
    const kind = whole.ranked.find((k) => k !== 'child' || childNamed)!;
    const anchored = listIn(rules.lists.risikoanker, tokens, 0, tokens.length);
    return {
      signal: 'danger',
      kind,
      rule: WEIGHTS_RULE,
      span: whole.words.join(' '),
      score: rounded(whole.score),
      acuity,
      concernRule,
      anchored,
    };
  }
  if (vetoed !== undefined) return { ...byRules, acuity: 'vague', score: rounded(vetoed) };
  return { ...byRules, score: rounded(whole.score) };
}

/** How acute a danger only the weights heard is: past when told as past with nothing saying it is back, vague when said of "man" after a condition. */
function weighedAcuity(tokens: Token[], { lists }: CrisisRules): Acuity {
  if (toldAsPast(tokens, 0, tokens.length, lists)) return 'past';
  return tokens.some((t) => t.generic) ? 'vague' : 'now';
}

/**
 * Where the word weights alone are unsure of a suicide: a crisis only they heard, over a concern rule's
 * vague reading, or with a sum below WEIGHTS_SURE, or below UNANCHORED_SURE without a word of what a crisis
 * is about (ord.txt @risikoanker). In a call the agent then asks first (agent/crisis/conversation.ts): a bad
 * day or "jeg går hjem fra toget" gets the concern question, never a script, and the answer decides. A
 * single transcript has no answer to wait for, so its verdict stands. Other kinds are not asked about
 * suicide: a child alone at home gets the child's script.
 */
const WEIGHTS_SURE = 4;
const UNANCHORED_SURE = 6;

export function weightsUnsure(verdict: CrisisVerdict): boolean {
  if (verdict.outcome !== 'crisis' || verdict.rule !== WEIGHTS_RULE || verdict.kind !== 'suicide') return false;
  if (verdict.concernRule) return true;
  return (verdict.score ?? 0) < (verdict.anchored ? WEIGHTS_SURE : UNANCHORED_SURE);
}

/**
 * What the rules alone say: the first crisis rule (in file order) wins; else the first concern. `clauses`
 * is where the deciding match's clauses begin and end; `acuity` is now for a crisis, past or vague for a concern.
 */
export function ruleVerdict(
  tokens: Token[],
  rules: CrisisRules,
  earlier: CallerContext = NO_CONTEXT,
): { verdict: CrisisVerdict; clauses: [number, number]; match?: Match; acuity: Acuity; afterEarlier?: boolean } {
  let concern: ReturnType<typeof ruleVerdict> | undefined;
  for (const rule of rules.rules) {
    // "i weekenden er der ingen der opdager noget" is a crisis only in a call that has heard danger before.
    if (rule.outcome === 'after' && !earlier.earlierDanger) continue;
    for (const match of matches(rule.pattern, tokens, rules.lists)) {
      const judged = judge(rule, match, tokens, rules);
      if (!judged) continue;
      const span = tokens
        .slice(match.start, match.end)
        .map((t) => t.word)
        .join(' ');
      const found = {
        verdict: { outcome: judged.outcome, kind: rule.kind, rule: rule.id, span },
        clauses: clausesOf(match, tokens),
        match,
        acuity: judged.acuity,
        afterEarlier: rule.outcome === 'after',
      };
      if (judged.outcome === 'crisis') return found;
      concern ??= found;
      break;
    }
  }
  return concern ?? { verdict: { outcome: 'none' }, clauses: [0, tokens.length], acuity: 'vague' };
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
function judge(
  rule: Rule,
  match: Match,
  tokens: Token[],
  rules: CrisisRules,
): { outcome: 'crisis' | 'concern'; acuity: Acuity } | undefined {
  const { lists } = rules;
  const last = tokens[match.end - 1]!.clause;
  const [from, to] = clausesOf(match, tokens);
  const isNegation = (at: number) => listIn(lists.nægtelse, tokens, at, at + 1);
  const isSubject = (at: number) => listIn(lists.subjekt, tokens, at, at + 1);
  // A negation in a gap counts only in the clause of what it would negate ("jeg kan ikke mere og vil …" does not).
  if (match.gaps.some((at) => isNegation(at) && tokens[at]!.clause === last)) return undefined;
  // A match that begins with its own subject ("jeg ved ikke, jeg kan bare ikke mere") starts a clause: a
  // negation before it negates something else. "jeg har det ikke sådan at jeg vil dø" reads on past "at jeg".
  const newSubject = (at: number) => isSubject(at) && !listIn(lists.underordnet, tokens, at - 1, at);
  if (!isSubject(match.start) && negated(tokens, match.start, isNegation, newSubject)) return undefined;
  // "han slår mig ikke": a negation right after the match.
  if (match.end < to && isNegation(match.end)) return undefined;
  // "jeg skar brødet og skar mig lidt": a clause that goes on without a subject of its own shares the
  // everyday sense of the clause before it (a negation or a frame stays in its own clause).
  const opener = tokens[from];
  const continues = opener && listIn(lists.skel, tokens, from, from + 1) && !isSubject(from + 1) && from > 0;
  const context = continues ? tokens.findIndex((t) => t.clause === tokens[from - 1]!.clause) : from;
  if (listIn(lists.ramme, tokens, from, to)) return undefined;
  // "jeg er pædagog og et barn har fortalt …": a job silences what is said about others anywhere in the
  // utterance, never what is said about the caller ("jeg er sygeplejerske og jeg har selvmordstanker").
  const aboutCaller = listIn(lists.mig, tokens, match.start, match.end) || listIn([['jeg']], tokens, match.start, match.end);
  if (!aboutCaller && listIn(lists.fagramme, tokens, 0, tokens.length)) return undefined;
  // "med vilje" (@forsæt) outweighs the rule's own everyday senses ("brændt mig på armen med et lys med vilje").
  const meant = listIn(lists.forsæt, tokens, context, to);
  if (!meant) for (const name of rule.unless) if (listIn(listNamed(lists, name), tokens, context, to)) return undefined;
  // "hvis man har selvmordstanker …" may be a question about anyone: ask, do not assume.
  if (toldAsPast(tokens, from, to, lists)) return { outcome: 'concern', acuity: 'past' };
  if (tokens.slice(from, to).some((t) => t.generic)) return { outcome: 'concern', acuity: 'vague' };
  return rule.outcome === 'concern' ? { outcome: 'concern', acuity: 'vague' } : { outcome: 'crisis', acuity: 'now' };
}

/** Told as past (@fortid) between from and to, with nothing after from saying it is back (@nu, and no @bedring). */
function toldAsPast(tokens: Token[], from: number, to: number, lists: CrisisRules['lists']): boolean {
  if (!listIn(lists.fortid, tokens, from, to)) return false;
  return !(listIn(lists.nu, tokens, from, tokens.length) && !listIn(lists.bedring, tokens, 0, tokens.length));
}

/** What the words (and earlier turns) say about the caller: a child's age or school year holds for the call. */
export function callerContext(tokens: Token[], { lists }: CrisisRules, earlier: CallerContext = NO_CONTEXT): CallerContext {
  return { ...earlier, childCaller: earlier.childCaller || listIn(lists.barn_der_ringer, tokens, 0, tokens.length) };
}

/**
 * Whose danger it is. A third-person rule says so itself. A child in danger is the caller when the caller
 * is a child, a sibling, or the one hurt ("min stedfar slår mig"); otherwise an adult is telling about a
 * child. Any other danger is someone else's when the words say so: for a rule, the subject before its
 * match ("min veninde har skrevet at hun har taget en masse piller"); for the weights alone, no "jeg" for
 * what is done (suicide, an overdose), no "jeg" or "mig" at all for what is done to someone (violence).
 */
function whoIsInDanger(kind: CrisisKind, tokens: Token[], rules: CrisisRules, context: CallerContext, match?: Match): Who {
  const { lists } = rules;
  if (kind === 'third_person') return 'other';
  if (kind === 'child') {
    const hurtIsCaller = match ? listIn(lists.første_person, tokens, match.start, match.end) : false;
    return context.childCaller || hurtIsCaller || listIn(lists.søskende, tokens, 0, tokens.length) ? 'child' : 'other';
  }
  if (someoneElse(kind, tokens, rules, match)) return 'other';
  return context.childCaller ? 'child' : 'caller';
}

function someoneElse(kind: CrisisKind, tokens: Token[], { lists }: CrisisRules, match?: Match): boolean {
  const me = lists.første_person;
  const others = lists.tredje_subjekt;
  const everywhere = (list: string[][]) => listIn(list, tokens, 0, tokens.length);
  if (!match) {
    const self = kind === 'violence' ? everywhere(me) : everywhere([['jeg']]);
    return !self && everywhere(others);
  }
  if (listIn(me, tokens, match.start, match.end)) return false;
  const clause = tokens[match.start]!.clause;
  for (let at = match.start - 1; at >= 0 && tokens[at]!.clause >= clause - 1; at--) {
    if (listStartsAt(me, tokens, at)) return false;
    if (listStartsAt(others, tokens, at)) return true;
  }
  return false;
}

/** The danger a kind speaks of; a child's or a weighed violence is sexual when its words are (@seksuel). */
function dangerOf(kind: CrisisKind, tokens: Token[], { lists }: CrisisRules): Danger {
  if (kind === 'child' || kind === 'violence') return listIn(lists.seksuel, tokens, 0, tokens.length) ? 'sexual_assault' : 'violence';
  if (kind === 'third_person') return 'suicide';
  return kind;
}
