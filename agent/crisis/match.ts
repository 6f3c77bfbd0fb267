// Matches one rule's pattern against the normalised words: words by form or lemma, lists, numbers,
// bounded gaps (never across punctuation), alternatives and optional parts, by backtracking with the
// shortest gaps first.
import {
  BREAK,
  candidates,
  type Element,
  entryAt,
  inRange,
  type Lists,
  listNamed,
  numberTerm,
  type Token,
  wordMatches,
} from './vocabulary.ts';

export interface Match {
  start: number;
  /** One past the last matched word. */
  end: number;
  /** Positions the rule's gaps took: only there (and just before the match) does a negation count. */
  gaps: number[];
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
  // "$": the turn ends here, or a sentence does ("vil ikke mere", "jeg orker ikke. det er bare for meget").
  if (el.type === 'end') return pos === tokens.length || tokens[pos]!.word === BREAK ? next(pos, gaps) : undefined;
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
  // Every turn tries every rule at every word: a rule with a part none of whose words is said is skipped untried,
  // and so is a start whose word cannot begin the pattern.
  const { first, required } = plainWordsOf(pattern, lists);
  const said = (words: Set<string>) => tokens.some((token) => words.has(token.word) || words.has(token.lemma));
  if (!required.every(said)) return;
  for (let start = 0; start < tokens.length; start++) {
    if (first && !first.has(tokens[start]!.word) && !first.has(tokens[start]!.lemma)) continue;
    const found = matchSeq(pattern, 0, start, [], tokens, lists, (end, gaps) => (end > start ? { start, end, gaps } : undefined));
    if (found) yield found;
  }
}

/**
 * What plain words (a word form or lemma) say of a pattern: the words one of which a match must begin with
 * (`first`, undefined when a wildcard, a number, a gap, the end or an optional part makes it unknowable), and for
 * each part that every match has and whose words are plain, those words (`required`). Made once for each pattern
 * and lists.
 */
interface PlainWords {
  first: Set<string> | undefined;
  required: Set<string>[];
}
const plainWordsMade = new WeakMap<Element[], { lists: Lists; words: PlainWords }>();
function plainWordsOf(pattern: Element[], lists: Lists): PlainWords {
  const made = plainWordsMade.get(pattern);
  if (made?.lists === lists) return made.words;
  const required = pattern.map((el) => wordsOf(el, lists)).filter((words) => words !== undefined);
  const words = { first: wordsOf(pattern[0], lists), required };
  plainWordsMade.set(pattern, { lists, words });
  return words;
}

/** The plain words one of which the element must begin with, or undefined when that is unknowable or it may be left out. */
function wordsOf(el: Element | undefined, lists: Lists, into = new Set<string>()): Set<string> | undefined {
  if (!el || el.type === 'gap' || el.type === 'end' || el.type === 'number' || el.optional) return undefined;
  const plain = (word: string) => !word.includes('*') && !numberTerm(word);
  if (el.type === 'word') return plain(el.word) ? into.add(el.word) : undefined;
  if (el.type === 'list') {
    for (const entry of listNamed(lists, el.name)) {
      if (!plain(entry[0]!)) return undefined;
      into.add(entry[0]!);
    }
    return into;
  }
  for (const alternative of el.alternatives) if (!wordsOf(alternative[0], lists, into)) return undefined;
  return into;
}
