// Whether a help line answers now, from its opening hours in Danish time.
import { describe, expect, it } from 'vitest';
import { openNow } from '../../agent/hours.ts';

const evenings = { hours: [{ days: [1, 2, 3, 4, 5], from: '17:00', to: '02:00' }] };

describe('opening hours', () => {
  it.each([
    ['2026-11-23T16:30:00Z', 'open'], // Monday 17:30 (UTC+1 in winter)
    ['2026-11-23T15:59:00Z', 'closed'], // Monday 16:59
    ['2026-11-24T00:30:00Z', 'open'], // Tuesday 01:30, after Monday evening
    ['2026-11-24T01:00:00Z', 'closed'], // Tuesday 02:00
    ['2026-11-29T00:30:00Z', 'closed'], // Sunday 01:30: Saturday evening is not listed
  ] as const)('%s is %s on weekday evenings', (utc, expected) => {
    expect(openNow(evenings, new Date(utc))).toBe(expected);
  });

  it('runs past midnight into Saturday after a Friday evening, and follows summer time', () => {
    expect(openNow(evenings, new Date('2026-11-28T00:30:00Z'))).toBe('open'); // Saturday 01:30
    expect(openNow(evenings, new Date('2026-06-22T15:30:00Z'))).toBe('open'); // Monday 17:30 (UTC+2 in summer)
    expect(openNow(evenings, new Date('2026-06-22T14:30:00Z'))).toBe('closed'); // Monday 16:30
  });

  it('takes a line marked always open as open, and one without hours as unknown', () => {
    expect(openNow({ alwaysOpen: true }, new Date())).toBe('open');
    expect(openNow({}, new Date())).toBe('unknown');
  });
});
