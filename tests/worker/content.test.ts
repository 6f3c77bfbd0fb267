// The content as a reader and a crawler meet it: every slug answers with its h1, the structured data
// describes what is visible, and what the content holds is on the page. The facts the spec fixes about
// the content (its slugs, how many questions, the anxiety FAQ's price) are build checks (collections/).
import { describe, expect, it } from 'vitest';
import { content } from '../../worker/content/index.ts';
import { canonicalPaths, pathTo } from '../../contracts/routes.ts';
import { decodeEntities, get, graphNodes, MANY_REQUESTS_MS, ORIGIN, scan, type Scan } from './html.ts';

const node = (page: Scan, type: string) => graphNodes(page).find((n) => n['@type'] === type) as Record<string, unknown> | undefined;
const searchUrl = new URL(content.site.search.url);
const isSearch = (href: string) => href.startsWith(searchUrl.href);

describe('resources', () => {
  it.each(content.resources.map((r) => [r.slug, r] as const))('%s shows its parts and describes them in JSON-LD', async (_slug, r) => {
    const page = await scan(`/ressourcer/${encodeURIComponent(r.slug)}`);
    expect(page.status).toBe(200);
    expect(page.h1).toEqual([r.title]);
    expect(r.words).toBeGreaterThanOrEqual(500);
    expect(page.html).toContain(`<p class="chip">${r.category.replace(/&/g, '&amp;')}</p>`);
    expect(page.html).toMatch(
      /<img class="hero-image" src="\/images\/[^"]+-1200\.webp"[^>]* width="1200" height="630"[^>]* data-fallback="\/images\/resources\/default-1200\.webp"/,
    );
    expect(r.related.length).toBeGreaterThanOrEqual(2);
    expect(r.related.length).toBeLessThanOrEqual(4);
    for (const slug of r.related) expect(page.hrefs).toContain(`/ressourcer/${slug}`);
    expect(page.hrefs.some(isSearch)).toBe(true);

    const article = node(page, 'Article')!;
    expect(article).toMatchObject({
      headline: r.title,
      datePublished: r.slug === 'aandedraetsoevelser-mod-stress' ? '2023-08-15' : '2025-01-15',
      author: { '@id': `${ORIGIN}/#organization` },
      publisher: { '@id': `${ORIGIN}/#organization` },
    });
    expect(article.dateModified).toBe(article.datePublished);
    expect(article.image).toMatch(/^https:\/\/.+\.webp$/);
    const crumbs = node(page, 'BreadcrumbList')!.itemListElement as { name: string }[];
    expect(crumbs.map((c) => c.name)).toEqual(['Forside', 'Ressourcer', r.title]);
    expect(Boolean(node(page, 'FAQPage'))).toBe(Boolean(r.faq));
  });

  it("shows every question of an article's FAQ, and describes each", async () => {
    const withFaq = content.resources.filter((r) => r.faq);
    expect(withFaq).not.toEqual([]);
    for (const r of withFaq) {
      const page = await scan(`/ressourcer/${r.slug}`);
      expect((node(page, 'FAQPage')!.mainEntity as unknown[]).length, r.slug).toBe(r.faq!.length);
      expect((page.html.match(/<details>/g) ?? []).length, r.slug).toBe(r.faq!.length);
    }
  });

  it('links the e-book page to the e-book', async () => {
    expect((await scan('/ressourcer/ebog-faglighed-online')).hrefs).toContain(content.site.ebookUrl);
  });

  it('answers an unknown slug with a friendly 404 listing every resource and the call to action', async () => {
    const page = await scan('/ressourcer/findes-ikke');
    expect(page.status).toBe(404);
    expect(page.meta.robots).toBe('noindex, follow');
    for (const r of content.resources) expect(page.hrefs).toContain(`/ressourcer/${r.slug}`);
    expect(page.hrefs.some(isSearch)).toBe(true);
  });
});

describe('treatments', () => {
  it.each(content.treatments.map((t) => [t.slug, t] as const))(
    '%s carries a medical page, FAQ, breadcrumbs and a service',
    async (slug, t) => {
      const page = await scan(`/behandling/${slug}`);
      expect(page.status).toBe(200);
      expect(page.h1).toEqual([t.title]);
      expect(node(page, 'MedicalWebPage')).toBeDefined();
      expect((node(page, 'FAQPage')!.mainEntity as unknown[]).length).toBe(t.faq.length);
      expect(node(page, 'BreadcrumbList')).toBeDefined();
      expect(node(page, 'Service')).toMatchObject({ provider: { '@id': `${ORIGIN}/#organization` } });
      for (const m of t.methods) {
        const url = new URL(searchUrl);
        url.searchParams.set(content.site.search.specialtyParam, m.specialty);
        expect(page.html).toContain(`href="${url.href.replace(/&/g, '&amp;')}"`);
      }
      // The search for the condition itself, which the voice agent's search tool also opens.
      expect(page.hrefs.some((h) => isSearch(h) && new URL(h).searchParams.get(content.site.search.specialtyParam) === slug)).toBe(true);
      expect(page.text).toContain('Har du brug for hjælp nu?');
    },
  );

  it("shows each treatment's symptoms, FAQ answers and related articles", async () => {
    for (const t of content.treatments) {
      const page = await scan(`/behandling/${t.slug}`);
      const text = decodeEntities(page.text);
      for (const line of [...t.symptoms, ...t.faq.map((f) => f.question)]) expect(text, t.slug).toContain(line);
      for (const slug of t.related) expect(page.hrefs, t.slug).toContain(pathTo('resource', slug));
    }
  });
});

