// Matches one rule's pattern against the normalised words: words by form or lemma, lists, numbers,
// bounded gaps (never across punctuation), alternatives and optional parts, by backtracking with the
// shortest gaps first.
import { BREAK, candidates, type Element, entryAt, inRange, type Lists, listNamed, type Token, wordMatches } from './vocabulary.ts';

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
  for (let start = 0; start < tokens.length; start++) {
    const found = matchSeq(pattern, 0, start, [], tokens, lists, (end, gaps) => (end > start ? { start, end, gaps } : undefined));
    if (found) yield found;
  }
}
