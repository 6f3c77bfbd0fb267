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

/** The line for suicidal thoughts, which every error message carries beside 112. */
const suicideLine = () => HELPLINES.national.find((line) => line.id === HELPLINES.forKind.suicide[0]);

/**
 * The short line: 112, the other acute national lines, and each region's psychiatric emergency access.
 * `compact` (the consent dialog, error messages) keeps it to what fits a phone screen at a glance.
 */
export function HelpLine({ compact = false }: { compact?: boolean }) {
  const [alarm, ...others] = everywhere().filter((line) => line.acute);
  const shown = compact ? others.filter((line) => line.id === suicideLine()?.id) : others;
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

/** 112 and the suicide line, for every message about a call that failed. */
export function AcuteLine() {
  const alarm = HELPLINES.national[0];
  const suicide = suicideLine();
  return (
    <p className="helpline">
      Har du brug for hjælp nu? Ring {alarm && <a href={telHref(alarm.phone)}>{alarm.phone}</a>}
      {suicide && (
        <>
          {' '}
          eller {suicide.name} <a href={telHref(suicide.phone)}>{suicide.phone}</a>
        </>
      )}
      .
    </p>
  );
}

/** Every region's way into psychiatric emergency care, compactly: "Psykiatrisk akuthjælp: Hovedstaden 1813 · …". */
export function PsychiatryList() {
  return (
    <>
      Psykiatrisk akuthjælp:{' '}
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
