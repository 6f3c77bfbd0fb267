// The crisis detector's vocabulary: the shapes every part of it agrees on (a word as normalised, a rule
// and its pattern, the rule set, the learnt weights), the few constants they share, and how a word or a
// list's entry is found among the words, which matching and weighing both ask. A leaf: it imports no
// other part of the detector, so reading the files, normalising, matching and weighing each depend on it
// and never on each other.
import type { CrisisKind } from '../../contracts/screen.ts';
import type { TriageTable } from './triage.ts';

export interface Token {
  /** The word as normalised ("skåret", "30"). */
  word: string;
  /** Its lemma from lemmaer.txt, or the word itself ("skære"). */
  lemma: string;
  /** Which clause it belongs to: punctuation and the words in @skel start a new one. */
  clause: number;
  /** "jeg" read from a "man" in a condition ("hvis man har selvmordstanker"): it may not be the caller. */
  generic?: boolean;
}

/** Punctuation ends a clause; gaps in a rule never cross it. */
export const BREAK = '|';
/** How far a negation reaches: "ikke" silences the next four words of its clause ("ikke tænkt på at dø"). */
const NEGATION_REACH = 4;
/** Verbs of knowing: a negation after them denies the knowing, not what follows ("ved ikke alt er tungt"). */
const KNOWING = new Set(['ved', 'aner']);

/**
 * Is the word at `at` within a negation's reach: one of the NEGATION_REACH words after a negation in its
 * clause, with no new subject from there to it ("det har jeg ikke jeg har tænkt på …")? The rules and the
 * weights read it alike; each says what a negation and a new subject are.
 */
export function negated(tokens: Token[], at: number, isNegation: (at: number) => boolean, newSubject: (at: number) => boolean): boolean {
  if (newSubject(at)) return false;
  for (let k = at - 1; k >= Math.max(0, at - NEGATION_REACH) && tokens[k]!.clause === tokens[at]!.clause; k--) {
    // "jeg ved ikke alt er bare tungt", "aner det ikke livet er bare sort": not knowing is a hedge before what is said.
    if (isNegation(k)) return !hedgedAt(tokens, k);
    if (newSubject(k)) return false;
  }
  return false;
}

/**
 * "jeg ved ikke alt er bare tungt", "aner det ikke livet er bare sort": a negation after a verb of knowing, with no object
 * of the knowing after it ("ved ikke noget om …", "ved ikke alt om …"), is a hedge before what is said, not its denial.
 */
function hedgedAt(tokens: Token[], negation: number): boolean {
  const before = tokens[negation - 1]?.word === 'det' ? negation - 2 : negation - 1;
  const next = tokens[negation + 1];
  const known = next && (KNOWN_OBJECT.has(next.word) || (next.word === 'alt' && tokens[negation + 2]?.word === 'om'));
  return KNOWING.has(tokens[before]?.word ?? '') && next !== undefined && !known;
}
/** What one may not know, after "ved ikke": the negation then denies that knowing ("ved ikke noget om selvmord"). */
const KNOWN_OBJECT = new Set(['noget', 'nok', 'meget', 'mere', 'særlig', 'særligt', 'så', 'helt', 'rigtig', 'rigtigt', 'andet', 'nogen']);

/** A number term, in patterns and list entries: #10+ (at least 10), #5-17 or #3; undefined for anything else. */
export function numberTerm(term: string): { min: number; max: number } | undefined {
  const number = /^#(\d+)(\+|-(\d+))?$/.exec(term);
  if (!number) return undefined;
  const min = Number(number[1]);
  return { min, max: number[2] === '+' ? Number.POSITIVE_INFINITY : number[3] ? Number(number[3]) : min };
}

/**
 * Lists the code names that only steer it (@spøg: "… haha det var for sjov", @andet_taget: "har taget børnene med"): no
 * class of meaning for the word weights (weights.ts PLUMBING).
 */
export const STEERING_LISTS = [
  'aldrig_vågne',
  'under_behandling',
  'fest',
  'myndighed',
  'ejendele',
  'andres_skade',
  'læser_op',
  'hænge_ud',
  'andet_taget',
  'stofvane',
  'anker_i_andet',
  'opsøgt',
  'offentligt_online',
  'spøg',
  'nyhed',
  'ordmiddel',
  'behandlingstid',
  'ind_i_kroppen',
] as const;

