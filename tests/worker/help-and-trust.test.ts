// Care and trust as a visitor meets it: the urgent-help line that fits where they are, the topical
// lines where a page is about violence or children, method names spelt as they are, the renamed
// ISTDP page, and one sourced box on psychologist subsidy instead of a sentence repeated everywhere.
import { describe, expect, it } from 'vitest';
import {
  type Helplines,
  inSentence,
  REGIONS,
  type RegionalHelpline,
  type RegionOn,
  regionsOn,
  telHref,
  type Region,
} from '../../contracts/content.ts';
import { danishDay } from '../../contracts/dated.ts';
import helplines from '../../ui/generated/helplines.json';
import { content, site } from '../../worker/content/index.ts';
import { edgeRedirect } from '../../worker/edge/redirects.ts';
import { get, graphNodes, pageDialog, scan, type Scan } from './html.ts';

const lines = helplines as Helplines;
/** The site answers by today's date (tests/worker/dated-facts.test.ts sets its own): each region's line as it is today. */
const regionLine = Object.fromEntries(regionsOn(lines.regions, danishDay(new Date())).map((r) => [r.key, r])) as Record<
  Region,
  RegionOn<RegionalHelpline>
>;
const line = (id: string) => lines.national.find((l) => l.id === id)!;
const telLinks = (html: string) => [...html.matchAll(/href="(tel:[^"]+)"/g)].map((m) => m[1]!);
/** The page's own content, without the header and the footer. */
const main = (page: Scan) => page.html.slice(page.html.indexOf('<main'), page.html.indexOf('</main>'));
const urgentBox = (page: Scan) => {
  const html = main(page);
  const start = html.indexOf('<aside class="urgent-help" aria-labelledby="akut-hjaelp"');
  expect(start, 'the urgent-help box').toBeGreaterThan(-1);
  return html.slice(start, html.indexOf('</aside>', start));
};

describe('urgent help by region', () => {
  it('has a city in each of the five regions', () => {
    for (const region of REGIONS)
      expect(
        content.cities.some((c) => c.region === region),
        region,
      ).toBe(true);
  });

  it.each(REGIONS.map((r) => [r] as const))("a city page in %s shows that region's line and no other region's", async (region: Region) => {
    for (const city of content.cities.filter((c) => c.region === region)) {
      const box = urgentBox(await scan(`/by/${city.slug}`));
      const own = regionLine[region];
      expect(box, city.slug).toContain(`href="${telHref(own.phone)}"`);
      expect(box, city.slug).toContain(own.phone);
      expect(box, city.slug).toContain(own.regionName);
      for (const other of REGIONS.filter((r) => r !== region)) {
        expect(box, `${city.slug} shows ${other}`).not.toContain(`href="${telHref(regionLine[other].phone)}"`);
      }
      expect(telLinks(box)[0], city.slug).toBe('tel:112');
    }
  });

  it('ties the cities the issue names to the right region', () => {
    const expected: Record<string, Region> = {
      roskilde: 'Region Sjælland',
      koege: 'Region Sjælland',
      naestved: 'Region Sjælland',
      slagelse: 'Region Sjælland',
      hilleroed: 'Region Hovedstaden',
      helsingoer: 'Region Hovedstaden',
      frederiksberg: 'Region Hovedstaden',
      kobenhavn: 'Region Hovedstaden',
      odense: 'Region Syddanmark',
      esbjerg: 'Region Syddanmark',
      kolding: 'Region Syddanmark',
      vejle: 'Region Syddanmark',
      fredericia: 'Region Syddanmark',
      soenderborg: 'Region Syddanmark',
      svendborg: 'Region Syddanmark',
      aarhus: 'Region Midtjylland',
      randers: 'Region Midtjylland',
      horsens: 'Region Midtjylland',
      herning: 'Region Midtjylland',
      silkeborg: 'Region Midtjylland',
      viborg: 'Region Midtjylland',
      holstebro: 'Region Midtjylland',
      aalborg: 'Region Nordjylland',
      hjoerring: 'Region Nordjylland',
    };
    expect(Object.fromEntries(content.cities.map((c) => [c.slug, c.region]))).toEqual(expected);
  });

  it("names all five regions' psychiatric emergency access, 112 first, in the footer, the consent dialog and the general box", async () => {
    const page = await scan('/behandling/angst');
    const footer = page.html.slice(page.html.indexOf('<footer'));
    const footerLine = footer.slice(footer.indexOf('<p class="helpline"'));
    const dialog = await pageDialog('/behandling/angst');
    for (const part of [footerLine, dialog, urgentBox(page)]) {
      const tels = telLinks(part);
      expect(tels[0]).toBe('tel:112');
      for (const region of REGIONS) expect(tels).toContain(telHref(regionLine[region].psychiatry.phone));
    }
  });

  it('claims no opening hours it cannot source: every other line links to its own page for them', async () => {
    const box = urgentBox(await scan('/behandling/angst'));
    for (const l of lines.national.filter((x) => !x.topical && !x.alwaysOpen)) {
      expect(box).toMatch(new RegExp(`href="${l.hoursUrl?.replace(/[.?]/g, '\\$&')}">Se åbningstider`));
    }
    // Only lines whose own organisation says they answer around the clock: 112, Giftlinjen, Lev Uden Vold,
    // and Børnetelefonen (Børns Vilkår's own profile at Child Helpline International, 2023).
    expect(lines.national.filter((x) => x.alwaysOpen).map((x) => x.id)).toEqual(['alarm', 'gift', 'vold', 'boern']);
    const everything = [
      ...content.resources,
      ...content.treatments,
      ...content.therapyForms,
      ...content.cities,
      ...Object.values(content.pages),
    ]
      .map((x) => x.html)
      .join(' ');
    expect(everything).not.toMatch(/døgnet rundt|hele døgnet|døgnåben|24\/7|alle ugens dage/i);
  });
});

