// The language checks' pure part: from Markdown and front matter to prose, prose to words and
// sentences, LIX, and the verdict on each word once the dictionary has answered.
// scripts/hunspell.ts talks to the dictionary; scripts/content.ts puts the two together.
import { marked } from 'marked';

/** A page above this LIX fails the build. */
export const MAX_LIX = 40;

/** A word: letters and digits, with hyphens, dots and apostrophes inside it ("18-årige", "f.eks", "Beck's"). */
const WORD = /[\p{L}\p{N}]+(?:[-.'’][\p{L}\p{N}]+)*/gu;

// {product} and the other tokens are replaced at build time; the words that replace them are not ours to check.
const TOKEN = /\{[A-Za-z]+\}/g;
// Web addresses, with or without https:// ("datatilsynet.dk"), and e-mail addresses.
const URL =
  /\b(?:https?:\/\/|www\.)\S*[^\s.,;:!?)"'”]|[\w.+-]+@[\w-]+(?:\.[\w-]+)+|\b[\w-]+(?:\.[\w-]+)*\.(?:dk|com|org|net|eu|io|example)\b(?:\/\S*[^\s.,;:!?)"'”])?/g;

/** Readable text of a Markdown body: one block (paragraph, heading, list item, cell) per line,
 *  without code, URLs, link targets, HTML tags or tokens. */
export function proseOfMarkdown(markdown: string): string {
  return proseOfHtml(marked.parse(markdown, { async: false }) as string);
}

/** Readable text of a front-matter field, which may hold inline Markdown. */
export function proseOfField(text: string): string {
  return proseOfHtml(marked.parseInline(text, { async: false }) as string);
}

const BLOCK_END = /<\/(?:p|h[1-6]|li|td|th|blockquote|dt|dd|summary|div)>|<br\s*\/?>|<(?:ul|ol|table|tr)[^>]*>/gi;
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', shy: '' };

export function proseOfHtml(html: string): string {
  return html
    .replace(/<(pre|code|script|style)[\s>][\s\S]*?<\/\1>/gi, ' ')
    .replace(BLOCK_END, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
      if (name[0] === '#') return String.fromCodePoint(Number(name[1] === 'x' || name[1] === 'X' ? `0${name.slice(1)}` : name.slice(1)));
      return ENTITIES[name.toLowerCase()] ?? whole;
    })
    .replace(URL, ' ')
    .replace(TOKEN, '')
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
}

export interface Word {
  text: string;
  dotted: boolean;
}

/** The words of a text, in order; `dotted` when a full stop follows (so "ca" may be "ca."). */
export function tokenise(text: string): Word[] {
  return [...text.matchAll(WORD)].map((m) => ({ text: m[0], dotted: text[m.index + m[0].length] === '.' }));
}

/** Sentences of a text. Every line is a block (a heading or list item ends where it ends); inside
 *  one, a sentence ends at . ! ? or : followed by a word that does not start in lower case. So
 *  "f.eks. en" and "bl.a. to" are one sentence, and a colon before a full sentence ends one. */
export function sentences(text: string): string[] {
  return text
    .split('\n')
    .flatMap((block) => block.split(/(?<=[.!?:…]["”»)']*)\s+(?=[^\s\p{Ll}])/u))
    .filter((s) => tokenise(s).length > 0);
}

/** The letters of a word; a long word has more than six. */
const letters = (word: string) => word.match(/\p{L}/gu)?.length ?? 0;

export interface Lix {
  words: number;
  sentences: number;
  longWords: number;
  lix: number;
}

/** LIX = words / sentences + 100 × long words / words, to one decimal. */
export function lix(text: string): Lix {
  const words = tokenise(text);
  const count = sentences(text).length;
  const longWords = words.filter((w) => letters(w.text) > 6).length;
  const value = words.length === 0 ? 0 : words.length / count + (100 * longWords) / words.length;
  return { words: words.length, sentences: count, longWords, lix: Math.round(value * 10) / 10 };
}

/** The project's word list: one word per line, '#' starts a comment. Entries out of Danish
 *  alphabetical order, or twice, are problems (so the list stays reviewable). */
export function parseWordList(text: string): { words: Set<string>; problems: string[] } {
  const entries = text
    .split('\n')
    .map((line) => line.replace(/#.*/, '').trim())
    .filter(Boolean);
  const problems: string[] = [];
  const collator = new Intl.Collator('da', { sensitivity: 'base' });
  entries.forEach((word, i) => {
    if (/\s/.test(word)) problems.push(`"${word}": one word per line`);
    const previous = entries[i - 1];
    if (previous === undefined) return;
    if (previous === word) problems.push(`"${word}": listed twice`);
    else if (collator.compare(previous, word) > 0) problems.push(`"${word}": out of order (after "${previous}"; keep the list sorted)`);
  });
  return { words: new Set(entries), problems };
}

/** A list entry in lower case also allows the word capitalised or in capitals, as the dictionary does. */
export function listed(word: string, list: Set<string>): boolean {
  if (list.has(word)) return true;
  const lower = word.toLowerCase();
  if (!list.has(lower)) return false;
  return word === word.toUpperCase() || word === lower[0]!.toUpperCase() + lower.slice(1);
}

// "Beck's", "ACT's", "I'et": what follows an apostrophe is an ending, not part of the word.
const stem = (word: string) => word.split(/['’]/)[0]!;
const hasDigit = (word: string) => /\p{N}/u.test(word);

/** Everything the dictionary must be asked about to judge these words: each word, its parts
 *  between hyphens, and the word with its full stop (abbreviations). Digits are never asked about. */
export function queries(words: Iterable<Word>): Set<string> {
  const asked = new Set<string>();
  for (const word of words) {
    const text = stem(word.text);
    if (hasDigit(text) && !text.includes('-')) continue;
    if (!hasDigit(text)) asked.add(text);
    if (word.dotted) asked.add(`${text}.`);
    if (text.includes('-')) for (const part of text.split('-')) if (!hasDigit(part)) asked.add(part);
  }
  return asked;
}

/** The part of a word that is wrong, or undefined if it is right. A word is right if the
 *  dictionary or the list knows it, or knows it with its full stop, or knows every part between
 *  its hyphens ("commitment-terapi" once "commitment" is listed). */
export function misspelling(word: Word, known: (w: string) => boolean): string | undefined {
  const text = stem(word.text);
  // A number is not spelt; "18-årige" is judged by its parts.
  const ok = (w: string) => (hasDigit(w) ? !w.includes('-') : known(w));
  if (ok(text) || (word.dotted && known(`${text}.`))) return undefined;
  if (!text.includes('-')) return text;
  const wrong = text.split('-').filter((part) => !ok(part));
  return wrong.length ? wrong.join('-') : undefined;
}
