// The language checks: prose comes out of Markdown clean, LIX matches a hand count, and the build
// refuses a misspelling or a page that is too hard to read, naming the file.
import { afterEach, describe, expect, it } from 'vitest';
import { hunspellProblem } from '../../scripts/hunspell.ts';
import { ContentCopy } from '../fixtures/content-copy.ts';
import type { LanguageSummary } from '../../scripts/language-check.ts';
import { templateFiles, templateProse } from '../../scripts/template-text.ts';
import { lix, listed, misspelling, parseWordList, proseOfField, proseOfMarkdown, sentences, tokenise } from '../../scripts/language.ts';

describe('prose', () => {
  it('keeps what a visitor reads and drops code, addresses, link targets and tokens', () => {
    const prose = proseOfMarkdown(
      [
        '## Overskrift',
        '',
        'Skriv til {email} eller se [siden](/ressourcer/x) og https://eksempel.dk/side. Brug `localStorage`.',
        '',
        '- Første punkt',
        '- Andet punkt',
        '',
        '```',
        'kode her',
        '```',
      ].join('\n'),
    );
    expect(prose).toBe('Overskrift\nSkriv til eller se siden og . Brug .\nFørste punkt\nAndet punkt');
    expect(sentences(prose)).toHaveLength(5);
  });

  it('reads inline Markdown and entities in a front-matter field', () => {
    expect(proseOfField('Ring til **{product}** & få hjælp')).toBe('Ring til & få hjælp');
  });
});

describe('words and sentences', () => {
  it('keeps hyphenated words, abbreviations and numbers whole', () => {
    expect(tokenise("18-årige, f.eks. ACT's ca. 10 uger").map((w) => w.text)).toEqual(['18-årige', 'f.eks', "ACT's", 'ca', '10', 'uger']);
    expect(tokenise('ca. 10').map((w) => w.dotted)).toEqual([true, false]);
  });

  it('ends a sentence at . ! ? or : before a capital, and at the end of every block', () => {
    expect(sentences('Hej. Hvordan går det? Godt: Tak.\nEn overskrift\nF.eks. en ting, bl.a. to.')).toEqual([
      'Hej.',
      'Hvordan går det?',
      'Godt:',
      'Tak.',
      'En overskrift',
      'F.eks. en ting, bl.a. to.',
    ]);
  });
});

describe('LIX', () => {
  it('matches hand-computed values', () => {
    // 7 words, 2 sentences, no word over six letters ("kurven" has six): 7/2 + 0 = 3.5
    expect(lix('Jeg går hjem. Hunden sover i kurven.')).toEqual({ words: 7, sentences: 2, longWords: 0, lix: 3.5 });
    // 10 words, 1 sentence, long: psykologisk, behandling, kombinerer, forskellige, metoder, samtaler (6): 10/1 + 100·6/10 = 70
    expect(lix('En psykologisk behandling kombinerer ofte mange forskellige metoder og samtaler.')).toMatchObject({
      words: 10,
      sentences: 1,
      longWords: 6,
      lix: 70,
    });
    // 12 words, 3 sentences (heading, two sentences), long: Terapiformer, terapeuten (2): 12/3 + 100·2/12 = 20.7
    expect(lix('Terapiformer\nDu taler med terapeuten. I finder en vej sammen i dag.')).toMatchObject({
      words: 12,
      sentences: 3,
      longWords: 2,
      lix: 20.7,
    });
  });

  it('gives an empty text 0', () => {
    expect(lix('').lix).toBe(0);
  });
});

describe('spelling verdicts', () => {
  const dictionary = new Set(['terapi', 'ca.', 'årige', 'og']);
  const known = (w: string) => dictionary.has(w) || listed(w, new Set(['commitment', 'EMDR']));
  const verdict = (text: string) => misspelling(tokenise(text)[0]!, known);

  it('accepts a word the dictionary or the list knows, capitalised too', () => {
    expect(verdict('terapi')).toBeUndefined();
    expect(verdict('Commitment')).toBeUndefined();
    expect(verdict('EMDR')).toBeUndefined();
    expect(verdict('emdr')).toBe('emdr');
  });

  it('judges a hyphenated word by its parts, an abbreviation with its full stop, numbers never', () => {
    expect(verdict('commitment-terapi')).toBeUndefined();
    expect(verdict('18-årige')).toBeUndefined();
    expect(verdict('ca. 10')).toBeUndefined();
    expect(verdict('ca 10')).toBe('ca');
    expect(verdict('kommitment-terapi')).toBe('kommitment');
  });

  it('wants the word list sorted in Danish order, each word once', () => {
    expect(parseWordList('# header\nEMDR\nGottman\nzebra\nære\n').problems).toEqual([]);
    expect(parseWordList('ære\nzebra\nzebra\n').problems).toEqual([
      '"zebra": out of order (after "ære"; keep the list sorted)',
      '"zebra": listed twice',
    ]);
  });
});

