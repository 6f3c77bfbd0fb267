// Where to get urgent help. The one component that shows the help lines: the footer, the urgent-help
// box on condition, therapy-form, resource and city pages, the privacy policy, the consent dialog and
// the call's error messages. The lines come from content/site.json (`helplines`) through a module the
// build writes, so no number is written here or in Markdown. 112 is always first; every number is
// printed once; acute lines and counselling are told apart.
import { Fragment } from 'react';
import {
  type Helpline,
  type Helplines,
  type PsychiatricEmergency,
  REGIONS,
  type Region,
  type RegionalHelpline,
  regionShortName,
  telHref,
} from '../contracts/content.ts';
import data from './generated/helplines.json';

export const HELPLINES = data as Helplines;

/** The lines every urgent-help box shows (topical ones only where a page asks); 112 first. */
const everywhere = () => HELPLINES.national.filter((line) => !line.topical);
/** A line's name without its own number, so "Alarm 112" beside the number 112 reads "Alarm". */
const nameBeside = (line: { name: string; phone: string }) => line.name.replace(line.phone, '').trim() || line.name;

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

export interface UrgentHelpProps {
  /** The visitor's region (a city page): its own lines instead of the list of all five. */
  region?: Region | undefined;
  /** Ids of topical lines the page asked for in its front matter, e.g. ['vold'] or ['boern']. */
  topics?: readonly string[] | undefined;
}

/** The box that ends every page about a condition, a therapy form, a visitor's resource or a city. */
export function UrgentHelp({ region, topics = [] }: UrgentHelpProps) {
  const lines = [...everywhere(), ...HELPLINES.national.filter((line) => line.topical && topics.includes(line.id))];
  const [alarm, ...acute] = lines.filter((line) => line.acute);
  const counselling = lines.filter((line) => !line.acute);
  const regional = region ? HELPLINES.regions[region] : undefined;
  return (
    <aside className="urgent-help" aria-labelledby="akut-hjaelp">
      <h2 id="akut-hjaelp">Har du brug for hjælp nu?</h2>
      <p>Du skal ikke vente på en terapeut, hvis det er svært lige nu.</p>
      <h3>Akut hjælp – ring nu</h3>
      <ul>
        {alarm && <Line line={alarm} />}
        {acute.map((line) => (
          <Line key={line.id} line={line} />
        ))}
        {region && regional ? (
          <RegionalLines region={region} regional={regional} />
        ) : (
          <li data-acute="true">
            <PsychiatryList />
          </li>
        )}
      </ul>
      {counselling.length > 0 && (
        <>
          <h3>Rådgivning – ikke akut</h3>
          <ul>
            {counselling.map((line) => (
              <Line key={line.id} line={line} />
            ))}
          </ul>
        </>
      )}
      <p>Du kan også tale med din egen læge.</p>
    </aside>
  );
}

/** A city's region: its psychiatric emergency access, and its medical line when that is another number. */
function RegionalLines({ region, regional }: { region: Region; regional: RegionalHelpline }) {
  const psychiatry: PsychiatricEmergency = regional.psychiatry;
  const hours = <HoursLink url={regional.url} name={`${regional.name} i ${region}`} />;
  return (
    <>
      <li data-region={region} data-acute="true">
        <a href={telHref(psychiatry.phone)} className="helpline-number">
          {psychiatry.phone}
        </a>{' '}
        Psykiatrisk akuthjælp i {region}: {psychiatry.how} {regional.phone === psychiatry.phone && hours}
      </li>
      {regional.phone !== psychiatry.phone && (
        <li data-region={region} data-acute="true">
          <a href={telHref(regional.phone)} className="helpline-number">
            {regional.phone}
          </a>{' '}
          {regional.name} i {region}, hvis du skal have fat i en læge, og det ikke kan vente. {hours}
        </li>
      )}
    </>
  );
}

function Line({ line }: { line: Helpline }) {
  const name = nameBeside(line);
  return (
    <li data-helpline={line.id} data-acute={String(line.acute)}>
      <a href={telHref(line.phone)} className="helpline-number">
        {line.phone}
      </a>{' '}
      {line.alwaysOpen ? <a href={line.url}>{name}</a> : name}
      {line.note ? `, ${line.note}.` : '.'}
      {line.alwaysOpen && ' Åbent døgnet rundt.'} {line.hoursUrl && <HoursLink url={line.hoursUrl} name={line.name} />}
    </li>
  );
}

/** We never copy opening hours: they change. The organisation's own page has them. */
function HoursLink({ url, name }: { url: string; name: string }) {
  return (
    <a href={url}>
      Se åbningstider<span className="visually-hidden"> for {name}</span>
    </a>
  );
}

/** Every region's way into psychiatric emergency care, compactly: "Psykiatrisk akuthjælp: Hovedstaden 1813 · …". */
function PsychiatryList() {
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