/** The lists of ord.txt the detector's code names: reading the files fails when one is missing. */
export const CODE_LISTS = [
  // The normaliser's
  ...([
    'fyld',
    'fyld_i_brug',
    'hale',
    'løse_ord',
    'skel',
    'man_oplever',
    'andet_subjekt',
    'betingelse',
    'også_mig',
    'uden_subjekt',
  ] as const),
  ...(['besked_fra', 'citat_start', 'ikke_citat', 'hunkøn', 'tolker'] as const),
  // Judging a match: negation, frames, intent, time
  ...([
    'nægtelse',
    'subjekt',
    'skadet_passiv',
    'middelhobby',
    'underordnet',
    'ramme',
    'fagramme',
    'privat',
    'samtaleramme',
    'spil',
    'forsæt',
    'hensigt',
    'befaling',
    'overgrebstegn',
    'mig',
    'min_krop',
    'mit_barn',
    'klientord',
    'hos_personen',
    'babyspark',
    'dræbte_mig',
    'andres_ønske',
    'holdt_oppe',
    'selvmordstal',
    'længe_siden',
    'selvskade',
    'bedre_for_andre',
  ] as const),
  ...([
    'fortid',
    'datid',
    'lige_sket',
    'fuldbyrdet',
    'overlevet',
    'nu',
    'bedring',
    'godt',
    'bearbejde',
    'fare_ovre',
    'afværget',
    'dateret_siden',
  ] as const),
  // Whether the rules and weights are sure
  ...([
    'hverdagssans',
    'hverdagsramme',
    'højde_fald',
    'dødsanker',
    'selvmordsord',
    'selvdrab',
    'kropsdel',
    'sport',
    'våben',
    'konkret_fare',
    'afvisning',
    'afskedsord',
    'fald',
    'død_eller_middel',
    'lettet_for_mig',
    'gennem_år',
    'gentaget',
    'brugstegn',
    'døende',
    'drabstrussel',
    'alvorlig_betingelse',
  ] as const),
  // Whose danger it is, and of what
  ...([
    'barn',
    'barn_der_ringer',
    'forældrefigur',
    'barneliv',
    'raseri',
    'voksen_der_ringer',
    'klassetrin',
    'første_person',
    'tredje_subjekt',
    'ejefald',
    'genstand',
    'nominativ',
    'død_som_talemåde',
    'hvem_som_helst',
    'rådspørgsmål',
    'giver_til',
    'har_nogen',
    'hentet',
    'ikke_skade',
    'fundet_person',
    'nævnt_person',
    'seksuel',
    'søskende',
    'risikoanker',
    'voldsanker',
  ] as const),
  ...([
    'overhængende',
    'dødsønske',
    'dødshandling',
    'psykose',
    'fremmed',
    'ære',
    'livsfare',
    'akut_tegn',
    'dø_overdrevet',
    'spiseforstyrrelse',
    'relation',
    'indtaget',
    'beholder',
    'medicin',
    'gift',
    'gengivet',
    'citeret',
    'meddelt',
    'hverdag',
    'husholdning',
    'køkken',
    'tvetydigt_middel',
    'middel_fast',
    'låst_væk',
    'har_middel',
    'tredje_risiko',
    'uden_kontakt',
    'forholdsord',
    'benægtelse_efter',
    'selvafsløring',
    'mod_mig',
    'andres_tro',
    'mod_mit',
    'farligt_sted_stærk',
    'farligt_sted',
    'ved_vand',
    'badning',
    'børnene',
    'enkelt_dosis',
    'voldtægt',
    'skadeformål',
    'stort_antal',
    'noget_taget',
    'alkohol',
    'lige_nu',
    'fornemmelse',
    'frygt_nu',
    'mængde',
    'uhelbredelig',
    'livsbegivenhed',
    'forgiftningstegn',
    'tegn_efter_indtagelse',
    'ikke_spist',
    'ting_subjekt',
    'spisefare',
    'nede',
    'nede_inde',
    'livløs_krop',
    'ved_døren_nu',
    'dyr',
    'ikke_bogstaveligt',
    'slagmærker',
    'tvunget_til',
    'dødsangst',
    'død_ting',
    'død_sket',
    'i_nat',
    'taget_ud',
    'afslag',
    'afslag_andet',
    'betingelse_nu',
    'seksuel_tvetydig',
    'nålestik',
    'ordineret',
    'leg',
    'småbarn_slår',
    'småbarn',
    'afsked_arbejde',
    'andens_død',
    'frygt_for_død',
    'den_medicin',
    'fravær_med_retur',
    'anden',
    'slag',
    'drab',
    'stemme',
    'skadehandling',
    'skæreramme',
    'skærefag',
    'grin',
    'grinede',
    'under_tøjet',
    'hukommelsestab',
    'skadeverbum',
    'overgrebsord',
    'noget_skete',
    'anholdt',
    'dage_siden',
    'voksen_nævnt',
    'søvn',
    'søvnramme',
  ] as const),
  ...STEERING_LISTS,
];
export type ListName = (typeof CODE_LISTS)[number];