describe('the build checks the language', () => {
  let copy: ContentCopy;
  afterEach(() => copy?.remove());

  it('has the Danish dictionary here (apt-get install hunspell hunspell-da)', () => {
    expect(hunspellProblem()).toBeUndefined();
  });

  it('passes the real content and templates, and reports its figures', () => {
    copy = new ContentCopy();
    let summary: LanguageSummary | undefined;
    const root = new URL('../..', import.meta.url).pathname;
    copy.load({
      language: {
        requireSpelling: true,
        // As the build does: the templates' Danish beside the content, so their words count as needed.
        extraProse: templateProse(templateFiles(root), root),
        report: (s) => {
          summary = s;
        },
      },
    });
    expect(summary!.spellingSkipped).toBeUndefined();
    expect(summary!.pages).toBeGreaterThan(100);
    expect(summary!.words).toBeGreaterThan(10_000);
    expect(summary!.maxLix.lix).toBeLessThanOrEqual(40);
    expect(summary!.unneededListWords).toEqual([]);
    const forms = summary!.lix.filter((p) => p.file.includes('/therapy-forms/'));
    expect(forms.length).toBeGreaterThanOrEqual(70);
  }, 30_000); // parsing the templates as well takes a few seconds on a busy machine

  it('fails on a misspelling in a body, naming the file and the word', () => {
    copy = new ContentCopy();
    copy.edit('therapy-forms/emdr.md', (t) => `${t}\nDet er en god behandlnig.\n`);
    expect(copy.problems({ language: { requireSpelling: true } })).toEqual([
      expect.stringMatching(/therapy-forms\/emdr\.md: unknown word "behandlnig" \(add it to \S*words\.txt if it is right\)$/),
    ]);
  });

  it('fails on a misspelling in a front-matter field, and not in a token, an address or code', () => {
    copy = new ContentCopy();
    copy.edit('treatments/angst.md', (t) => t.replace(/^symptoms:\n/m, 'symptoms:\n  - "Hjertebankn og {product} og www.eksempel.dk"\n'));
    copy.edit('pages/cookies.md', (t) => `${t}\nSe \`fooBarBaz\` og https://example.org/qwxz.\n`);
    expect(copy.problems({ language: { requireSpelling: true } })).toEqual([
      expect.stringMatching(/treatments\/angst\.md: unknown word "Hjertebankn"/),
    ]);
  });

  it('accepts a word once it is in words.txt', () => {
    copy = new ContentCopy();
    copy.edit('therapy-forms/emdr.md', (t) => `${t}\nUdviklet af Qwertzsen.\n`);
    expect(copy.problems({ language: { requireSpelling: true } })).toEqual([expect.stringMatching(/unknown word "Qwertzsen"/)]);
    copy.edit('words.txt', (t) => `${t}Qwertzsen\n`);
    // Out of order at the end of the list: that is reported, the word itself is accepted.
    expect(copy.problems({ language: { requireSpelling: true } })).toEqual([
      expect.stringMatching(/words\.txt: "Qwertzsen": out of order/),
    ]);
  });

  it('fails on a page above LIX 40, naming the file and the value', () => {
    copy = new ContentCopy();
    const long =
      'Terapeutiske behandlingsforløb kombinerer forskellige psykologiske metoder, hvorigennem deltagerne opbygger betydningsfulde færdigheder, forståelse, relationer og handlemuligheder';
    copy.edit('therapy-forms/emdr.md', (t) => `${t}\n${Array(8).fill(long).join(', ')}.\n`);
    expect(copy.problems({ language: { requireSpelling: true } })).toEqual([
      expect.stringMatching(/therapy-forms\/emdr\.md: readability: LIX \d+(\.\d)?, at most 40/),
    ]);
  });
});
