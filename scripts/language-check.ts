// The build's language checks over every visitor-facing page: spelling against Debian's Danish
// dictionary plus content/words.txt, and readability (LIX). Problems read like the rest of the
// content build's: "<file>: <what is wrong>".
import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { hunspellProblem, unknownToHunspell } from './hunspell.ts';
import { lix, listed, MAX_LIX, misspelling, parseWordList, queries, tokenise, type Word } from './language.ts';

/** One file's prose, as scripts/language.ts's proseOf* made it. Files that make one page together
 *  (the privacy policy's sections) share a `page`, and LIX is measured per page. */
export interface Prose {
  file: string;
  text: string;
  page?: string;
  /** false for text that is not a page (template strings): spelling only, no LIX. */
  readability?: false;
}

export interface LanguageSummary {
  pages: number;
  /** Template files whose Danish strings were checked beside the pages. */
  templates: number;
  words: number;
  distinctWords: number;
  maxLix: { file: string; lix: number };
  /** Every page's LIX, in the order read. */
  lix: { file: string; lix: number }[];
  /** Undefined when the spelling was checked; else why not. */
  spellingSkipped?: string;
  /** Entries of words.txt no page needed (unused, or the dictionary knows them already). */
  unneededListWords: string[];
  ms: number;
}

export interface LanguageOptions {
  /** Without the dictionary: fail (true) or warn once and check readability only. */
  requireSpelling?: boolean;
  /** Called with the figures once the checks ran. */
  report?: (summary: LanguageSummary) => void;
  /** More text to spell-check beside the content: the Danish strings of the templates (scripts/template-text.ts). */
  extraProse?: Prose[];
}

export function checkLanguage(content: Prose[], wordListFile: string, options: LanguageOptions, problems: string[]): void {
  const started = performance.now();
  const files = [...content, ...(options.extraProse ?? [])];
  const words = new Map<string, Word[]>(files.map((p) => [p.file, tokenise(p.text)]));

  const byPage = new Map<string, string[]>();
  for (const { file, text, page = file, readability } of files) {
    if (readability !== false) byPage.set(page, [...(byPage.get(page) ?? []), text]);
  }
  let maxLix = { file: '', lix: 0 };
  const pageLix: LanguageSummary['lix'] = [];
  for (const [file, texts] of byPage) {
    const value = lix(texts.join('\n')).lix;
    pageLix.push({ file, lix: value });
    if (value > maxLix.lix) maxLix = { file, lix: value };
    if (value > MAX_LIX) problems.push(`${file}: readability: LIX ${value}, at most ${MAX_LIX} (shorter sentences, shorter words)`);
  }

  const summary: LanguageSummary = {
    pages: byPage.size,
    templates: files.filter((p) => p.readability === false).length,
    words: [...words.values()].reduce((n, w) => n + w.length, 0),
    distinctWords: new Set([...words.values()].flat().map((w) => w.text)).size,
    maxLix,
    lix: pageLix,
    unneededListWords: [],
    ms: 0,
  };

  const unavailable = hunspellProblem();
  if (unavailable) {
    summary.spellingSkipped = unavailable;
    if (options.requireSpelling) problems.push(`spelling: ${unavailable}`);
  } else {
    checkSpelling(words, wordListFile, summary, problems);
  }

  summary.ms = Math.round(performance.now() - started);
  options.report?.(summary);
}

function checkSpelling(words: Map<string, Word[]>, wordListFile: string, summary: LanguageSummary, problems: string[]) {
  const listFile = relative(process.cwd(), wordListFile);
  const list = parseWordList(existsSync(wordListFile) ? readFileSync(wordListFile, 'utf8') : '');
  for (const problem of list.problems) problems.push(`${listFile}: ${problem}`);

  const asked = [...queries([...words.values()].flat())];
  const unknown = unknownToHunspell(asked);
  const needed = new Set<string>();
  const known = (word: string) => {
    if (!unknown.has(word)) return true;
    if (!listed(word, list.words)) return false;
    needed.add(list.words.has(word) ? word : word.toLowerCase());
    return true;
  };

  for (const [file, pageWords] of words) {
    const reported = new Set<string>();
    for (const word of pageWords) {
      const wrong = misspelling(word, known);
      if (wrong === undefined || reported.has(wrong)) continue;
      reported.add(wrong);
      problems.push(`${file}: unknown word "${wrong}" (add it to ${listFile} if it is right)`);
    }
  }
  summary.unneededListWords = [...list.words].filter((w) => !needed.has(w));
}
