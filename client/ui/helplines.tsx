// Where to get urgent help. The one component that shows the help lines: the footer, the urgent-help
// box on condition, therapy-form, resource and city pages, the privacy policy and the consent dialog.
// The lines come from content/site.json (`helplines`) through a module the build writes, so no
// number is written here or in Markdown. 112 is always first.
import { Fragment } from 'react';
import { REGIONS, regionShortName, telHref, type Helpline, type Helplines, type Region } from '../../contracts/content.ts';
import data from '../generated/helplines.json';

export const HELPLINES = data as Helplines;

/** The lines every urgent-help box shows; 112 first (the schema holds it there). */
const everywhere = () => HELPLINES.national.filter((line) => !line.topical);

/** The short line in the footer and the consent dialog: 112, the national lines, and all five regions. */
export function HelpLine() {
  const [alarm, ...others] = everywhere();
  return (
    <p className="helpline">
      <strong>Brug for hjælp nu?</strong>{' '}
      {alarm && (
        <>
          Ring <a href={telHref(alarm.phone)}>{alarm.phone}</a> {alarm.note}
        </>
      )}
      {others.map((line) => (
        <Fragment key={line.id}>
          {' '}
          · {line.name} <a href={telHref(line.phone)}>{line.phone}</a>
        </Fragment>
      ))}
      {' · '}
      <RegionList />
    </p>
  );
}

export interface UrgentHelpProps {
  /** The visitor's region (a city page): its own line instead of the list of all five. */
  region?: Region | undefined;
  /** Ids of topical lines the page asked for in its front matter, e.g. ['vold'] or ['boern']. */
  topics?: readonly string[] | undefined;
}

/** The box that ends every page about a condition, a therapy form, a visitor's resource or a city. */
export function UrgentHelp({ region, topics = [] }: UrgentHelpProps) {
  const [alarm, ...others] = everywhere();
  const topical = HELPLINES.national.filter((line) => line.topical && topics.includes(line.id));
  const regional = region ? HELPLINES.regions[region] : undefined;
  return (
    <aside className="urgent-help" aria-labelledby="akut-hjaelp">
      <h2 id="akut-hjaelp">Har du brug for hjælp nu?</h2>
      <p>Du skal ikke vente på en terapeut, hvis det er svært lige nu. Ring til en af disse:</p>
      <ul>
        {alarm && <Line line={alarm} />}
        {region && regional ? (
          <li data-region={region}>
            <a href={telHref(regional.phone)} className="helpline-number">
              {regional.phone}
            </a>{' '}
            {regional.name} i {region}, hvis du skal have fat i en læge, og det ikke kan vente.{' '}
            <HoursLink url={regional.url} name={`${regional.name} i ${region}`} />
          </li>
        ) : (
          <li>
            <RegionList />
          </li>
        )}
        {topical.map((line) => (
          <Line key={line.id} line={line} />
        ))}
        {others.map((line) => (
          <Line key={line.id} line={line} />
        ))}
      </ul>
      <p>Du kan også tale med din egen læge.</p>
    </aside>
  );
}

function Line({ line }: { line: Helpline }) {
  return (
    <li data-helpline={line.id}>
      <a href={telHref(line.phone)} className="helpline-number">
        {line.phone}
      </a>{' '}
      {line.alwaysOpen ? <a href={line.url}>{line.name}</a> : line.name}
      {line.note ? `, ${line.note}.` : '.'} {line.hoursUrl && <HoursLink url={line.hoursUrl} name={line.name} />}
    </li>
  );
}

/** We never copy opening hours: they change. The organisation's own site has them. */
function HoursLink({ url, name }: { url: string; name: string }) {
  return (
    <a href={url}>
      Se åbningstider<span className="visually-hidden"> for {name}</span>
    </a>
  );
}

/** All five regions' acute lines, compactly: "Lægevagt og akuttelefon: Hovedstaden 1813 · …". */
function RegionList() {
  return (
    <>
      Lægevagt og akuttelefon:{' '}
      {REGIONS.map((region, i) => (
        <Fragment key={region}>
          {i > 0 && ' · '}
          {regionShortName(region)} <a href={telHref(HELPLINES.regions[region].phone)}>{HELPLINES.regions[region].phone}</a>
        </Fragment>
      ))}
    </>
  );
}
