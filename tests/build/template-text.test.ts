// The build spell-checks the Danish in the templates (worker/pages/, client/, contracts/privacy.ts) with
// the content's dictionary: what a visitor reads is read out of the code, developer text is left alone,
// and a misspelling planted in a template fails the check, naming the file.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkLanguage } from '../../scripts/language-check.ts';
import { templateFiles, templateProse, templateText } from '../../scripts/template-text.ts';

const root = new URL('../..', import.meta.url).pathname;
const words = join(root, 'content/words.txt');
const dir = mkdtempSync(join(tmpdir(), 'template-text-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const SOURCE = `
import { x } from './ikke-dansk.ts';
const ICON = { phone: 'M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4' };
export const MESSAGES = { failed: 'Kunne ikke oprette samtale', state: 'in-call' };
export function Box({ name }: { name: string }) {
  if (!name) throw new Error('Box needs a name to render');
  console.error('Something went wrong here', name);
  return (
    <section className="button button-primary" aria-label="Akut hjælp" data-state="connecting">
      <h2>Har du brug for hjælp nu?</h2>
      <p>Ring til {name}, hvis det haster.</p>
      <button type="button" title="Luk beskeden">{\`Se åbningstider for \${name}\`}</button>
    </section>
  );
}`;

describe('template text', () => {
  it('reads JSX text, the attributes people read and sentences in literals; not code, imports, errors or logs', () => {
    const text = templateText(SOURCE, 'box.tsx').split('\n');
    expect(text).toEqual([
      'Kunne ikke oprette samtale',
      'Akut hjælp',
      'Har du brug for hjælp nu?',
      'Ring til',
      ', hvis det haster.',
      'Luk beskeden',
      'Se åbningstider for  ',
    ]);
  });

  it('covers the pages, the client and the privacy sentences, not tests or generated files', () => {
    const files = templateFiles(root).map((f) => f.slice(root.length));
    expect(files).toEqual(expect.arrayContaining(['worker/pages/home.tsx', 'client/call/consent-dialog.tsx', 'contracts/privacy.ts']));
    expect(files.some((f) => /generated|tests\//.test(f))).toBe(false);
  });

  it('fails on a misspelling planted in a template, naming the file and the word', () => {
    const planted = join(dir, 'planted.tsx');
    writeFileSync(planted, SOURCE.replace('hvis det haster', 'hvis det hastr, så ring til en terpeut'));
    const problems: string[] = [];
    checkLanguage([], words, { requireSpelling: true, extraProse: templateProse([planted], dir) }, problems);
    expect(problems).toEqual([
      'planted.tsx: unknown word "hastr" (add it to content/words.txt if it is right)',
      'planted.tsx: unknown word "terpeut" (add it to content/words.txt if it is right)',
    ]);
  });

  it('passes the templates as they are, and measures no LIX on them', () => {
    const problems: string[] = [];
    let pages = -1;
    checkLanguage(
      [],
      words,
      { requireSpelling: true, extraProse: templateProse(templateFiles(root), root), report: (s) => (pages = s.pages) },
      problems,
    );
    expect(problems).toEqual([]);
    expect(pages).toBe(0);
  });
});
