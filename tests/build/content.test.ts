// The content pipeline refuses broken content: each test copies the real content, breaks one thing,
// and expects the build's message to name the file, the field and what is wrong.
import { cpSync, readFileSync, rmSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { countWords } from '../../scripts/content.ts';
import { ContentCopy } from '../fixtures/content-copy.ts';

let copy: ContentCopy;
afterEach(() => copy?.remove());

const siteJson = () =>
  JSON.parse(readFileSync(copy.path('site.json'), 'utf8')) as { productSlug: string; product: string; siteUrl: string };

describe('the real content', () => {
  it('builds with no problem', () => {
    copy = new ContentCopy();
    expect(copy.problems()).toEqual([]);
  });
});

describe('broken content fails the build', () => {
  it('a missing field', () => {
    copy = new ContentCopy();
    copy.edit('resources/meditation-for-begyndere.md', (t) => t.replace(/^title: .*\n/m, ''));
    expect(copy.problems()).toEqual([expect.stringMatching(/resources\/meditation-for-begyndere\.md: title: .*expected string/i)]);
  });

  it('a mistyped value', () => {
    copy = new ContentCopy();
    copy.edit('resources/meditation-for-begyndere.md', (t) => t.replace(/^audience: .*$/m, 'audience: visitor'));
    expect(copy.problems()).toEqual([expect.stringMatching(/resources\/meditation-for-begyndere\.md: audience: /)]);
  });

  it('a misspelt field name', () => {
    copy = new ContentCopy();
    copy.edit('cities/odense.md', (t) => t.replace(/^region:/m, 'regoin:'));
    const problems = copy.problems();
    expect(problems.some((p) => /cities\/odense\.md: region: /.test(p))).toBe(true);
    expect(problems.some((p) => /cities\/odense\.md: .*regoin/.test(p))).toBe(true);
  });

  it('a duplicate slug', () => {
    copy = new ContentCopy();
    const slug = `medejer-af-${siteJson().productSlug}`;
    cpSync(copy.path('resources/medejer-af-{product}.md'), copy.path(`resources/${slug}.md`));
    expect(copy.problems()).toEqual([
      expect.stringMatching(
        new RegExp(`resources/medejer-af-\\S+\\.md: slug: duplicate "${slug}", also \\S+resources/medejer-af-\\S+\\.md`),
      ),
    ]);
  });

  it('a related slug that does not exist', () => {
    copy = new ContentCopy();
    copy.edit('resources/meditation-for-begyndere.md', (t) => t.replace(/^related: \[/m, 'related: [findes-ikke, '));
    expect(copy.problems()).toEqual([
      expect.stringMatching(/resources\/meditation-for-begyndere\.md: related: unknown resource "findes-ikke"/),
    ]);
  });

  it('an internal link to a page that does not exist', () => {
    copy = new ContentCopy();
    copy.edit('pages/om-os.md', (t) => `${t}\n\nLæs [mere](/ressourcer/findes-ikke).\n`);
    expect(copy.problems()).toEqual([expect.stringMatching(/pages\/om-os\.md: link: no page at \/ressourcer\/findes-ikke/)]);
  });

  it('an image file that is missing', () => {
    copy = new ContentCopy();
    copy.edit('resources/meditation-for-begyndere.md', (t) => t.replace(/^title:/m, 'image: "resources/mangler.webp"\ntitle:'));
    expect(copy.problems()).toEqual([
      expect.stringMatching(/resources\/meditation-for-begyndere\.md: image: missing file resources\/mangler-640\.webp$/),
      expect.stringMatching(/resources\/meditation-for-begyndere\.md: image: missing file resources\/mangler-1200\.webp$/),
    ]);
  });

  it("fewer therapy forms than the spec's 70, or more resources than its 21", () => {
    copy = new ContentCopy();
    for (const form of ['dramaterapi', 'fokusering', 'hypnoterapi']) rmSync(copy.path(`therapy-forms/${form}.md`));
    cpSync(copy.path('resources/meditation-for-begyndere.md'), copy.path('resources/meditation-igen.md'));
    copy.edit('resources/meditation-igen.md', (t) => t.replace(/^title:/m, 'image: "resources/meditation-for-begyndere.webp"\ntitle:'));
    expect(copy.problems()).toEqual([
      expect.stringMatching(/resources: 22 files, at most 21 allowed$/),
      expect.stringMatching(/therapy-forms: 69 files, at least 70 required$/),
    ]);
  });

  it("a resource the spec names missing, or the breathing article's FAQ not of three questions", () => {
    copy = new ContentCopy();
    rmSync(copy.path('resources/ebog-faglighed-online.md'));
    copy.edit('resources/aandedraetsoevelser-mod-stress.md', (t) =>
      t.replace(/^ {2}- question: "Kan åndedrætsøvelser[^\n]*\n[^\n]*\n/m, ''),
    );
    expect(copy.problems()).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/content\/resources\/ebog-faglighed-online\.md: file: missing \(a resource the spec names\)$/),
        expect.stringMatching(/resources\/aandedraetsoevelser-mod-stress\.md: faq: 2 questions, the spec's 3 required$/),
      ]),
    );
  });

  it("the spec's treatment cards out of order, or the anxiety FAQ without its price", () => {
    copy = new ContentCopy();
    copy.edit('treatments/depression.md', (t) => t.replace(/^order: \d+$/m, 'order: 99'));
    copy.edit('treatments/angst.md', (t) => t.replace('{prisSkoenFra}–{prisSkoenTil} kr.', 'et beløb'));
    expect(copy.problems()).toEqual([
      expect.stringMatching(/content\/treatments: card, order: the cards must be the spec's angst, depression, .*, in that order$/),
      expect.stringMatching(/treatments\/angst\.md: faq: must say "600–1200 kr\.", as the spec does$/),
    ]);
  });

  it("a privacy section out of the spec's order, or the transfers not folded away", () => {
    copy = new ContentCopy();
    copy.edit('privacy/06-overfoersel-til-tredjelande.md', (t) => t.replace(/^collapsible: true\n/m, ''));
    copy.edit('privacy/09-klage-til-datatilsynet.md', (t) => t.replace(/^title: .*$/m, 'title: "Hvis du er utilfreds"'));
    expect(copy.problems()).toEqual([
      expect.stringMatching(/privacy\/06-overfoersel-til-tredjelande\.md: collapsible: must fold away, as the spec says$/),
      expect.stringMatching(/privacy\/09-klage-til-datatilsynet\.md: title: section 9 must be about klage til Datatilsynet/),
    ]);
  });

  it('an unknown token', () => {
    copy = new ContentCopy();
    copy.edit('pages/om-os.md', (t) => `${t}\n\nSkriv til {emial}.\n`);
    expect(copy.problems()).toEqual([expect.stringMatching(/pages\/om-os\.md: text: unknown token \{emial\}/)]);
  });

  it('an article shorter than 500 words', () => {
    copy = new ContentCopy();
    copy.edit('resources/meditation-for-begyndere.md', (t) => t.split('\n## ')[0]!);
    expect(copy.problems()).toEqual([
      expect.stringMatching(/resources\/meditation-for-begyndere\.md: body: \d+ words, at least 500 required/),
    ]);
  });

  it('an operator value that is not valid', () => {
    copy = new ContentCopy();
    const { siteUrl } = siteJson();
    copy.edit('site.json', (t) => t.replace(`"${siteUrl}"`, `"${siteUrl.replace('https:', 'http:')}/"`));
    expect(copy.problems()).toEqual([
      expect.stringMatching(/site\.json: siteUrl: Invalid string: must start with "https:\/\/"$/),
      expect.stringMatching(/site\.json: siteUrl: no trailing slash$/),
    ]);
  });
});

describe('tokens and words', () => {
  it('writes the product as a slug in links and as a name in text', () => {
    copy = new ContentCopy();
    const content = copy.load();
    const { product, productSlug } = siteJson();
    const owner = content.resources.find((r) => r.slug === `medejer-af-${productSlug}`)!;
    expect(owner.title).toContain(product);
    const group = content.resources.find((r) => r.slug === 'kender-du-49-andele-gruppen')!;
    expect(group.html).not.toContain('{product}');
    expect(content.resources.flatMap((r) => r.related)).toContain(`medejer-af-${productSlug}`);
  });

  it('writes the name, not the slug, in any text field, even one that starts with the token', () => {
    copy = new ContentCopy();
    copy.edit('treatments/angst.md', (t) => t.replace(/^symptoms:\n/m, 'symptoms:\n  - "{product} erstatter ikke en læge"\n'));
    const { product } = siteJson();
    const angst = copy.load().treatments.find((t) => t.slug === 'angst')!;
    expect(angst.symptoms[0]).toBe(`${product} erstatter ikke en læge`);
  });

  it('counts Danish words, hyphenated words once', () => {
    expect(countWords('Angst er kroppens alarmberedskab – også for 18-årige.')).toBe(7);
  });
});