/**
 * Every list from ord.txt; an entry is a sequence of words, each possibly a wildcard. The code names only
 * CODE_LISTS, so a list it names that ord.txt need not have is a type error; the rules name any (listNamed).
 */
export type Lists = Readonly<Record<ListName, string[][]>>;

/** A list a rule names: readCrisisRules has checked that ord.txt defines it. */
export function listNamed(lists: Lists, name: string): string[][] {
  return (lists as Record<string, string[][]>)[name]!;
}

/** One pattern element: a word (or word* / *word / *word* wildcard), a list, a number, a gap, a group, or the end ($). */
export type Element =
  | { type: 'word'; word: string; optional?: boolean }
  | { type: 'end' }
  | { type: 'list'; name: string; optional?: boolean }
  | { type: 'number'; min: number; max: number; optional?: boolean }
  | { type: 'gap'; max: number }
  | { type: 'group'; alternatives: Element[][]; optional?: boolean };

/**
 * crisis, concern, a crisis only after earlier danger in the same call (udfald "efter"), or a crisis only when
 * the caller is a child, by an age or school year said in this turn or an earlier one (udfald "barn").
 */
export type Outcome = 'crisis' | 'concern' | 'after' | 'child caller';

export interface Rule {
  id: string;
  outcome: Outcome;
  kind: CrisisKind;
  pattern: Element[];
  /** Lists that, found in the matched clause, silence this rule (besides negation and the frames). */
  unless: string[];
  /** Where the rule was written, for messages: "content/agent/krise/regler.txt:12". */
  source: string;
  /** Utterances written under the rule: "+" ones it must match, "-" ones the detector must not call a crisis. */
  examples: { fires: boolean; text: string }[];
}

export interface CrisisRules {
  rules: Rule[];
  lists: Lists;
  /** Inflected or spoken form → the lemma the rules use (skar → skære). */
  lemmas: Record<string, string>;
  /** Word sequences replaced before matching (spoken forms, mis-recognitions, English), longest first. */
  replacements: { from: string[]; to: string[] }[];
  /** Every plain word the files know: two split words whose join is one of these are joined ("selv mord"). */
  vocabulary: Set<string>;
  /** The stems of the files' "stem*" words: "selv mordstankar" joins because "selv" begins "selvmord*". */
  stems: string[];
  /** The learnt second layer (vaegte.tsv); without it the rules decide alone. */
  weights?: CrisisWeights;
  /** Who gets which help (triage.md); without it a crisis heard now is a crisis and the rest a concern. */
  triage?: TriageTable;
}

export interface CrisisWeights {
  /** A sum above this is a crisis. */
  threshold: number;
  /** What a crisis rule that matched adds to the sum: a rule is strong evidence, not the last word. */
  ruleWeight: number;
  /** The SHA-256 of the files the weights were learnt from (see crisisSourcesDigest in rules.ts). */
  digest: string;
  /** Start values: crisis first, then one per WEIGHED_KINDS. */
  bias: number[];
  weights: Map<string, number[]>;
}

export function inRange(value: string, min: number, max: number): boolean {
  return /^\d+$/.test(value) && Number(value) >= min && Number(value) <= max;
}

type WordTest = (token: Token) => boolean;
/** Each pattern word compiled once: every utterance tries every rule, so this runs millions of times. */
const compiled = new Map<string, WordTest>();

function compile(pattern: string): WordTest {
  const number = numberTerm(pattern);
  if (number) return (token) => inRange(token.word, number.min, number.max);
  if (!pattern.includes('*')) return (token) => pattern === token.word || pattern === token.lemma;
  const core = pattern.replace(/\*/g, '');
  const test =
    pattern.startsWith('*') && pattern.endsWith('*')
      ? (w: string) => w.includes(core)
      : pattern.startsWith('*')
        ? // A compound's first part is never one letter: "*piller" is "sovepiller", not "spiller".
          (w: string) => w.endsWith(core) && !/^\p{L}$/u.test(w.slice(0, w.length - core.length))
        : (w: string) => w.startsWith(core);
  return (token) => test(token.word) || test(token.lemma);
}

