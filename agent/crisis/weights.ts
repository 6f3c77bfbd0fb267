// The detector's second layer: a weight for each word, word pair and piece of a word, learnt from the
// labelled examples in content/agent/krise/eksempler/ (and the rules' own examples) by
// `npm run crisis-train`, and written to content/agent/krise/vaegte.tsv. Rules catch what an editor
// foresaw; the weights catch the many other ways people say the same kinds of things ("jeg skal ikke
// vågne i morgen", "jeg har lagt et brev til mor"). The sum is deterministic, and the words that
// weighed most are shown with every verdict.
import type { CrisisKind } from '../../contracts/screen.ts';
import {
  BREAK,
  type CrisisWeights,
  type ListName,
  type Lists,
  listStartsAt,
  negated,
  numberTerm,
  STEERING_LISTS,
  type Token,
} from './vocabulary.ts';

/**
 * The kinds the weights tell apart, in the weights file's column order; whose danger it is (a third person) is
 * for the rules to say. The last column tells a sexual assault within violence (VIOLENCE_WITHIN).
 */
export const WEIGHED_KINDS = ['suicide', 'violence', 'overdose', 'child', 'sexual_assault'] as const satisfies readonly CrisisKind[];

/**
 * A sexual assault is violence first (its column learns from both), and then an assault where its own column
 * says so: learnt as plain violence, "jeg tror nogen kom noget i mit glas" was heard as a blow and the caller sent
 * to the help for violence, not to a rape centre; learnt apart, violence lost the assaults' words of force.
 */
const VIOLENCE_WITHIN = 'sexual_assault' satisfies (typeof WEIGHED_KINDS)[number];

/** Whether a crisis of `kind` is one the weights' `column` learns from and stands for: an assault is violence too. */
export function inColumn(kind: CrisisKind | undefined, column: (typeof WEIGHED_KINDS)[number]): boolean {
  return kind === column || (column === 'violence' && kind === VIOLENCE_WITHIN);
}

/**
 * Names how the features below are made. Training writes it into the weights file, and a file made
 * another way is refused, so a change here makes the build ask for `npm run crisis-train`.
 */
export const FEATURE_SET = 'ord+par+bogstaver5+lister+nægtelse4-til-subjekt';

/** Pieces of five letters carry split, misheard and compound words ("selvmordstanker", "sovepillerne"). */
const PIECE = 5;

/** What the features need from ord.txt: negations, subjects, "at"/"om", and the lists that name a class of words. */
export interface FeatureWords {
  negations: Set<string>;
  subjects: Set<string>;
  subordinators: Set<string>;
  /** A word of a list ("@medicin", "@ramme") is also that list: what is learnt of "sertralin" helps "citalopram". */
  classes: [string, string[][]][];
  /** Which classes (by place in `classes`) have an entry that begins with a plain word: only those can begin at it. */
  classesByFirst: Map<string, number[]>;
  /** The classes with an entry that begins with a wildcard or a number: tried at every word. */
  classesAnywhere: number[];
}

/** Lists that only steer the normaliser or the negation: no class of meaning. */
const PLUMBING: ReadonlySet<string> = new Set<ListName>([
  'fyld',
  'fyld_i_brug',
  'hale',
  'besked_fra',
  'citat_start',
  'ikke_citat',
  'hunkøn',
  'løse_ord',
  'skel',
  'man_oplever',
  'andet_subjekt',
  'ejefald',
  'genstand',
  'uden_subjekt',
  'subjekt',
  'underordnet',
  'nægtelse',
  'bearbejde',
  'fare_ovre',
  'afskedsord',
  'død_eller_middel',
  'gennem_år',
  'risikoanker',
  'voldsanker',
  'overgrebsord',
  'anholdt',
  'dage_siden',
  'voksen_nævnt',
  'søvn',
  'søvnramme',
  'barn_der_ringer',
  'forældrefigur',
  'barneliv',
  'raseri',
  'voksen_der_ringer',
  'klassetrin',
  'første_person',
  'nævnt_person',
  'seksuel',
  'søskende',
  'gengivet',
  'citeret',
  'meddelt',
  'husholdning',
  'uden_kontakt',
  'forholdsord',
  'giver_til',
  'hvem_som_helst',
  'benægtelse_efter',
  'selvafsløring',
  'mod_mig',
  'godt',
  'datid',
  'lige_sket',
  'spil',
  'dødsanker',
  'andres_tro',
  'mod_mit',
  'uhelbredelig',
  'dødsangst',
  'enkelt_dosis',
  'voldtægt',
  'skadeformål',
  'stort_antal',
  'noget_taget',
  'lige_nu',
  'fornemmelse',
  'frygt_nu',
  'afslag',
  'fravær_med_retur',
  'i_nat',
  'skæreramme',
  'seksuel_tvetydig',
  'betingelse_nu',
  ...STEERING_LISTS,
]);

