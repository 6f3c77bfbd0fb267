// The collection registry is the only list of content types: every folder of collections/ is in it,
// the loader derives from it, and a new collection is one folder (its declaration and its build side)
// plus one line, which the build then reads, validates, language-checks and writes like the others.
// Its item route, if it has pages, is a line of the route table (contracts/routes.ts).
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildSide } from '../../collections/build.ts';
import { COLLECTIONS } from '../../collections/registry.ts';
import { collection, type WithBody } from '../../collections/types.ts';
import { ALIAS_PATHS, canonicalPaths, pathTo, ROUTES } from '../../contracts/routes.ts';
import { text } from '../../config/site.ts';
import { BUILD_COLLECTIONS, unregisteredFolders } from '../../scripts/content.ts';
import { ContentCopy } from '../fixtures/content-copy.ts';

const root = new URL('../..', import.meta.url).pathname;
const folders = readdirSync(join(root, 'collections'), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

describe('the collection registry', () => {
  it('lists every folder of collections/, and each folder has its declaration and its build side, and no page', () => {
    expect(COLLECTIONS.map((c) => c.folder).sort()).toEqual([...folders].sort());
    expect(unregisteredFolders()).toEqual([]);
    for (const c of COLLECTIONS) {
      const dir = join(root, 'collections', c.folder);
      expect(readdirSync(dir).sort(), c.folder).toEqual(['collection.ts', 'schema.ts']);
    }
  });

  it('names a folder that holds a collection but is not registered, which fails the build', () => {
    const dir = mkdtempSync(join(tmpdir(), 'collections-'));
    try {
      for (const folder of ['resources', 'notes', 'not-a-collection']) mkdirSync(join(dir, folder));
      writeFileSync(join(dir, 'resources/collection.ts'), '');
      writeFileSync(join(dir, 'notes/collection.ts'), '');
      expect(unregisteredFolders(dir, [{ folder: 'resources' }])).toEqual(['notes']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('gives the loader each collection, in order, with its build side', () => {
    expect(BUILD_COLLECTIONS.map((c) => c.declared)).toEqual([...COLLECTIONS]);
    for (const { side } of BUILD_COLLECTIONS) expect(typeof side.schema.safeParse).toBe('function');
  });

  it("holds every item route's collection, and the route table lists the item routes after the fixed ones", () => {
    const itemRoutes = Object.entries(ROUTES).filter(([, route]) => 'lookup' in route);
    // Written out: the spec's item routes, each with the collection its slug is looked up in.
    expect(itemRoutes.map(([name, route]) => [name, route.pattern, 'lookup' in route && route.lookup])).toEqual([
      ['resource', '/ressourcer/:slug', 'resources'],
      ['treatment', '/behandling/:slug', 'treatments'],
      ['therapyForm', '/typer/:slug', 'therapyForms'],
      ['city', '/by/:slug', 'cities'],
      ['page', expect.stringMatching(/^\/:slug\{\(\?:[a-z-]+(\|[a-z-]+)*\)\}$/), 'pages'],
    ]);
    const names = Object.keys(ROUTES);
    expect(names.slice(-itemRoutes.length)).toEqual(itemRoutes.map(([name]) => name));
    const collections: string[] = COLLECTIONS.map((c) => c.name);
    for (const [, route] of itemRoutes) expect(collections).toContain('lookup' in route && route.lookup);
  });
});

/** A collection the registry does not have: its declaration and its build side, as its folder would hold them. */
interface Note extends WithBody {
  title: string;
}
const notesWith = (prose: string[]) => ({
  declared: collection<Note>()({ name: 'notes', folder: 'notes', stored: 'by slug' }),
  side: buildSide<Note>()({
    schema: z.object({ title: text(40) }).strict(),
    prose,
    minWords: 3,
    uniqueSlugs: true,
    finish: (items) => items,
  }),
});
const notes = notesWith(['title']);

describe('a new collection', () => {
  let copy: ContentCopy;
  afterEach(() => copy.remove());

  it('is read from its folder, validated, checked and written beside the others', () => {
    copy = new ContentCopy();
    mkdirSync(copy.path('notes'));
    writeFileSync(
      copy.path('notes/husk.md'),
      '---\ntitle: Husk at trække vejret\n---\nTræk vejret roligt ind og ud. [Læs mere](/ressourcer)\n',
    );
    const content = copy.load({ collections: [...BUILD_COLLECTIONS, notes] }) as unknown as Record<string, unknown>;
    expect(Object.keys(content)).toEqual(['site', 'prices', ...COLLECTIONS.map((c) => c.name), 'notes']);
    expect(content.notes).toEqual({
      husk: expect.objectContaining({
        slug: 'husk',
        title: 'Husk at trække vejret',
        words: 9,
        html: expect.stringContaining('<a href="/ressourcer">'),
      }),
    });
  });

  it("gets the loader's checks: its schema, its minimum words and the link check", () => {
    copy = new ContentCopy();
    mkdirSync(copy.path('notes'));
    writeFileSync(copy.path('notes/tom.md'), '---\ntitle: Tom\nextra: ja\n---\nKort.\n');
    writeFileSync(copy.path('notes/lille.md'), '---\ntitle: Lille\n---\nTo ord.\n');
    writeFileSync(copy.path('notes/link.md'), '---\ntitle: Et link\n---\nLæs mere [her](/findes-ikke).\n');
    expect(copy.problems({ collections: [...BUILD_COLLECTIONS, notes] })).toEqual([
      expect.stringMatching(/notes\/tom\.md: .*extra/),
      expect.stringMatching(/notes\/lille\.md: body: 2 words, at least 3 required$/),
      expect.stringMatching(/notes\/link\.md: link: no page at \/findes-ikke$/),
    ]);
  });

  it('fails the build when its prose names a field its schema does not have', () => {
    copy = new ContentCopy();
    expect(copy.problems({ collections: [...BUILD_COLLECTIONS, notesWith(['title', 'titel', 'title.*'])] })).toEqual([
      'collections/notes/schema.ts: prose: "titel" names no field of the schema',
      'collections/notes/schema.ts: prose: "title.*" names no field of the schema',
    ]);
  });
});

describe('the sitemap', () => {
  it('lists every fixed route and every item of each collection with pages, and no alias', () => {
    const slugs = (name: string) => [{ slug: `${name}-a` }, { slug: `${name}-b` }];
    const paths = canonicalPaths(Object.fromEntries(COLLECTIONS.map((c) => [c.name, slugs(c.name)])) as never);
    expect(paths).toContain(pathTo('home'));
    expect(paths).toContain(pathTo('city', 'cities-b'));
    expect(paths).toContain(pathTo('page', 'om-os'));
    for (const alias of ALIAS_PATHS) expect(paths).not.toContain(alias);
    const itemPaths = [
      ...['resources-a', 'resources-b'].map((slug) => pathTo('resource', slug)),
      ...['treatments-a', 'treatments-b'].map((slug) => pathTo('treatment', slug)),
      ...['therapyForms-a', 'therapyForms-b'].map((slug) => pathTo('therapyForm', slug)),
      ...['cities-a', 'cities-b'].map((slug) => pathTo('city', slug)),
    ];
    expect(paths.filter((p) => itemPaths.includes(p))).toEqual(itemPaths);
  });
});
