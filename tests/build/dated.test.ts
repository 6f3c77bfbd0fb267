// Facts that change on a known day: factOn chooses the version that holds on a day, the one choice every
// page, the browser and the agent make; danishDay says which day it is in Denmark. The merger of Region
// Hovedstaden and Region Sjælland into Region Østdanmark on 1 January 2027 is the case in content/.
import { afterEach, describe, expect, it } from 'vitest';
import { loadSite } from '../../config/site.ts';
import { regionNameOn, regionsOn } from '../../contracts/content.ts';
import { BEFORE_CHANGES, danishDay, factOn, stretchOf } from '../../contracts/dated.ts';
import { ContentCopy } from '../fixtures/content-copy.ts';

const LAW = 'https://www.elov.dk/lov-om-overgangen-til-en-ny-sundhedsstruktur-overgangsloven/paragraf/126';
const merger = [
  { name: 'Region Hovedstaden', ends: { day: '2027-01-01', source: LAW } },
  { name: 'Region Østdanmark', starts: { day: '2027-01-01', source: LAW } },
];

describe('the version of a fact on a day', () => {
  it('is the old one the day before it changes, and the new one on the day itself and after', () => {
    expect(factOn(merger, '2026-12-31')?.name).toBe('Region Hovedstaden');
    expect(factOn(merger, '2027-01-01')?.name).toBe('Region Østdanmark');
    expect(factOn(merger, '2027-01-02')?.name).toBe('Region Østdanmark');
    expect(factOn(merger, '2040-06-01')?.name).toBe('Region Østdanmark');
  });

  it('is always the one version of a fact with no dates', () => {
    const fact = [{ name: 'Region Syddanmark' }];
    for (const day of [BEFORE_CHANGES, '2026-12-31', '2027-01-01', '2099-12-31']) expect(factOn(fact, day)?.name).toBe('Region Syddanmark');
  });

  it('is none before a fact takes effect or after it ends with nothing to follow', () => {
    const law = [{ name: 'ny lov', starts: { day: '2026-07-01', source: LAW }, ends: { day: '2028-01-01', source: LAW } }];
    expect(factOn(law, '2026-06-30')).toBeUndefined();
    expect(factOn(law, '2026-07-01')?.name).toBe('ny lov');
    expect(factOn(law, '2027-12-31')?.name).toBe('ny lov');
    expect(factOn(law, '2028-01-01')).toBeUndefined();
  });
});

describe('the day in Denmark', () => {
  it('turns at midnight Danish time, not UTC: 23:00 UTC on New Year’s Eve is already 1 January (CET, UTC+1)', () => {
    expect(danishDay(new Date('2026-12-31T22:59:59Z'))).toBe('2026-12-31');
    expect(danishDay(new Date('2026-12-31T23:00:00Z'))).toBe('2027-01-01');
    // Summer time (CEST, UTC+2).
    expect(danishDay(new Date('2026-07-01T21:59:59Z'))).toBe('2026-07-01');
    expect(danishDay(new Date('2026-07-01T22:00:00Z'))).toBe('2026-07-02');
  });

  it('falls in a stretch that begins on the latest change on or before it', () => {
    const changes = ['2027-01-01', '2027-07-01'];
    expect(stretchOf('2026-12-31', changes)).toBe(BEFORE_CHANGES);
    expect(stretchOf('2027-01-01', changes)).toBe('2027-01-01');
    expect(stretchOf('2027-06-30', changes)).toBe('2027-01-01');
    expect(stretchOf('2027-07-01', changes)).toBe('2027-07-01');
    expect(stretchOf('2026-12-31', [])).toBe(BEFORE_CHANGES);
  });
});

describe('the merger in content/site.json', () => {
  const { regions } = loadSite('content/site.json').helplines;

  it('names Region Hovedstaden and Region Sjælland until 31 December 2026, and Region Østdanmark from 1 January 2027', () => {
    expect(regionNameOn(regions, 'Region Hovedstaden', '2026-12-31')).toBe('Region Hovedstaden');
    expect(regionNameOn(regions, 'Region Sjælland', '2026-12-31')).toBe('Region Sjælland');
    for (const day of ['2027-01-01', '2027-01-02']) {
      expect(regionNameOn(regions, 'Region Hovedstaden', day)).toBe('Region Østdanmark');
      expect(regionNameOn(regions, 'Region Sjælland', day)).toBe('Region Østdanmark');
    }
    expect(regionNameOn(regions, 'Region Syddanmark', '2027-01-02')).toBe('Region Syddanmark');
  });

  it('keeps the numbers that still answer, each for its part of the new region, marked unconfirmed with the law as its source', () => {
    const after = regionsOn(regions, '2027-01-02');
    expect(after.map((r) => [r.regionName, r.area, r.psychiatry.phone])).toEqual([
      ['Region Østdanmark', 'det tidligere Region Hovedstaden', '1813'],
      ['Region Østdanmark', 'det tidligere Region Sjælland', '1818'],
      ['Region Syddanmark', undefined, regions['Region Syddanmark'][0]!.psychiatry.phone],
      ['Region Midtjylland', undefined, regions['Region Midtjylland'][0]!.psychiatry.phone],
      ['Region Nordjylland', undefined, regions['Region Nordjylland'][0]!.psychiatry.phone],
    ]);
    for (const region of after.slice(0, 2)) {
      expect(region.starts).toEqual({ day: '2027-01-01', source: LAW });
      expect(region.unconfirmed).toMatch(/Region Østdanmark har ikke oplyst sine akutnumre/);
      expect(region.psychiatry.how).toContain(`ringer du fortsat ${region.psychiatry.phone}`);
    }
  });
});

describe('dated facts in site.json', () => {
  let copy: ContentCopy | undefined;
  afterEach(() => copy?.remove());

  it('must follow one another: a version starts on the day the one before it ends', () => {
    copy = new ContentCopy();
    copy.editSite((s) => {
      s.helplines.regions['Region Sjælland'][1].starts.day = '2027-01-02';
    });
    expect(copy.problems()).toEqual([
      expect.stringMatching(
        /site\.json: helplines\.regions\.Region Sjælland\.1\.starts: a version must start on the day the one before it ends/,
      ),
    ]);
  });

  it('must end after they start', () => {
    copy = new ContentCopy();
    copy.editSite((s) => {
      s.helplines.regions['Region Syddanmark'].starts = { day: '2027-01-01', source: LAW };
      s.helplines.regions['Region Syddanmark'].ends = { day: '2026-01-01', source: LAW };
    });
    expect(copy.problems()).toEqual([
      expect.stringMatching(/site\.json: helplines\.regions\.Region Syddanmark\.0\.ends: ends must come after starts/),
    ]);
  });
});