/** Made once per rule set: every transcript of a call is weighed with the same lists. */
const madeFor = new WeakMap<Lists, FeatureWords>();

export function featureWords(lists: Lists): FeatureWords {
  const made = madeFor.get(lists);
  if (made) return made;
  const set = (name: ListName) => new Set(lists[name].map((entry) => entry.join(' ')));
  const classes = Object.entries(lists).filter(([name]) => !PLUMBING.has(name));
  const classesByFirst = new Map<string, number[]>();
  const classesAnywhere: number[] = [];
  for (const [place, [, entries]] of classes.entries())
    for (const first of new Set(entries.map((entry) => entry[0]!))) {
      if (first.includes('*') || numberTerm(first)) classesAnywhere.push(place);
      else classesByFirst.set(first, [...(classesByFirst.get(first) ?? []), place]);
    }
  const words = {
    negations: set('nægtelse'),
    subjects: set('subjekt'),
    subordinators: set('underordnet'),
    classes,
    classesByFirst,
    classesAnywhere: [...new Set(classesAnywhere)],
  };
  madeFor.set(lists, words);
  return words;
}

/**
 * The features each word brings, in order (a clause break brings none): the word's lemma, the pair it
 * ends, pieces of its letters, and the lists it begins. A negation marks the next words of its clause
 * ("¬") until a new subject ("det har jeg ikke jeg har tænkt på at …" is not negated; "ikke at jeg vil …"
 * is), and a pair never spans two clauses, so the words from a clause on have the same features on their own.
 */
export function wordFeatures(tokens: Token[], words: FeatureWords): string[][] {
  const out: string[][] = [];
  /** The lemma before `at` in its clause. */
  const before = (at: number) => (at > 0 && tokens[at - 1]!.clause === tokens[at]!.clause ? tokens[at - 1]!.lemma : '');
  const isNegation = (at: number) => words.negations.has(tokens[at]!.word);
  const newSubject = (at: number) => words.subjects.has(tokens[at]!.word) && !words.subordinators.has(before(at));
  for (const [at, token] of tokens.entries()) {
    if (token.word === BREAK) {
      out.push([]);
      continue;
    }
    const previous = before(at);
    const mark = negated(tokens, at, isNegation, newSubject) ? '¬' : '';
    const own = [`o:${mark}${token.lemma}`];
    if (previous) own.push(`p:${previous}_${token.lemma}`);
    if (token.word.length > 3) {
      const padded = `<${token.word}>`;
      for (let i = 0; i + PIECE <= padded.length; i++) own.push(`b:${mark}${padded.slice(i, i + PIECE)}`);
    }
    // Only the classes that can begin at this word are tried, in the order of `classes` as every one was.
    const places = [
      ...new Set([
        ...(words.classesByFirst.get(token.word) ?? []),
        ...(words.classesByFirst.get(token.lemma) ?? []),
        ...words.classesAnywhere,
      ]),
    ].sort((a, b) => a - b);
    for (const place of places) {
      const [name, entries] = words.classes[place]!;
      if (listStartsAt(entries, tokens, at)) own.push(`l:${mark}@${name}`);
    }
    out.push(own);
  }
  return out;
}

/** The features of one normalised transcript, each once (what training learns from). */
export function features(tokens: Token[], words: FeatureWords): string[] {
  return [...new Set(wordFeatures(tokens, words).flat())];
}

export interface Weighing {
  /** The sum for a crisis, before any rule's weight. */
  score: number;
  /** The kind the weights see most. */
  kind: CrisisKind;
  /** Every weighed kind, the likeliest first; an assault stands in violence's place where its column says so. */
  ranked: CrisisKind[];
  /** The words that added most, strongest first. */
  words: string[];
  /** What each word's own features add to the crisis sum (0 for one before `from`): whose danger it is is read from where they stand. */
  byWord: number[];
}

