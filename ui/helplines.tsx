// Where to get urgent help, in the short forms the server pages and the browser share: the footer,
// the privacy policy, the consent dialog and the call's error messages. The lines come from
// content/site.json (`helplines`) through the one file the build writes (ui/generated/helplines.json),
// so no number is written here or in Markdown. 112 is always first; every number is printed once.
// The urgent-help box with every detail is server-only (worker/pages/parts/urgent-help.tsx).
import { Fragment } from 'react';
import { type BrowserHelplines, REGIONS, regionShortName, telHref } from '../contracts/content.ts';
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
export function HelpLine({ compact = false }: { compact?: boolean }) {
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
      <PsychiatryList />
    </p>
  );
}

/** 112 and the regional way into psychiatric emergency care, for every message about a call that failed. */
export function AcuteLine() {
  const alarm = HELPLINES.national[0];
  return (
    <p className="helpline">
      Har du brug for hjælp nu? Ring {alarm && <a href={telHref(alarm.phone)}>{alarm.phone}</a>} ved fare for liv. <PsychiatryList />
    </p>
  );
}

/**
 * Every region's number for an acute mental crisis, compactly: "Akut psykisk krise – ring i din region:
 * Hovedstaden 1813 · …". Some are the region's akuttelefon or lægevagt, which sends you on to psychiatric
 * emergency care, so the label says where to ring, not that each number is a psychiatric service.
 */
export function PsychiatryList() {
  return (
    <>
      Akut psykisk krise – ring i din region:{' '}
      {REGIONS.map((region, i) => (
        <Fragment key={region}>
          {i > 0 && ' · '}
          {regionShortName(region)}{' '}
          <a href={telHref(HELPLINES.regions[region].psychiatry.phone)}>{HELPLINES.regions[region].psychiatry.phone}</a>
        </Fragment>
      ))}
    </>
  );
}
