// The content pipeline refuses broken content: each test copies the real content, breaks one thing,
// and expects the build's message to name the file, the field and what is wrong.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ContentError, countWords, loadContent } from '../../scripts/content.ts';

const imagesDir = join(process.cwd(), 'client/public/images');
let dir: string;

function fixture(): string {
  dir = mkdtempSync(join(tmpdir(), 'content-'));
  cpSync(join(process.cwd(), 'content'), dir, { recursive: true });
  return dir;
}
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const siteJson = () => JSON.parse(readFileSync(join(dir, 'site.json'), 'utf8')) as { productSlug: string; product: string; siteUrl: string };
const edit = (file: string, change: (text: string) => string) => writeFileSync(join(dir, file), change(readFileSync(join(dir, file), 'utf8')));

function problemsOf(): string[] {
  try {
    loadContent({ contentDir: dir, imagesDir });
  } catch (error) {
    if (error instanceof ContentError) return error.problems;
    throw error;
  }
  return [];
}

describe('the real content', () => {
  it('builds with no problem', () => {
    fixture();
    const content = loadContent({ contentDir: dir, imagesDir });
    expect(content.resources).toHaveLength(21);
    expect(content.therapyForms.length).toBeGreaterThanOrEqual(70);
    expect(content.cities.length).toBeGreaterThanOrEqual(20);
  });
});

describe('broken content fails the build', () => {
  it('a missing field', () => {
    fixture();
    edit('resources/meditation-for-begyndere.md', (t) => t.replace(/^title: .*\n/m, ''));
    expect(problemsOf()).toEqual([expect.stringMatching(/resources\/meditation-for-begyndere\.md: title: .*expected string/i)]);
  });

  it('a mistyped value', () => {
    fixture();
    edit('resources/meditation-for-begyndere.md', (t) => t.replace(/^audience: .*$/m, 'audience: visitor'));
    expect(problemsOf()).toEqual([expect.stringMatching(/resources\/meditation-for-begyndere\.md: audience: /)]);
  });

  it('a misspelt field name', () => {
    fixture();
    edit('cities/odense.md', (t) => t.replace(/^region:/m, 'regoin:'));
    const problems = problemsOf();
    expect(problems.some((p) => /cities\/odense\.md: region: /.test(p))).toBe(true);
    expect(problems.some((p) => /cities\/odense\.md: .*regoin/.test(p))).toBe(true);
  });

  it('a duplicate slug', () => {
    fixture();
    const slug = `medejer-af-${siteJson().productSlug}`;
    cpSync(join(dir, 'resources/medejer-af-{product}.md'), join(dir, `resources/${slug}.md`));
    expect(problemsOf()).toEqual([expect.stringMatching(new RegExp(`resources/medejer-af-\\S+\\.md: slug: duplicate "${slug}", also \\S+resources/medejer-af-\\S+\\.md`))]);
  });

  it('a related slug that does not exist', () => {
    fixture();
    edit('resources/meditation-for-begyndere.md', (t) => t.replace(/^related: \[/m, 'related: [findes-ikke, '));
    expect(problemsOf()).toEqual([expect.stringMatching(/resources\/meditation-for-begyndere\.md: related: unknown resource "findes-ikke"/)]);
  });

  it('an internal link to a page that does not exist', () => {
    fixture();
    edit('pages/om-os.md', (t) => `${t}\n\nLæs [mere](/ressourcer/findes-ikke).\n`);
    expect(problemsOf()).toEqual([expect.stringMatching(/pages\/om-os\.md: link: no page at \/ressourcer\/findes-ikke/)]);
  });

  it('an image file that is missing', () => {
    fixture();
    edit('resources/meditation-for-begyndere.md', (t) => t.replace(/^title:/m, 'image: "resources/mangler.webp"\ntitle:'));
    expect(problemsOf()).toEqual([
      expect.stringMatching(/resources\/meditation-for-begyndere\.md: image: missing file resources\/mangler-640\.webp$/),
      expect.stringMatching(/resources\/meditation-for-begyndere\.md: image: missing file resources\/mangler-1200\.webp$/),
    ]);
  });

  it('an unknown token', () => {
    fixture();
    edit('pages/om-os.md', (t) => `${t}\n\nSkriv til {emial}.\n`);
    expect(problemsOf()).toEqual([expect.stringMatching(/pages\/om-os\.md: text: unknown token \{emial\}/)]);
  });

  it('an article shorter than 500 words', () => {
    fixture();
    edit('resources/meditation-for-begyndere.md', (t) => t.split('\n## ')[0]!);
    expect(problemsOf()).toEqual([expect.stringMatching(/resources\/meditation-for-begyndere\.md: body: \d+ words, at least 500 required/)]);
  });

  it('an operator value that is not valid', () => {
    fixture();
    const { siteUrl } = siteJson();
    edit('site.json', (t) => t.replace(`"${siteUrl}"`, `"${siteUrl.replace('https:', 'http:')}/"`));
    expect(problemsOf()).toEqual([
      expect.stringMatching(/site\.json: siteUrl: Invalid string: must start with "https:\/\/"$/),
      expect.stringMatching(/site\.json: siteUrl: no trailing slash$/),
    ]);
  });
});

describe('tokens and words', () => {
  it('writes the product as a slug in links and as a name in text', () => {
    fixture();
    const content = loadContent({ contentDir: dir, imagesDir });
    const { product, productSlug } = siteJson();
    const owner = content.resources.find((r) => r.slug === `medejer-af-${productSlug}`)!;
    expect(owner.title).toContain(product);
    const group = content.resources.find((r) => r.slug === 'kender-du-49-andele-gruppen')!;
    expect(group.html).not.toContain('{product}');
    expect(content.resources.flatMap((r) => r.related)).toContain(`medejer-af-${productSlug}`);
  });

  it('writes the name, not the slug, in any text field, even one that starts with the token', () => {
    fixture();
    edit('treatments/angst.md', (t) => t.replace(/^symptoms:\n/m, 'symptoms:\n  - "{product} erstatter ikke en læge"\n'));
    const { product } = siteJson();
    const angst = loadContent({ contentDir: dir, imagesDir }).treatments.find((t) => t.slug === 'angst')!;
    expect(angst.symptoms[0]).toBe(`${product} erstatter ikke en læge`);
  });

  it('counts Danish words, hyphenated words once', () => {
    expect(countWords('Angst er kroppens alarmberedskab – også for 18-årige.')).toBe(7);
  });
});
