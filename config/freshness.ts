// Facts a visitor relies on (help-line numbers and hours, regional routes, the age of consent) go stale
// as organisations change them. Each carries the day it was checked in site.json; these pure functions
// list them and find the old ones, given "today", so the build can warn and `npm run deploy` can refuse.

/** A sourced fact: where it is in site.json, and the day it was last checked (YYYY-MM-DD). */
export interface SourcedFact {
  field: string;
  checked: string;
}

/** After this many months the build warns that a fact should be checked again. */
export const WARN_AFTER_MONTHS = 12;
/** After this many months `npm run deploy` refuses to publish it. */
export const REFUSE_AFTER_MONTHS = 18;

interface FactsOf {
  helplines: {
    national: { id: string; checked: string }[];
    regions: Record<string, { checked: string }>;
    online?: { id: string; checked: string }[];
  };
  minimumAgeSource: { checked: string };
}

/** Every sourced fact in site.json with its checked date. */
export function sourcedFacts(site: FactsOf): SourcedFact[] {
  const { national, regions, online = [] } = site.helplines;
  return [
    ...national.map((l) => ({ field: `helplines.national.${l.id}`, checked: l.checked })),
    ...Object.entries(regions).map(([region, r]) => ({ field: `helplines.regions.${region}`, checked: r.checked })),
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
