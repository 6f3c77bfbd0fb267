// On 1 January 2027 Region Hovedstaden and Region Sjælland become Region Østdanmark. The site chooses by the
// request's day, not the build's: an app whose clock says New Year's Eve names the old regions, and one whose
// clock says 2 January names Region Østdanmark, with the old numbers for each former region, from the same
// build. Pages are kept in memory and tagged by the stretch of days they hold for, so December's page is
// never served in January.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../worker/index.ts';
import { CONSENT, post } from './api.ts';
import { ORIGIN, renderedDialog, textContent } from './html.ts';
import { CALL_CONFIG } from '../../worker/call-config.ts';
import { textDigest } from '../../client/consent/record.ts';
import { validConsentBody } from '../fixtures/consent.ts';

const NEW_YEARS_EVE = '2026-12-31T12:00:00+01:00';
const JANUARY_2 = '2027-01-02T12:00:00+01:00';

/** The site as it answers at `iso`, by its clock. */
const on = (iso: string) => createApp({ clock: () => new Date(iso) });
const pageOn = async (iso: string, path: string) => {
  const res = await on(iso).request(`${ORIGIN}${path}`, {}, env);
  expect(res.status, path).toBe(200);
  return { html: await res.text(), etag: res.headers.get('etag') };
};
/** The page's text inside a part of it, tags dropped, entities of the names decoded. */
const text = (html: string) =>
  html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ');
const chip = (html: string) => /<p class="chip">([^<]*)<\/p>/.exec(html)?.[1];
const urgentBox = (html: string) => {
  const start = html.indexOf('<aside class="urgent-help"');
  expect(start, 'the urgent-help box').toBeGreaterThan(-1);
  return html.slice(start, html.indexOf('</aside>', start));
};
const footerLine = (html: string) => {
  const footer = html.slice(html.indexOf('<footer'));
  return footer.slice(footer.indexOf('<p class="helpline"'), footer.indexOf('</p>', footer.indexOf('<p class="helpline"')));
};

describe('a city page on the day the regions merge', () => {
  it('København: Region Hovedstaden on 31 December 2026, Region Østdanmark with 1813 on 2 January 2027', async () => {
    const december = await pageOn(NEW_YEARS_EVE, '/by/kobenhavn');
    const january = await pageOn(JANUARY_2, '/by/kobenhavn');

    expect(chip(december.html)).toBe('Region Hovedstaden');
    expect(december.html).toContain('"containedInPlace":"Region Hovedstaden"');
    expect(text(urgentBox(december.html))).toContain('Psykiatrisk akutmodtagelse i Region Hovedstaden:');
    expect(december.html).not.toContain('Østdanmark');

    expect(chip(january.html)).toBe('Region Østdanmark');
    expect(january.html).toContain('"containedInPlace":"Region Østdanmark"');
    const box = text(urgentBox(january.html));
    expect(box).toContain('Psykiatrisk akutmodtagelse i Region Østdanmark (det tidligere Region Hovedstaden):');
    expect(box).toContain('i det tidligere Region Hovedstaden ringer du fortsat 1813');
    expect(urgentBox(january.html)).toContain('href="tel:1813"');
    expect(urgentBox(january.html)).not.toContain('href="tel:1818"');
    // The old name is said only as the former region.
    expect(text(january.html).replace(/det tidligere Region Hovedstaden/g, '')).not.toContain('Region Hovedstaden');

    // A new stretch of days is a new page: a new ETag, so a browser's December copy is not kept.
    expect(january.etag).not.toBe(december.etag);
  });

  it('Roskilde: Region Sjælland, then Region Østdanmark with 1818', async () => {
    const december = await pageOn(NEW_YEARS_EVE, '/by/roskilde');
    const january = await pageOn(JANUARY_2, '/by/roskilde');
    expect(chip(december.html)).toBe('Region Sjælland');
    expect(chip(january.html)).toBe('Region Østdanmark');
    const box = text(urgentBox(january.html));
    expect(box).toContain('Region Østdanmark (det tidligere Region Sjælland)');
    expect(box).toContain('i det tidligere Region Sjælland ringer du fortsat 1818');
    expect(urgentBox(january.html)).not.toContain('href="tel:1813"');
  });

  it('turns at midnight Danish time: half an hour into 1 January it is already Region Østdanmark', async () => {
    const late = await pageOn('2026-12-31T23:29:00+01:00', '/by/hilleroed');
    const early = await pageOn('2026-12-31T23:30:00Z', '/by/hilleroed');
    expect(chip(late.html)).toBe('Region Hovedstaden');
    expect(chip(early.html)).toBe('Region Østdanmark');
  });

  it('leaves a city in another region as it was', async () => {
    const december = await pageOn(NEW_YEARS_EVE, '/by/odense');
    const january = await pageOn(JANUARY_2, '/by/odense');
    expect(chip(january.html)).toBe('Region Syddanmark');
    expect(urgentBox(january.html)).toBe(urgentBox(december.html));
  });
});

describe('the short help line on every page', () => {
  it("lists each region's number, and from 2027 Region Østdanmark's two, each with its former region", async () => {
    const december = text(footerLine((await pageOn(NEW_YEARS_EVE, '/behandling/angst')).html));
    const january = text(footerLine((await pageOn(JANUARY_2, '/behandling/angst')).html));
    expect(december).toContain('ring i din region: Hovedstaden 1813 · Sjælland 1818 · Syddanmark');
    expect(january).toContain(
      'ring i din region: Østdanmark 1813 i det tidligere Region Hovedstaden, 1818 i det tidligere Region Sjælland · Syddanmark',
    );
  });
});

describe('the price guide', () => {
  it('names the source of the referral limit as the organisation is called on the day', async () => {
    const december = text((await pageOn(NEW_YEARS_EVE, '/pris-og-tilskud')).html);
    const january = text((await pageOn(JANUARY_2, '/pris-og-tilskud')).html);
    expect(december).toContain('Region Hovedstaden: Psykologer');
    expect(january).toContain('Region Østdanmark (det tidligere Region Hovedstaden): Psykologer');
  });
});

describe('the consent dialog across the change', () => {
  it("takes a consent to the dialog as it reads on either side of the day, whatever the visitor's clock", async () => {
    for (const day of ['2026-12-31', '2027-01-02']) {
      const digest = await textDigest(textContent(await renderedDialog(CALL_CONFIG, day)));
      const res = await post(CONSENT, { ...validConsentBody(), textDigest: digest });
      expect(res.status, day).toBe(200);
    }
    const december = textContent(await renderedDialog(CALL_CONFIG, '2026-12-31'));
    const january = textContent(await renderedDialog(CALL_CONFIG, '2027-01-02'));
    expect(december).not.toBe(january);
    expect(january).toContain('Østdanmark 1813 i det tidligere Region Hovedstaden');
  });
});
