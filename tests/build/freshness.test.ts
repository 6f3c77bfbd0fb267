// Sourced facts stay fresh: every one in site.json has its checked date, the build warns after 12 months
// and `npm run deploy` refuses after 18 (tests/build/deploy.test.ts runs the refusal itself). A fact that
// changes on a known day is checked while it holds.
import { describe, expect, it } from 'vitest';
import {
  changeDays,
  datedFacts,
  olderThan,
  REFUSE_AFTER_MONTHS,
  type SourcedFact,
  sourcedFacts,
  staleMessage,
  WARN_AFTER_MONTHS,
} from '../../config/freshness.ts';
import { loadSite } from '../../config/site.ts';

const site = loadSite('content/site.json');

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
});
