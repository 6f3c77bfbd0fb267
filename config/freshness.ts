// Facts a visitor relies on (help-line numbers and hours, regional routes, the age of consent) go stale
// as organisations change them. Each carries the day it was checked in site.json; these pure functions
// list them and find the old ones, given "today", so the build can warn and `npm run deploy` can refuse.
// Facts that change on a known day (contracts/dated.ts) are listed here too: the build warns when one ends
// soon with nothing to follow it, and gives the Worker the days on which any of them changes.
import type { Spanned } from '../contracts/dated.ts';

/** A sourced fact: where it is in site.json, and the day it was last checked (YYYY-MM-DD). */
export interface SourcedFact {
  field: string;
  checked: string;
}

/** After this many months the build warns that a fact should be checked again. */
export const WARN_AFTER_MONTHS = 12;
/** After this many months `npm run deploy` refuses to publish it. */
export const REFUSE_AFTER_MONTHS = 18;

type Version = Spanned & { checked: string };

interface FactsOf {
  helplines: {
    national: { id: string; checked: string }[];
    /** As loaded (versions) or as written in the file (deploy reads it raw: one version may stand alone). */
    regions: Record<string, Version | Version[]>;
    online?: { id: string; checked: string }[];
  };
  minimumAgeSource: { checked: string };
}

/** Every sourced fact in site.json with its checked date; of a dated one, each version not yet ended on `today`. */
export function sourcedFacts(site: FactsOf, today: string): SourcedFact[] {
  const { national, regions, online = [] } = site.helplines;
  return [
    ...national.map((l) => ({ field: `helplines.national.${l.id}`, checked: l.checked })),
    ...Object.entries(regions).flatMap(([region, fact]) => {
      const versions = Array.isArray(fact) ? fact : [fact];
      return versions.flatMap((v, i) =>
        v.ends && v.ends.day <= today
          ? []
          : [{ field: `helplines.regions.${region}${versions.length > 1 ? `[${i}]` : ''}`, checked: v.checked }],
      );
    }),
    ...online.map((l) => ({ field: `helplines.online.${l.id}`, checked: l.checked })),
    { field: 'minimumAgeSource', checked: site.minimumAgeSource.checked },
  ];
}

/** The facts checked more than `months` calendar months before `today` (YYYY-MM-DD), oldest first. */
export function olderThan(facts: SourcedFact[], months: number, today: string): SourcedFact[] {
  const limit = new Date(`${today}T00:00:00Z`);
  limit.setUTCMonth(limit.getUTCMonth() - months);
  const cutoff = limit.toISOString().slice(0, 10);
  return facts.filter((f) => f.checked < cutoff).sort((a, b) => a.checked.localeCompare(b.checked));
}

/** One line per stale fact, naming the field and its date, for the build's warning and deploy's refusal. */
export function staleMessage(stale: SourcedFact[], months: number): string {
  return `${stale.length} sourced fact(s) in content/site.json checked more than ${months} months ago; check each against its source and update \`checked\`: ${stale
    .map((f) => `${f.field} (${f.checked})`)
    .join(', ')}`;
}

/** A fact that changes or ends on a known day: where it is ("<file>: <field>") and its versions in order of time. */
export interface DatedFact {
  field: string;
  versions: Spanned[];
}

/** The build warns when a fact ends within this many days with nothing to follow it. */
export const ENDING_WARN_DAYS = 60;

/**
 * Every dated fact in a facts file's data, wherever it is: a list of versions of which one carries `starts`
 * or `ends` (config/site.ts dated). `file` names the file in each field.
 */
export function datedFacts(data: unknown, file: string, path: string[] = []): DatedFact[] {
  const field = () => `${file}: ${path.join('.')}`;
  if (Array.isArray(data)) {
    if (data.some(isVersion)) return [{ field: field(), versions: data }];
    return data.flatMap((item, i) => datedFacts(item, file, [...path, String(i)]));
  }
  if (data !== null && typeof data === 'object')
    return Object.entries(data).flatMap(([key, value]) => datedFacts(value, file, [...path, key]));
  return [];
}

const isVersion = (v: unknown) => typeof v === 'object' && v !== null && ('starts' in v || 'ends' in v);

/** The facts whose last version ends no more than `days` days after `today` (or has ended): nothing follows them. */
export function endingSoon(facts: DatedFact[], today: string, days = ENDING_WARN_DAYS): { field: string; ends: string }[] {
  const limit = new Date(`${today}T00:00:00Z`);
  limit.setUTCDate(limit.getUTCDate() + days);
  const cutoff = limit.toISOString().slice(0, 10);
  return facts.flatMap(({ field, versions }) => {
    const ends = versions.at(-1)?.ends?.day;
    return ends && ends <= cutoff ? [{ field, ends }] : [];
  });
}

/** The build's warning for facts that end soon with nothing to follow them. */
function endingMessage(ending: { field: string; ends: string }[], days = ENDING_WARN_DAYS): string {
  return `${ending.length} fact(s) end within ${days} days with nothing to follow: add the version that holds from that day (with \`starts\` and its source), or check that nothing does: ${ending
    .map((f) => `${f.field} (ends ${f.ends})`)
    .join(', ')}`;
}

/** Every day on which a dated fact starts or ends, sorted: between two of them every fact stays the same. */
export function changeDays(facts: DatedFact[]): string[] {
  const days = facts.flatMap(({ versions }) => versions.flatMap((v) => [v.starts?.day, v.ends?.day]));
  return [...new Set(days.filter((d): d is string => Boolean(d)))].sort();
}

/** The build's warnings about the facts files on `today`: facts checked long ago, and facts ending with nothing after them. */
export function factWarnings(site: FactsOf, prices: unknown, today: string): string[] {
  const stale = olderThan(sourcedFacts(site, today), WARN_AFTER_MONTHS, today);
  const ending = endingSoon(factsThatChange(site, prices), today);
  return [...(stale.length ? [staleMessage(stale, WARN_AFTER_MONTHS)] : []), ...(ending.length ? [endingMessage(ending)] : [])];
}

/** The dated facts of both facts files, as the build loaded them. */
export function factsThatChange(site: unknown, prices: unknown): DatedFact[] {
  return [...datedFacts(site, 'content/site.json'), ...datedFacts(prices, 'content/pris-og-tilskud.json')];
}
