// Debian's Danish dictionary (apt-get install hunspell hunspell-da), asked once per build about
// every distinct word at once: one word per line in, the lines holding an unknown word out (-L).
// Not pipe mode (-a): it makes suggestions for every unknown word, which takes seconds.
import { spawnSync } from 'node:child_process';

export const DICTIONARY = 'da_DK';
export const INSTALL_HINT = 'install it with `sudo apt-get update && sudo apt-get install -y hunspell hunspell-da`';

const ARGS = ['-d', DICTIONARY, '-i', 'UTF-8'];

/** Why the dictionary cannot be used here, in one line, or undefined when it can. */
export function hunspellProblem(): string | undefined {
  // A known word and an unknown one: a working dictionary prints exactly the second.
  const probe = spawnSync('hunspell', [...ARGS, '-L'], { input: 'prøve\nprøvve\n', encoding: 'utf8' });
  if (probe.error) return `hunspell is missing (${(probe.error as NodeJS.ErrnoException).code}): ${INSTALL_HINT}`;
  if (probe.status !== 0 || probe.stdout !== 'prøvve\n') {
    return `hunspell has no ${DICTIONARY} dictionary (${probe.stderr.trim().split('\n')[0] || `exit ${probe.status}`}): ${INSTALL_HINT}`;
  }
  return undefined;
}

/** What the dictionary said about each word already asked in this process: true if it knows the word. */
const answered = new Map<string, boolean>();

/** The words the dictionary does not know, out of the given ones (one process for all). A process that
 *  checks the content again and again (the build's tests, about 0.7 s of hunspell each time) asks only
 *  about words it has not asked before: the dictionary does not change while it runs. */
export function unknownToHunspell(words: string[]): Set<string> {
  const asked = [...new Set(words)].filter((w) => !answered.has(w));
  if (asked.length) {
    const run = spawnSync('hunspell', [...ARGS, '-L'], {
      input: asked.map((w) => `${w}\n`).join(''),
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    if (run.error || run.status !== 0) throw new Error(`hunspell failed: ${run.error?.message ?? run.stderr.trim()}`);
    const unknown = new Set(run.stdout.split('\n').filter(Boolean));
    for (const w of asked) answered.set(w, !unknown.has(w));
  }
  return new Set(words.filter((w) => answered.get(w) === false));
}
