// Whether a help line answers now, from its opening hours in content/site.json (the organisation's own
// page is the source): the agent names the fitting line unless it is closed, and 112 always.
import type { Helpline, OpeningHours } from '../contracts/content.ts';

const DANISH_TIME = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Copenhagen',
  weekday: 'short',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/** Monday 1 … Sunday 7, and minutes since midnight, in Danish time. */
function danishClock(now: Date): { day: number; minute: number } {
  const parts = Object.fromEntries(DANISH_TIME.formatToParts(now).map((p) => [p.type, p.value]));
  return { day: WEEKDAYS.indexOf(parts.weekday!) + 1, minute: Number(parts.hour) * 60 + Number(parts.minute) };
}

const minutesOf = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

/**
 * A line marked always open is open; a line with hours is open inside one of its stretches and closed
 * outside them; a line with neither has hours we could not confirm, so it is named with a fallback.
 */
export function openNow(line: Pick<Helpline, 'alwaysOpen' | 'hours'>, now: Date): 'open' | 'closed' | 'unknown' {
  if (line.alwaysOpen) return 'open';
  if (!line.hours) return 'unknown';
  const { day, minute } = danishClock(now);
  return line.hours.some((stretch) => covers(stretch, day, minute)) ? 'open' : 'closed';
}

/**
 * Evening and night in Danish time (22–08), when a line marked notAtNight in site.json is not offered
 * (Psykiatrifonden: its only hours found end at 22, and its line has closed for holidays).
 */
export function quietHours(now: Date): boolean {
  const { minute } = danishClock(now);
  return minute < 8 * 60 || minute >= 22 * 60;
}

function covers({ days, from, to }: OpeningHours, day: number, minute: number): boolean {
  const start = minutesOf(from);
  const end = minutesOf(to);
  if (end > start) return days.includes(day) && minute >= start && minute < end;
  // Past midnight (or a whole day, when to equals from): the evening of a listed day, or the hours after it.
  const yesterday = day === 1 ? 7 : day - 1;
  return (days.includes(day) && minute >= start) || (days.includes(yesterday) && minute < end);
}
