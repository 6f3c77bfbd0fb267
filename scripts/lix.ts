// `node scripts/lix.ts [folder]`: every page's LIX, hardest first, and the highest per folder.
// The build fails above MAX_LIX; this shows where a page stands before it gets there.
import { join } from 'node:path';
import { loadContent } from './content.ts';
import type { LanguageSummary } from './language-check.ts';
import { MAX_LIX } from './language.ts';

const root = new URL('..', import.meta.url).pathname;
let summary: LanguageSummary | undefined;
try {
  loadContent({
    contentDir: join(root, 'content'),
    imagesDir: join(root, 'client/public/images'),
    language: {
      report: (s) => {
        summary = s;
      },
    },
  });
} catch {
  // Problems are the build's business; the figures were reported before it threw.
}
if (!summary) throw new Error('lix: the content could not be read (run the build to see why)');

const only = process.argv[2];
const pages = summary.lix.filter((p) => !only || p.file.includes(`/${only}/`)).sort((a, b) => b.lix - a.lix);
for (const { file, lix } of pages) console.log(`${lix.toFixed(1).padStart(5)}${lix > MAX_LIX ? ' !' : '  '} ${file}`);

const folders = new Map<string, number[]>();
for (const { file, lix } of pages) {
  const folder = file.split('/').at(-2)!;
  folders.set(folder, [...(folders.get(folder) ?? []), lix]);
}
console.log('\nfolder          pages   max  ≤38  >40');
for (const [folder, values] of [...folders].sort()) {
  const row = [
    values.length,
    Math.max(...values).toFixed(1),
    values.filter((v) => v <= 38).length,
    values.filter((v) => v > MAX_LIX).length,
  ];
  console.log(`${folder.padEnd(15)} ${row.map((v) => String(v).padStart(5)).join('')}`);
}