const counsellingOf = (box: string) => box.split('Rådgivning – ikke akut')[1] ?? '';

describe('help lines at a glance', () => {
  const items = (html: string) => [...html.matchAll(/<li data-helpline="([a-z-]+)" data-acute="(true|false)">([\s\S]*?)<\/li>/g)];
  const textOf = (html: string) => html.replace(/<[^>]+>/g, '').replace(/\s+/g, ' ');

  it('prints every number once: never "112 Alarm 112"', async () => {
    for (const path of ['/behandling/angst', '/typer/legeterapi', '/by/aalborg', '/privatlivspolitik']) {
      const page = await scan(path);
      expect(page.text, path).not.toMatch(/112\s+Alarm 112/);
      for (const [, id, , inner] of items(page.html)) {
        const phone = line(id!).phone;
        expect(textOf(inner!).split(phone).length - 1, `${path}: ${id}`).toBe(1);
      }
    }
  });

  it('marks each line acute or not, as configured; Psykiatrifonden is counselling, never under "Brug for hjælp nu?"', async () => {
    const page = await scan('/behandling/angst');
    const box = urgentBox(page);
    const found = items(box);
    expect(found.length).toBeGreaterThan(3);
    for (const [, id, acute] of found) expect(acute, id).toBe(String(line(id!).acute));
    expect(line('psykiatrifonden').acute).toBe(false);
    expect(line('alarm').acute && line('gift').acute).toBe(true);
    // Livslinien is a volunteer line, not open around the clock: counselling, never beside 112 as acute.
    expect(line('livslinien').acute).toBe(false);
    expect(counsellingOf(box)).toContain(line('livslinien').phone);
    const [acuteList, counselling] = box.split('Rådgivning – ikke akut');
    expect(acuteList).not.toContain(line('psykiatrifonden').phone);
    expect(counselling).toContain(line('psykiatrifonden').phone);
    // The short "Brug for hjælp nu?" lines (footer, dialog) name acute lines only.
    for (const short of page.html.matchAll(/<p class="helpline">([\s\S]*?)<\/p>/g)) {
      expect(short[1]).not.toContain(line('psykiatrifonden').phone);
      expect(short[1]).not.toContain(line('livslinien').phone);
      expect(short[1]).toContain('Akut psykisk krise – ring i din region');
    }
  });

  it("shows Giftlinjen and every region's psychiatric emergency access", async () => {
    const box = urgentBox(await scan('/behandling/angst'));
    expect(telLinks(box)).toContain(telHref(line('gift').phone));
    for (const region of REGIONS) expect(telLinks(box)).toContain(telHref(regionLine[region].psychiatry.phone));
    const city = urgentBox(await scan('/by/aalborg'));
    expect(textOf(city)).toContain(regionLine['Region Nordjylland'].psychiatry.how);
  });

  it("sources every number on the organisation's own page, and sends 'Se åbningstider' to the hours page", async () => {
    for (const l of lines.national) {
      expect(l.source, l.id).toMatch(/^https:\/\//);
      if (!l.alwaysOpen) expect(l.hoursUrl, l.id).toMatch(/^https:\/\//);
    }
    for (const region of Object.values(lines.regions).flat()) {
      expect(region.source, region.phone).toMatch(/^https:\/\//);
      expect(region.psychiatry.source, region.phone).toMatch(/^https:\/\//);
      for (const day of [region.starts, region.ends]) if (day) expect(day.source, region.phone).toMatch(/^https:\/\//);
    }
    const box = urgentBox(await scan('/by/aarhus'));
    expect(box).toContain(`href="${regionLine['Region Midtjylland'].url}">Se åbningstider`);
  });
});

describe('topical help lines', () => {
  const vold = line('vold');
  const boern = line('boern');
  const asking = (id: string) => [
    ...content.treatments.filter((t) => t.helplines?.includes(id)).map((t) => `/behandling/${t.slug}`),
    ...content.therapyForms.filter((f) => f.helplines?.includes(id)).map((f) => `/typer/${f.slug}`),
    ...content.resources.filter((r) => r.helplines?.includes(id)).map((r) => `/ressourcer/${encodeURIComponent(r.slug)}`),
  ];

  it('shows Lev Uden Vold on every page about violence in a relationship, after 112', async () => {
    const paths = asking('vold');
    expect(paths).toEqual(
      expect.arrayContaining(['/behandling/relationer', '/typer/parterapi', '/ressourcer/traumer-og-deres-indvirkning']),
    );
    for (const path of paths) {
      const tels = telLinks(urgentBox(await scan(path)));
      expect(tels, path).toContain(telHref(vold.phone));
      expect(tels[0], path).toBe('tel:112');
    }
  });

  it('shows Børnetelefonen where children and young people are addressed', async () => {
    const paths = asking('boern');
    expect(paths).toEqual(expect.arrayContaining(['/typer/legeterapi', '/typer/traumefokuseret-kognitiv-adfaerdsterapi']));
    for (const path of paths) expect(telLinks(urgentBox(await scan(path))), path).toContain(telHref(boern.phone));
  });

  it('leaves them off pages that did not ask', async () => {
    const tels = telLinks((await scan('/typer/kognitiv-terapi')).html);
    expect(tels).not.toContain(telHref(vold.phone));
    expect(tels).not.toContain(telHref(boern.phone));
  });

  it('writes no help-line number in the Markdown itself', () => {
    const numbers = [...lines.national, ...Object.values(lines.regions).flat()].map((l) => l.phone).filter((p) => p !== '112');
    const bodies = [
      ...content.resources,
      ...content.treatments,
      ...content.therapyForms,
      ...content.cities,
      ...Object.values(content.pages),
    ];
    for (const b of bodies) for (const n of numbers) expect(b.html.includes(n), `${b.slug} writes ${n}`).toBe(false);
  });
});

describe('names keep their own casing', () => {
  it('lower-cases only an ordinary first word', () => {
    expect(inSentence('EMDR')).toBe('EMDR');
    expect(inSentence('OCD')).toBe('OCD');
    expect(inSentence('Gottman-metoden')).toBe('Gottman-metoden');
    expect(inSentence('Marte Meo')).toBe('Marte Meo');
    expect(inSentence('Kognitiv terapi')).toBe('kognitiv terapi');
    expect(inSentence('Angst')).toBe('angst');
    expect(inSentence('Intensiv korttidsdynamisk psykoterapi (ISTDP)')).toBe('intensiv korttidsdynamisk psykoterapi (ISTDP)');
  });

  it('says "inden for EMDR", "Gottman-metoden" and "kognitiv terapi" on the pages', async () => {
    expect((await scan('/behandling/traumer')).text).toContain('Find en terapeut inden for EMDR');
    expect((await scan('/behandling/relationer')).text).toContain('Find en terapeut inden for Gottman-metoden');
    expect((await scan('/behandling/depression')).text).toContain('Find en terapeut inden for kognitiv terapi');
    expect((await scan('/typer/kognitiv-terapi')).text).toContain('Find en terapeut inden for kognitiv terapi');
    expect((await scan('/typer/emdr')).text).toContain('Find en terapeut inden for EMDR');
    expect((await scan('/typer/gottman-metoden')).text).toContain('Find en terapeut inden for Gottman-metoden');
  });

  it('never lower-cases an acronym or a name, nor capitalises an ordinary word mid-sentence', async () => {
    for (const t of content.treatments) {
      const text = (await scan(`/behandling/${t.slug}`)).text;
      for (const m of t.methods) expect(text, `${t.slug}: ${m.name}`).toContain(`inden for ${inSentence(m.name)}`);
      expect(text).not.toMatch(/inden for (emdr|ocd|gottman)/);
    }
    for (const f of content.therapyForms) {
      const text = (await scan(`/typer/${f.slug}`)).text;
      const after = /inden for (\S+)/.exec(text)?.[1] ?? '';
      expect(
        /^[A-ZÆØÅ][a-zæøå]+$/.test(after) && !['Gottman', 'Marte', 'Bodynamic', 'Imago', 'Somatic'].includes(after),
        `${f.slug}: "inden for ${after}"`,
      ).toBe(false);
    }
  });

  it('says "Terapi ved OCD" in JSON-LD, and "Terapi ved angst"', async () => {
    const service = async (slug: string) => graphNodes(await scan(`/behandling/${slug}`)).find((n) => n['@type'] === 'Service')!;
    expect((await service('ocd')).name).toBe('Terapi ved OCD');
    expect((await service('angst')).name).toBe('Terapi ved angst');
  });
});

describe('the ISTDP slug', () => {
  const OLD = '/typer/intensiv-kortidsdynamisk-psykoterapi';
  const NEW = '/typer/intensiv-korttidsdynamisk-psykoterapi';

  it('moves permanently from the misspelt address', async () => {
    expect(edgeRedirect(OLD, { host: site.portalHost, certificationsPath: site.portalCertificationsPath })).toEqual({
      location: NEW,
      status: 301,
    });
    const res = await get(OLD);
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe(NEW);
    expect((await get(`${OLD}/`)).status).toBe(301);
  });

  it('answers at the new address, spelt korttids, with the search filtered by the new slug', async () => {
    const page = await scan(NEW);
    expect(page.status).toBe(200);
    expect(page.h1[0]).toMatch(/korttidsdynamisk/);
    const form = content.therapyForms.find((f) => `/typer/${f.slug}` === NEW)!;
    expect(form.specialty).toBe('intensiv-korttidsdynamisk-psykoterapi');
    expect(page.hrefs.some((h) => h.includes(`${site.search.specialtyParam}=${form.specialty}`))).toBe(true);
    expect((await scan('/terapiformer')).hrefs).toContain(NEW);
  });
});

describe('the box on psychologist subsidy', () => {
  const box = content.boxes['psykolog-med-tilskud']!;
  const OLD_SENTENCE = /henvise dig til en psykolog med tilskud/;
  const using = [
    ...content.cities.map((c) => `/by/${c.slug}`),
    '/by/andre-byer',
    ...content.treatments.filter((t) => t.boxes?.includes(box.slug)).map((t) => `/behandling/${t.slug}`),
    ...content.resources.filter((r) => r.boxes?.includes(box.slug)).map((r) => `/ressourcer/${encodeURIComponent(r.slug)}`),
  ];

  it('names its sources and states only what they say', () => {
    expect(box.sources.length).toBeGreaterThan(0);
    for (const s of box.sources) expect(s.url).toMatch(/^https:\/\//);
    expect(box.html).toMatch(/egen læge henviser dig/);
    expect(box.html).toMatch(/60 %/);
    expect(box.html).toMatch(/mellem 18 og 24 år/);
    // Groups 10 and 11 (angst, depression) need the age of 18 at the referral (ism.dk, Psykologordningen).
    expect(box.html).toMatch(/Ved angst og depression skal du være fyldt 18 år, når lægen henviser dig/);
  });

  it('appears once on each page that uses it, with its sources, and the old sentence is gone', async () => {
    expect(using.length).toBeGreaterThanOrEqual(content.cities.length + 5);
    for (const path of using) {
      const page = await scan(path);
      expect(page.status, path).toBe(200);
      expect(page.html.match(/data-box="psykolog-med-tilskud"/g) ?? [], path).toHaveLength(1);
      for (const s of box.sources) expect(page.hrefs, path).toContain(s.url);
      expect(page.html, path).not.toMatch(OLD_SENTENCE);
    }
  });

  it('is the only place the site explains it', () => {
    const all = [...content.resources, ...content.treatments, ...content.therapyForms, ...content.cities, ...Object.values(content.pages)];
    const repeats = all.filter((x) => OLD_SENTENCE.test(x.html) || JSON.stringify('faq' in x ? x.faq : '').match(OLD_SENTENCE));
    expect(repeats.map((x) => x.slug)).toEqual([]);
  });
});
