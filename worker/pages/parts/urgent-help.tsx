// The box that ends every page about a condition, a therapy form, a visitor's resource or a city: every
// line with its hours link and, on a city page, the region's own lines as they are on the page's day.
// Server-only: it reads the full help lines, of which the browser gets only a pick (ui/helplines.tsx).
import type {
  Helpline,
  Helplines,
  OpeningHours,
  PsychiatricEmergency,
  Region,
  RegionalHelpline,
  RegionOn,
} from '../../../contracts/content.ts';
import { regionsOn, telHref } from '../../../contracts/content.ts';
import { PsychiatryList } from '../../../ui/helplines.tsx';
import data from '../../../ui/generated/helplines.json';

const HELPLINES = data as Helplines;

/** A line's name without its own number, so "Alarm 112" beside the number 112 reads "Alarm". */
const nameBeside = (line: { name: string; phone: string }) => line.name.replace(line.phone, '').trim() || line.name;

interface UrgentHelpProps {
  /** The page's day (PageContext day): a region's lines may change on a known day. */
  day: string;
  /** The visitor's region (a city page): its own lines instead of the list of all five. */
  region?: Region | undefined;
  /** Ids of topical lines the page asked for in its front matter, e.g. ['vold'] or ['boern']. */
  topics?: readonly string[] | undefined;
}

/** The box that ends every page about a condition, a therapy form, a visitor's resource or a city. */
export function UrgentHelp({ day, region, topics = [] }: UrgentHelpProps) {
  const lines = [
    ...HELPLINES.national.filter((line) => !line.topical),
    ...HELPLINES.national.filter((line) => line.topical && topics.includes(line.id)),
  ];
  const [alarm, ...acute] = lines.filter((line) => line.acute);
  const counselling = lines.filter((line) => !line.acute);
  const regional = region ? regionsOn(HELPLINES.regions, day).find((r) => r.key === region) : undefined;
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
        {regional ? (
          <RegionalLines regional={regional} />
        ) : (
          <li data-acute="true">
            <PsychiatryList day={day} />
          </li>
        )}
      </ul>
      {counselling.length + HELPLINES.online.length > 0 && (
        <>
          <h3>Rådgivning – ikke akut</h3>
          <ul>
            {counselling.map((line) => (
              <Line key={line.id} line={line} />
            ))}
            {HELPLINES.online.map((help) => (
              <li key={help.id} data-online-help={help.id}>
                <a href={help.url}>{help.name}</a>: {help.note}.
              </li>
            ))}
          </ul>
        </>
      )}
      <p>Du kan også tale med din egen læge.</p>
    </aside>
  );
}

/**
 * A city's region: its psychiatric emergency access, and its medical line when that is another number.
 * The region is named as it is on the day, with the part of it the line serves where it has several:
 * "Region Østdanmark (det tidligere Region Hovedstaden)".
 */
function RegionalLines({ regional }: { regional: RegionOn<RegionalHelpline> }) {
  const psychiatry: PsychiatricEmergency = regional.psychiatry;
  const place = regional.area ? `${regional.regionName} (${regional.area})` : regional.regionName;
  const hours = <HoursLink url={regional.url} name={`${regional.name} i ${place}`} />;
  return (
    <>
      <li data-region={regional.key} data-acute="true">
        <a href={telHref(psychiatry.phone)} className="helpline-number">
          {psychiatry.phone}
        </a>{' '}
        {psychiatry.name} i {place}: {psychiatry.how} {regional.phone === psychiatry.phone && hours}
      </li>
      {regional.phone !== psychiatry.phone && (
        <li data-region={regional.key} data-acute="true">
          <a href={telHref(regional.phone)} className="helpline-number">
            {regional.phone}
          </a>{' '}
          {regional.name} i {place}, hvis du skal have fat i en læge, og det ikke kan vente. {hours}
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
      {line.alwaysOpen && ' Åbent døgnet rundt.'}
      {line.hours && ` Telefontid: ${hoursText(line.hours)}.`} {line.hoursUrl && <HoursLink url={line.hoursUrl} name={line.name} />}
    </li>
  );
}

const DAY_NAMES = ['mandag', 'tirsdag', 'onsdag', 'torsdag', 'fredag', 'lørdag', 'søndag'];

/** "tirsdag kl. 09.00-11.00 og torsdag kl. 13.00-15.00", from the hours site.json copied from the organisation's page. */
function hoursText(hours: OpeningHours[]): string {
  return hours
    .map(({ days, from, to }) => `${days.map((d) => DAY_NAMES[d - 1]).join(', ')} kl. ${from.replace(':', '.')}-${to.replace(':', '.')}`)
    .join(' og ');
}

/** Hours change: the organisation's own page has them, and we link to it beside any we show (checked on the date in site.json). */
function HoursLink({ url, name }: { url: string; name: string }) {
  return (
    <a href={url}>
      Se åbningstider<span className="visually-hidden"> for {name}</span>
    </a>
  );
}
