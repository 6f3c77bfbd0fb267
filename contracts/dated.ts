// Facts that change on a known day (a law in force, a region merged): a fact is a list of versions in order
// of time, each holding from the day it takes effect (`starts`) up to the day it ends (`ends`), each day with
// the page that says so (a content file may write a fact that never changes as its one version alone).
// factOn is the one place that chooses the version holding on a day: the Worker asks it with the request's
// day, the browser with the visitor's and the voice agent with the call's, so the site says the new fact on
// its first day without a deploy.

/** The day a version takes effect or ends (YYYY-MM-DD, a day in Danish time), and the page that says so. */
interface FactDay {
  day: string;
  source: string;
}

/**
 * When a version holds: from `starts.day` up to and including the day before `ends.day`. Without `starts`
 * it has held since before we knew; without `ends`, until further notice. A version that follows another
 * starts on the day the one before it ends.
 */
export interface Span {
  starts?: FactDay;
  ends?: FactDay;
}

/** What choosing needs of a version: the days of its span (the browser gets them without their sources). */
export type Spanned = { starts?: { day: string } | undefined; ends?: { day: string } | undefined };

/**
 * The version of a fact (its versions in order of time) that holds on `day` (YYYY-MM-DD), or undefined before
 * it starts or after it ends. A version without `starts` or `ends` has no such bound: a fact with no dates holds always.
 */
export function factOn<V extends object>(versions: readonly V[], day: string): V | undefined {
  return versions.find((v) => {
    const { starts, ends } = v as Spanned;
    return (!starts || starts.day <= day) && (!ends || day < ends.day);
  });
}

const DANISH_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Copenhagen', year: 'numeric', month: '2-digit', day: '2-digit' });

/** The day it is in Denmark at `at`, as YYYY-MM-DD: at 23:30 UTC on 31 December it is already 1 January here. */
export function danishDay(at: Date): string {
  const parts = Object.fromEntries(DANISH_DAY.formatToParts(at).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** A day before every fact's first change: the facts as they are now hold on it. */
export const BEFORE_CHANGES = '0000-01-01';

/**
 * The first day of the stretch `day` lies in: the latest of `changeDays` (sorted) on or before it, or
 * BEFORE_CHANGES. Every fact is the same on each day of a stretch, so a page rendered on one day of it is
 * right on all of them: the Worker keeps and tags pages by stretch, not by day.
 */
export function stretchOf(day: string, changeDays: readonly string[]): string {
  let start = BEFORE_CHANGES;
  for (const change of changeDays) if (change <= day) start = change;
  return start;
}
