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

/** The words the dictionary does not know, out of the given ones (one process for all). */
export function unknownToHunspell(words: string[]): Set<string> {
  const run = spawnSync('hunspell', [...ARGS, '-L'], {
    input: words.map((w) => `${w}\n`).join(''),
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (run.error || run.status !== 0) throw new Error(`hunspell failed: ${run.error?.message ?? run.stderr.trim()}`);
  return new Set(run.stdout.split('\n').filter(Boolean));
}
