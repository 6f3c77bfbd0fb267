// Where to get urgent help, in the short forms the server pages and the browser share: the footer,
// the privacy policy, the consent dialog and the call's error messages. The lines come from
// content/site.json (`helplines`) through the one file the build writes (ui/generated/helplines.json),
// so no number is written here or in Markdown. 112 is always first; every number is printed once.
// The urgent-help box with every detail is server-only (worker/pages/parts/urgent-help.tsx).
// A region's line can change on a known day (a merger), so each part is given the day it is for: the
// request's on the server, the visitor's own in the browser (contracts/dated.ts danishDay).
import { Fragment } from 'react';
import { type BrowserHelplines, type RegionOn, regionShortName, regionsOn, telHref } from '../contracts/content.ts';
import data from './generated/helplines.json';

/** The lines as the browser has them: the client build gives it only this pick (contracts/content.ts browserHelplines). */
export const HELPLINES: BrowserHelplines = data;

/** The lines every urgent-help box shows (topical ones only where a page asks); 112 first. */
const everywhere = () => HELPLINES.national.filter((line) => !line.topical);

/**
 * The short line: 112, then each region's way into psychiatric emergency care. `compact` (the consent
 * dialog) leaves out the other acute national lines. Livslinien is not here: it is a volunteer line that is
 * not open around the clock, so it never stands beside 112 as if it were an emergency number.
 */
export function HelpLine({ compact = false, day }: { compact?: boolean; day: string }) {
  const [alarm, ...others] = everywhere().filter((line) => line.acute);
  const shown = compact ? [] : others;
  return (
    <p className="helpline">
      <strong>Brug for hjælp nu?</strong>{' '}
      {alarm && (
        <>
          Ring <a href={telHref(alarm.phone)}>{alarm.phone}</a> {alarm.note}
        </>
      )}
      {shown.map((line) => (
        <Fragment key={line.id}>
          {' '}
          · {line.name} <a href={telHref(line.phone)}>{line.phone}</a>
        </Fragment>
      ))}
      {' · '}
      <PsychiatryList day={day} />
    </p>
  );
}

/** 112 and the regional way into psychiatric emergency care, for every message about a call that failed. */
export function AcuteLine({ day }: { day: string }) {
  const alarm = HELPLINES.national[0];
  return (
    <p className="helpline">
      Har du brug for hjælp nu? Ring {alarm && <a href={telHref(alarm.phone)}>{alarm.phone}</a>} ved fare for liv.{' '}
      <PsychiatryList day={day} />
    </p>
  );
}

/**
 * Every region's number for an acute mental crisis on `day`, compactly: "Akut psykisk krise – ring i din
 * region: Hovedstaden 1813 · …"; a region with a number for each of its parts names the part beside it
 * ("Østdanmark 1813 i det tidligere Region Hovedstaden, 1818 i det tidligere Region Sjælland"). Some are the
 * region's akuttelefon or lægevagt, which sends you on to psychiatric emergency care, so the label says
 * where to ring, not that each number is a psychiatric service.
 */
export function PsychiatryList({ day }: { day: string }) {
  return (
    <>
      Akut psykisk krise – ring i din region:{' '}
      {byRegionName(regionsOn(HELPLINES.regions, day)).map(([name, parts], i) => (
        <Fragment key={name}>
          {i > 0 && ' · '}
          {regionShortName(name)}
          {parts.map((part, j) => (
            <Fragment key={part.key}>
              {j > 0 && ','} <a href={telHref(part.psychiatry.phone)}>{part.psychiatry.phone}</a>
              {part.area && ` i ${part.area}`}
            </Fragment>
          ))}
        </Fragment>
      ))}
    </>
  );
}

/** The regions' lines grouped by the region's name of the day, in REGIONS order. */
function byRegionName<L>(lines: RegionOn<L>[]): [string, RegionOn<L>[]][] {
  const groups = new Map<string, RegionOn<L>[]>();
  for (const line of lines) groups.set(line.regionName, [...(groups.get(line.regionName) ?? []), line]);
  return [...groups];
}
