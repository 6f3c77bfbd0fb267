// Matches one rule's pattern against the normalised words: words by form or lemma, lists, numbers,
// bounded gaps (never across punctuation), alternatives and optional parts, by backtracking with the
// shortest gaps first.
import { BREAK, type Element, type Lists, listNamed, numberTerm, type Token } from './vocabulary.ts';

export interface Match {
  start: number;
  /** One past the last matched word. */
  end: number;
  /** Positions the rule's gaps took: only there (and just before the match) does a negation count. */
  gaps: number[];
}

function inRange(value: string, min: number, max: number): boolean {
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
        ? (w: string) => w.endsWith(core)
        : (w: string) => w.startsWith(core);
  return (token) => test(token.word) || test(token.lemma);
}

function wordMatches(pattern: string, token: Token): boolean {
  if (token.word === BREAK) return false;
  let test = compiled.get(pattern);
  if (!test) {
    test = compile(pattern);
    compiled.set(pattern, test);
  }
  return test(token);
}

/** A list's entries by their first plain word, so only the entries that can start at a token are tried. */
type Index = { byWord: Map<string, string[][]>; other: string[][] };
const indexes = new WeakMap<string[][], Index>();

function candidates(entries: string[][], token: Token | undefined): string[][] {
  if (!token) return [];
  let index = indexes.get(entries);
  if (!index) {
    index = { byWord: new Map(), other: [] };
    for (const entry of entries) {
      const first = entry[0]!;
      if (first.includes('*') || numberTerm(first)) index.other.push(entry);
      else index.byWord.set(first, [...(index.byWord.get(first) ?? []), entry]);
    }
    indexes.set(entries, index);
  }
  const byWord = index.byWord.get(token.word) ?? [];
  const byLemma = token.lemma !== token.word ? (index.byWord.get(token.lemma) ?? []) : [];
  return byLemma.length ? [...byWord, ...byLemma, ...index.other] : byWord.length ? [...byWord, ...index.other] : index.other;
}

/** Does the list entry (a word sequence) start at `at`? Returns where it ends. */
function entryAt(entry: string[], tokens: Token[], at: number): number | undefined {
  for (let k = 0; k < entry.length; k++) {
    const token = tokens[at + k];
    if (!token || !wordMatches(entry[k]!, token)) return undefined;
  }
  return at + entry.length;
}

type Continue = (pos: number, gaps: number[]) => Match | undefined;

function matchSeq(
  els: Element[],
  i: number,
  pos: number,
  gaps: number[],
  tokens: Token[],
  lists: Lists,
  done: Continue,
): Match | undefined {
  if (i === els.length) return done(pos, gaps);
  const el = els[i]!;
  const next = (p: number, g: number[]) => matchSeq(els, i + 1, p, g, tokens, lists, done);
  if (el.type === 'gap') {
    for (let n = 0; n <= el.max; n++) {
      if (n > 0 && (pos + n > tokens.length || tokens[pos + n - 1]!.word === BREAK)) break;
      const taken = Array.from({ length: n }, (_, k) => pos + k);
      const found = next(pos + n, [...gaps, ...taken]);
      if (found) return found;
    }
    return undefined;
  }
  const options: ((cont: Continue) => Match | undefined)[] = [];
  if (el.type === 'word') {
    const token = tokens[pos];
    if (token && wordMatches(el.word, token)) options.push((cont) => cont(pos + 1, gaps));
  } else if (el.type === 'number') {
    if (inRange(tokens[pos]?.word ?? '', el.min, el.max)) options.push((cont) => cont(pos + 1, gaps));
  } else if (el.type === 'list') {
    // Longer entries first, so "mig selv" wins over "mig".
    const entries = candidates(listNamed(lists, el.name), tokens[pos]);
    const ends = [...new Set(entries.map((entry) => entryAt(entry, tokens, pos)).filter((e) => e !== undefined))];
    for (const end of ends.sort((a, b) => b - a)) options.push((cont) => cont(end, gaps));
  } else {
    for (const alt of el.alternatives) options.push((cont) => matchSeq(alt, 0, pos, gaps, tokens, lists, cont));
  }
  for (const option of options) {
    const found = option(next);
    if (found) return found;
  }
  return el.optional ? next(pos, gaps) : undefined;
}

/** Every place the pattern matches, the first (shortest-gap) match from each start. */
export function* matches(pattern: Element[], tokens: Token[], lists: Lists): Generator<Match> {
  for (let start = 0; start < tokens.length; start++) {
    const found = matchSeq(pattern, 0, start, [], tokens, lists, (end, gaps) => (end > start ? { start, end, gaps } : undefined));
    if (found) yield found;
  }
}

/** Does an entry of the list begin at this token? */
export function listStartsAt(entries: string[][], tokens: Token[], at: number): boolean {
  return candidates(entries, tokens[at]).some((entry) => entryAt(entry, tokens, at) !== undefined);
}

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