/** Weighs the words from `from` on, given each word's features (wordFeatures); a feature counts once. */
export function weigh(tokens: Token[], own: string[][], model: CrisisWeights, from = 0): Weighing {
  const sums = [...model.bias];
  const seen = new Set<string>();
  const added = new Map<string, number>();
  const byWord = tokens.map(() => 0);
  for (let at = from; at < tokens.length; at++) {
    let word = 0;
    for (const f of own[at]!) {
      const w = model.weights.get(f);
      if (!w) continue;
      word += w[0]!;
      if (seen.has(f)) continue;
      seen.add(f);
      for (let k = 0; k < sums.length; k++) sums[k]! += w[k]!;
    }
    const name = tokens[at]!.word;
    if (own[at]!.length) added.set(name, Math.max(added.get(name) ?? Number.NEGATIVE_INFINITY, word));
    byWord[at] = word;
  }
  const kindScores = sums.slice(1);
  const within = kindScores[WEIGHED_KINDS.indexOf(VIOLENCE_WITHIN)]! > 0;
  const ranked = WEIGHED_KINDS.map((k, i) => ({ k, score: kindScores[i]! }))
    .filter(({ k }) => k !== VIOLENCE_WITHIN)
    .sort((a, b) => b.score - a.score)
    .map(({ k }) => (within && inColumn(VIOLENCE_WITHIN, k) ? VIOLENCE_WITHIN : k));
  const kind = ranked[0]!;
  // The explanation: the words whose own features added most.
  const words = [...added]
    .filter(([, sum]) => sum > 0)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3)
    .map(([name]) => name);
  return { score: sums[0]!, kind, ranked, words, byWord };
}

const HEADER = ['træk', 'krise', ...WEIGHED_KINDS];

/** The weights file, as `npm run crisis-train` writes it. */
export function formatWeights(model: CrisisWeights): string {
  const row = (name: string, values: number[]) => [name, ...values.map((v) => v.toFixed(3))].join('\t');
  return [
    '# Ordvægte: krisedetektorens andet lag. Skrevet af `npm run crisis-train` ud fra eksempler/*.tsv og',
    '# reglernes eksempler. Ret ikke her: ret eksemplerne eller reglerne, og kør `npm run crisis-train`.',
    `kilde\t${model.digest}`,
    `træksæt\t${FEATURE_SET}`,
    `tærskel\t${model.threshold}`,
    `regelvægt\t${model.ruleWeight}`,
    HEADER.join('\t'),
    row('(start)', model.bias),
    ...[...model.weights].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([name, values]) => row(name, values)),
    '',
  ].join('\n');
}

/** Reads vaegte.tsv; every problem is reported as "<file>:<line>: <what is wrong>". */
export function parseWeights(source: { text: string; where: string }, problems: string[]): CrisisWeights {
  const model: CrisisWeights = { threshold: Number.NaN, ruleWeight: Number.NaN, digest: '', bias: [], weights: new Map() };
  let featureSet = '';
  source.text.split('\n').forEach((line, i) => {
    if (!line.trim() || line.startsWith('#')) return;
    const at = `${source.where}:${i + 1}`;
    const [name = '', ...values] = line.split('\t');
    if (name === 'kilde') model.digest = values[0] ?? '';
    else if (name === 'træksæt') featureSet = values[0] ?? '';
    else if (name === 'tærskel' || name === 'regelvægt') {
      const value = Number(values[0]);
      if (values.length !== 1 || !Number.isFinite(value)) problems.push(`${at}: ${name} must be one number`);
      else if (name === 'tærskel') model.threshold = value;
      else model.ruleWeight = value;
    } else if (name === HEADER[0]) {
      if (line !== HEADER.join('\t')) problems.push(`${at}: the columns must be ${HEADER.join(', ')}`);
    } else {
      const numbers = values.map(Number);
      if (numbers.length !== HEADER.length - 1 || numbers.some((n) => !Number.isFinite(n)))
        problems.push(`${at}: "${name}" needs ${HEADER.length - 1} numbers`);
      else if (name === '(start)') model.bias = numbers;
      else model.weights.set(name, numbers);
    }
  });
  if (featureSet !== FEATURE_SET)
    problems.push(`${source.where}: made with features "${featureSet}", not "${FEATURE_SET}": run npm run crisis-train`);
  if (!model.bias.length) problems.push(`${source.where}: no (start) row`);
  if (Number.isNaN(model.threshold) || Number.isNaN(model.ruleWeight)) problems.push(`${source.where}: tærskel and regelvægt are needed`);
  return model;
}
