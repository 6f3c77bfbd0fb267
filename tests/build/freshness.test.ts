// Sourced facts stay fresh: every one in site.json has its checked date, the build warns after 12 months
// and `npm run deploy` refuses after 18 (tests/build/deploy.test.ts runs the refusal itself). A fact that
// changes on a known day is checked while it holds, and the build warns when one ends within 60 days with
// nothing to follow it.
import { describe, expect, it } from 'vitest';
import {
  changeDays,
  type DatedFact,
  datedFacts,
  ENDING_WARN_DAYS,
  endingSoon,
  factsThatChange,
  factWarnings,
  olderThan,
  REFUSE_AFTER_MONTHS,
  type SourcedFact,
  sourcedFacts,
  staleMessage,
  WARN_AFTER_MONTHS,
} from '../../config/freshness.ts';
import { loadPrices } from '../../config/prices.ts';
import { loadSite } from '../../config/site.ts';

const site = loadSite('content/site.json');
const prices = loadPrices('content/pris-og-tilskud.json');
const LAW = 'https://www.elov.dk/lov-om-overgangen-til-en-ny-sundhedsstruktur-overgangsloven/paragraf/126';

describe('sourced facts and their dates', () => {
  it('lists every help line, region, online help and the age source, each with a date', () => {
    const facts = sourcedFacts(site, '2026-11-28');
    const fields = facts.map((f) => f.field);
    for (const line of site.helplines.national) expect(fields).toContain(`helplines.national.${line.id}`);
    for (const region of Object.keys(site.helplines.regions))
      expect(fields.some((f) => f.startsWith(`helplines.regions.${region}`))).toBe(true);
    expect(fields).toContain('helplines.online.headspace');
    expect(fields).toContain('minimumAgeSource');
    for (const f of facts) expect(f.checked, f.field).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('checks each version of a region while it holds or is still to come, and none that has ended', () => {
    const fields = (today: string) => sourcedFacts(site, today).map((f) => f.field);
    expect(fields('2026-12-31')).toEqual(
      expect.arrayContaining(['helplines.regions.Region Hovedstaden[0]', 'helplines.regions.Region Hovedstaden[1]']),
    );
    expect(fields('2027-01-01')).toContain('helplines.regions.Region Hovedstaden[1]');
    expect(fields('2027-01-01')).not.toContain('helplines.regions.Region Hovedstaden[0]');
    expect(fields('2027-01-01')).toContain('helplines.regions.Region Syddanmark');
  });

  it('finds the facts older than a number of months before a given day, oldest first', () => {
    const facts: SourcedFact[] = [
      { field: 'a', checked: '2025-11-26' },
      { field: 'b', checked: '2025-11-25' },
      { field: 'c', checked: '2024-01-01' },
    ];
    expect(olderThan(facts, WARN_AFTER_MONTHS, '2026-11-26').map((f) => f.field)).toEqual(['c', 'b']);
    expect(olderThan(facts, REFUSE_AFTER_MONTHS, '2026-11-26').map((f) => f.field)).toEqual(['c']);
    expect(olderThan(facts, WARN_AFTER_MONTHS, '2025-12-01').map((f) => f.field)).toEqual(['c']);
    expect(olderThan(facts, WARN_AFTER_MONTHS, '2026-11-25')).toHaveLength(1);
    expect(staleMessage([facts[2]!], 18)).toMatch(/1 sourced fact\(s\) .* more than 18 months ago.*: c \(2024-01-01\)$/);
  });

  it('holds nothing stale today (2026-11-26), and warns a year on', () => {
    expect(olderThan(sourcedFacts(site, '2026-11-26'), WARN_AFTER_MONTHS, '2026-11-26')).toEqual([]);
    expect(olderThan(sourcedFacts(site, '2027-12-01'), WARN_AFTER_MONTHS, '2027-12-01').length).toBeGreaterThan(0);
  });
});

describe('facts that change on a known day', () => {
  it('are found wherever a facts file dates them, with the days on which they change', () => {
    const data = {
      a: {
        b: [
          { x: 1, ends: { day: '2027-01-01' } },
          { x: 2, starts: { day: '2027-01-01' } },
        ],
      },
      c: [{ x: 3 }],
      d: [{ e: [{ x: 4, starts: { day: '2026-07-01' } }] }],
    };
    const facts = datedFacts(data, 'f.json');
    expect(facts.map((f) => f.field)).toEqual(['f.json: a.b', 'f.json: d.0.e']);
    expect(changeDays(facts)).toEqual(['2026-07-01', '2027-01-01']);
    expect(datedFacts({ a: { b: [{ x: 1 }] } }, 'f.json')).toEqual([]);
  });

  it('are found wherever the facts files date them: the two merged regions and the price guide source they name', () => {
    expect(factsThatChange(site, prices).map((f) => f.field)).toEqual([
      'content/site.json: helplines.regions.Region Hovedstaden',
      'content/site.json: helplines.regions.Region Sjælland',
      'content/pris-og-tilskud.json: facts.eventReferralLatestMonths.source',
    ]);
    expect(changeDays(factsThatChange(site, prices))).toEqual(['2027-01-01']);
  });

  /** A fact whose only version ends on `ends`, and one that is followed on that day. */
  const endsOn = (field: string, ends: string): DatedFact => ({ field, versions: [{ ends: { day: ends } }] });
  const followed = (field: string, day: string): DatedFact => ({ field, versions: [{ ends: { day } }, { starts: { day } }] });

  it(`warn when one ends within ${ENDING_WARN_DAYS} days of the build with nothing to follow it, or has ended`, () => {
    const facts = [
      endsOn('in 59 days', '2027-01-26'),
      endsOn('in 60 days', '2027-01-27'),
      endsOn('in 61 days', '2027-01-28'),
      endsOn('ended', '2026-10-01'),
      followed('followed tomorrow', '2026-11-29'),
      { field: 'no end', versions: [{}] },
    ];
    expect(endingSoon(facts, '2026-11-28')).toEqual([
      { field: 'in 59 days', ends: '2027-01-26' },
      { field: 'in 60 days', ends: '2027-01-27' },
      { field: 'ended', ends: '2026-10-01' },
    ]);
  });

  it('give the build no warning for the merger, which Region Østdanmark follows', () => {
    expect(factWarnings(site, prices, '2026-11-28')).toEqual([]);
    expect(factWarnings(site, prices, '2026-12-31')).toEqual([]);
  });

  it('give the build a warning, not a failure, naming the file, the field and the day, when the new region ends with nothing after it', () => {
    const ending = structuredClone(site);
    const [, ostdanmark] = ending.helplines.regions['Region Hovedstaden'];
    ostdanmark!.ends = { day: '2027-01-20', source: LAW };
    const warnings = factWarnings(ending, prices, '2026-11-28');
    expect(warnings).toEqual([
      expect.stringMatching(
        /^1 fact\(s\) end within 60 days with nothing to follow: .*: content\/site\.json: helplines\.regions\.Region Hovedstaden \(ends 2027-01-20\)$/,
      ),
    ]);
    // Seventy days before, it is not yet a warning.
    expect(factWarnings(ending, prices, '2026-11-11')).toEqual([]);
  });
});