describe('therapy forms', () => {
  it('lists every form, and says 70+', async () => {
    const page = await scan('/terapiformer');
    expect(page.text).toMatch(/mere end 70 terapiformer/i);
    for (const f of content.therapyForms) expect(page.hrefs).toContain(`/typer/${f.slug}`);
  });

  it('gives each form a page with a filtered search link', async () => {
    for (const f of content.therapyForms) {
      const page = await scan(`/typer/${f.slug}`);
      expect(page.h1, f.slug).toEqual([f.name]);
      expect(
        page.hrefs.some((h) => isSearch(h) && new URL(h).searchParams.get(content.site.search.specialtyParam) === f.specialty),
        f.slug,
      ).toBe(true);
    }
  });
});

describe('cities', () => {
  it('gives each city a page with a search filtered by the city', async () => {
    for (const c of content.cities) {
      const page = await scan(`/by/${c.slug}`);
      expect(page.status).toBe(200);
      expect(
        page.hrefs.some((h) => isSearch(h) && new URL(h).searchParams.get(content.site.search.cityParam) === c.name),
        c.slug,
      ).toBe(true);
    }
  });

  it('lists further towns on /by/andre-byer, and the home page and footer lead to the cities', async () => {
    const other = await scan('/by/andre-byer');
    const towns = content.pages['andre-byer']!.towns!;
    for (const town of towns)
      expect(
        other.hrefs.some((h) => isSearch(h) && new URL(h).searchParams.get(content.site.search.cityParam) === town),
        town,
      ).toBe(true);
    const home = await scan('/');
    for (const c of content.cities) expect(home.hrefs).toContain(`/by/${c.slug}`);
    expect(home.html).toMatch(/<a href="\/by\/andre-byer">Byer<\/a>/);
  });
});

describe('the privacy policy', () => {
  it('shows the sections as the content orders them, and folds the collapsible ones into <details>', async () => {
    const html = (await scan('/privatlivspolitik')).html;
    const titles = [...html.matchAll(/<h2 id="afsnit-\d+">([^<]+)<\/h2>/g)].map((m) => decodeEntities(m[1]!));
    expect(titles).toEqual(content.privacy.map((s) => s.title));
    const folded = [...html.matchAll(/<details><summary><h2 id="afsnit-(\d+)">/g)].map((m) => Number(m[1]));
    expect(folded).toEqual(content.privacy.flatMap((s, i) => (s.collapsible ? [i + 1] : [])));
    expect(folded).not.toEqual([]);
  });

  it('states the legal basis, the retention, real-time voice, the AI provider and the right to complain', async () => {
    const text = (await scan('/privatlivspolitik')).text;
    expect(text).toMatch(/samtykke/i);
    expect(text).toMatch(/udtrykkeligt samtykke/i);
    expect(text).toContain(`${content.site.technicalLogRetentionDays} dage`);
    expect(text).toContain(`${content.site.consentRetentionDays} dage`);
    expect(text).toMatch(/realtid/i);
    expect(text).toContain(content.site.aiProvider.name);
    expect(text).toMatch(/ikke et menneske/i);
    expect(text).toContain('Datatilsynet');
  });
});

describe('a crawl from the home page', () => {
  it(
    'finds no broken internal link and no page without title, description or canonical',
    async () => {
      const seen = new Set<string>();
      const queue = ['/', ...canonicalPaths(content).map(encodeURI)];
      const broken: string[] = [];
      while (queue.length) {
        const path = queue.shift()!;
        if (seen.has(path)) continue;
        seen.add(path);
        const page = await scan(path);
        if (page.status !== 200) {
          broken.push(`${path} → ${page.status}`);
          continue;
        }
        if (!page.title || !page.meta.description || !page.canonical) broken.push(`${path}: head incomplete`);
        for (const href of page.hrefs) {
          if (!href.startsWith('/') || href.startsWith('//')) continue;
          // One spelling per page: a link written "æ" and one written "%C3%A6" reach the same page.
          const target = encodeURI(decodeURI(href.split('#')[0]!));
          if (target && !seen.has(target)) queue.push(target);
        }
      }
      expect(broken).toEqual([]);
      // Every link leads to a canonical page: none to an alias, a redirect or a fallback.
      expect([...seen].sort()).toEqual(canonicalPaths(content).map(encodeURI).sort());
    },
    MANY_REQUESTS_MS,
  );
});

describe('the status of every kind of unknown page', () => {
  it('is a 404 for unknown slugs of every family', async () => {
    for (const path of ['/typer/x', '/by/x', '/behandling/x', '/ressourcer/x', '/x']) expect((await get(path)).status, path).toBe(404);
  });
});