export function wordMatches(pattern: string, token: Token): boolean {
  if (token.word === BREAK) return false;
  let test = compiled.get(pattern);
  if (!test) {
    test = compile(pattern);
    compiled.set(pattern, test);
  }
  return test(token);
}

/**
 * A list's entries by their first plain word, so only the entries that can start at a token are tried; the
 * rest (wildcards, numbers) are tried once per word and lemma, and what can start there is kept.
 */
type Index = { byWord: Map<string, string[][]>; other: string[][]; seen: Map<string, Map<string, string[][]>> };
const indexes = new WeakMap<string[][], Index>();
/** Words a long-running agent keeps per list before it forgets them (it only costs the time to try again). */
const SEEN_LIMIT = 20_000;

/** The entries that can begin at the token, in the list's order: its word's, its lemma's, then the rest's. */
export function candidates(entries: string[][], token: Token | undefined): string[][] {
  if (!token) return [];
  let index = indexes.get(entries);
  if (!index) {
    index = { byWord: new Map(), other: [], seen: new Map() };
    for (const entry of entries) {
      const first = entry[0]!;
      if (first.includes('*') || numberTerm(first)) index.other.push(entry);
      else index.byWord.set(first, [...(index.byWord.get(first) ?? []), entry]);
    }
    indexes.set(entries, index);
  }
  const ofWord = index.byWord.get(token.word) ?? [];
  const ofLemma = token.lemma !== token.word ? (index.byWord.get(token.lemma) ?? []) : [];
  if (!index.other.length) return ofLemma.length ? [...ofWord, ...ofLemma] : ofWord;
  let byLemma = index.seen.get(token.word);
  if (!byLemma) {
    if (index.seen.size >= SEEN_LIMIT) index.seen.clear();
    byLemma = new Map();
    index.seen.set(token.word, byLemma);
  }
  let found = byLemma.get(token.lemma);
  if (!found) {
    found = [...ofWord, ...ofLemma, ...index.other.filter((entry) => wordMatches(entry[0]!, token))];
    byLemma.set(token.lemma, found);
  }
  return found;
}

/** Does the list entry (a word sequence) start at `at`? Returns where it ends. */
export function entryAt(entry: string[], tokens: Token[], at: number): number | undefined {
  for (let k = 0; k < entry.length; k++) {
    const token = tokens[at + k];
    if (!token || !wordMatches(entry[k]!, token)) return undefined;
  }
  return at + entry.length;
}

/** A list this short is tried whole: indexing it costs more than it saves. */
const FEW = 4;

/** Does an entry of the list begin at this token? */
export function listStartsAt(entries: string[][], tokens: Token[], at: number): boolean {
  // A few words written in place (`[['jeg']]`) are a new list at each call: tried as they are, unindexed.
  if (entries.length <= FEW) return entries.some((entry) => entryAt(entry, tokens, at) !== undefined);
  return candidates(entries, tokens[at]).some((entry) => entryAt(entry, tokens, at) !== undefined);
}

/** Does an entry of `cover` span the token at `at` ("min dør" spans "dør")? */
export function listCovers(cover: string[][], tokens: Token[], at: number): boolean {
  for (let start = Math.max(0, at - 8); start <= at; start++)
    if (candidates(cover, tokens[start]).some((entry) => (entryAt(entry, tokens, start) ?? 0) > at)) return true;
  return false;
}

/** Does an entry of `list` begin where no entry of `cover` spans it ("bange for at dø" holds no wish to "dø")? */
export function listOutside(list: string[][], cover: string[][], tokens: Token[]): boolean {
  return tokens.some((_, at) => listStartsAt(list, tokens, at) && !listCovers(cover, tokens, at));
}

/** Whether an entry of `list` is anywhere in the words. */
export const anywhere = (list: string[][], tokens: Token[]) => listIn(list, tokens, 0, tokens.length);

/** Is any entry of the list present among the tokens from `from` to `to` (exclusive)? */
export function listIn(entries: string[][], tokens: Token[], from: number, to: number): boolean {
  for (let at = Math.max(0, from); at < Math.min(tokens.length, to); at++) {
    for (const entry of candidates(entries, tokens[at])) {
      const end = entryAt(entry, tokens, at);
      if (end !== undefined && end <= to) return true;
    }
  }
  return false;
}
