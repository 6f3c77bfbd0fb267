// Fixed vocabularies of the content, shared by the Worker, the browser, the build and the agent.
import { factOn, type Span, type Spanned } from './dated.ts';
import type { CrisisKind } from './screen.ts';

export const ICONS = [
  'compass',
  'heart',
  'leaf',
  'moon',
  'brain',
  'users',
  'book',
  'briefcase',
  'sparkles',
  'wind',
  'sun',
  'shield',
  'message',
  'route',
  'scale',
  'star',
  'home',
  'search',
  'map',
  'phone',
] as const;
export const COLORS = ['blue', 'teal', 'green', 'amber', 'orange', 'rose', 'purple', 'indigo', 'slate'] as const;
export const THERAPY_GROUPS = [
  'Kognitive og adfærdsorienterede terapier',
  'Mindfulness og tredjebølgeterapier',
  'Psykodynamiske og relationelle terapier',
  'Humanistiske og eksistentielle terapier',
  'Par-, familie- og systemiske terapier',
  'Krops- og traumeterapier',
  'Kreative og oplevelsesorienterede terapier',
  'Andre tilgange',
] as const;
/**
 * The regions as the help lines know them: the key of a region's lines in site.json and a city's `region`.
 * A key names the area a line serves; what the pages call the region on a day is the line's `region`
 * (from 1 January 2027 Region Hovedstaden and Region Sjælland are Region Østdanmark: see regionsOn).
 */
export const REGIONS = ['Region Hovedstaden', 'Region Sjælland', 'Region Syddanmark', 'Region Midtjylland', 'Region Nordjylland'] as const;

/** Hero images exist in these widths, as <name>-<width>.<ext> beside the named file. */
export const IMAGE_WIDTHS = [640, 1200] as const;
export const imageVariant = (image: string, width: number) => image.replace(/\.(\w+)$/, `-${width}.$1`);
export type Region = (typeof REGIONS)[number];

/**
 * Urgent help, as content/site.json's `helplines` lists it. The site, the consent dialog and the voice
 * agent all read this one list. `national` starts with 112. A `topical` line (violence, children) is
 * shown only on pages whose front matter names its id under `helplines`; the others are shown with
 * every urgent-help box. `acute` marks lines for danger now, as against counselling. `alwaysOpen` may
 * be set only where the organisation's own page (`source`) says so; every other line links to the
 * organisation's page with its hours (`hoursUrl`), which we never copy. `spoken` is the number as the
 * voice agent says it.
 */
export interface Helpline {
  id: string;
  name: string;
  phone: string;
  spoken: string;
  url: string;
  source: string;
  hoursUrl?: string;
  note?: string;
  acute: boolean;
  topical?: boolean;
  alwaysOpen?: boolean;
  /** When a line that is not always open answers (Danish time), from the organisation's own page. */
  hours?: OpeningHours[];
  /** Not known to answer in the evening and at night (22–08): the agent does not offer it then. */
  notAtNight?: boolean;
  /** The day the number and hours were last checked against `source` (YYYY-MM-DD). */
  checked: string;
  /** What the organisation's own page did not confirm. */
  unconfirmed?: string;
}
/** Help without a phone line: a chat, or centres to walk into. */
interface OnlineHelp {
  id: string;
  name: string;
  url: string;
  source: string;
  note: string;
  checked: string;
}
/**
 * One stretch of opening hours: from `from` to `to` (HH:MM) on each of `days` (1 = Monday … 7 = Sunday,
 * the day the stretch starts); a `to` at or before `from` runs past midnight into the next day.
 */
export interface OpeningHours {
  days: number[];
  from: string;
  to: string;
}
/** A region's psychiatric emergency service (open around the clock) and how to reach it. */
export interface PsychiatricEmergency {
  name: string;
  phone: string;
  spoken: string;
  how: string;
  source: string;
}
/**
 * A region's acute / out-of-hours medical line, as one version of a dated fact (contracts/dated.ts): a
 * region merged on a known day has a version before that day and one from it.
 */
export interface RegionalHelpline extends Span {
  /** The region's name as the pages say it, where it is not the key: "Region Østdanmark". */
  region?: string;
  /** The part of that region the line serves, where the region has several: "det tidligere Region Hovedstaden". */
  area?: string;
  name: string;
  phone: string;
  spoken: string;
  url: string;
  source: string;
  psychiatry: PsychiatricEmergency;
  checked: string;
  unconfirmed?: string;
}
export interface Helplines {
  national: Helpline[];
  /** Each region's line as its versions in order of time (one, unless it changes on a known day): regionsOn chooses a day's. */
  regions: Record<Region, RegionalHelpline[]>;
  online: OnlineHelp[];
  /** For each kind of danger (contracts/screen.ts CRISIS_KINDS), the national lines that fit it after 112. */
  forKind: Record<CrisisKind, string[]>;
}

/**
 * The part of the help lines the browser's components read (the header's call: the consent dialog,
 * the call screen, the error messages): each national line's name, number and kind, every region's
 * psychiatric emergency number, and the lines for each kind of danger. The client build gives the
 * browser this pick of the one generated file; the full lines (hours, sources, regional lines) stay
 * on the server.
 */
type BrowserHelpline = Pick<Helpline, 'id' | 'name' | 'phone' | 'note' | 'acute' | 'topical'>;
/** A version of a region's line as the browser has it: the names, the number and the days (without their sources). */
type BrowserRegion = Pick<RegionalHelpline, 'region' | 'area'> & { psychiatry: Pick<PsychiatricEmergency, 'phone'> } & Spanned;
export interface BrowserHelplines {
  national: BrowserHelpline[];
  regions: Record<Region, BrowserRegion[]>;
  forKind: Helplines['forKind'];
}

export function browserHelplines({ national, regions, forKind }: Helplines): BrowserHelplines {
  const day = (d: { day: string } | undefined) => d && { day: d.day };
  return {
    national: national.map(({ id, name, phone, note, acute, topical }) => ({ id, name, phone, note, acute, topical })),
    regions: Object.fromEntries(
      Object.entries(regions).map(([key, versions]) => [
        key,
        versions.map(({ region, area, psychiatry, starts, ends }) => ({
          region,
          area,
          psychiatry: { phone: psychiatry.phone },
          starts: day(starts),
          ends: day(ends),
        })),
      ]),
    ) as BrowserHelplines['regions'],
    forKind,
  };
}

/** A region's line on a day, with the key it is listed under and the region's name as the pages say it then. */
export type RegionOn<L> = L & { key: Region; regionName: string };

/**
 * Every region's line that holds on `day` (YYYY-MM-DD, Danish), in REGIONS order: the one place the pages,
 * the browser and the agent turn a region into the name and number of that day. A region whose line has
 * ended with nothing after it is left out (the build warns 60 days before: config/freshness.ts).
 */
export function regionsOn<L extends Spanned & { region?: string | undefined }>(regions: Record<Region, L[]>, day: string): RegionOn<L>[] {
  return REGIONS.flatMap((key) => {
    const line = factOn(regions[key], day);
    return line ? [{ ...line, key, regionName: line.region ?? key }] : [];
  });
}

/** The region a key names on `day`: "Region Hovedstaden" until 2027, "Region Østdanmark" from then. */
export function regionNameOn<L extends Spanned & { region?: string | undefined }>(
  regions: Record<Region, L[]>,
  key: Region,
  day: string,
): string {
  return factOn(regions[key], day)?.region ?? key;
}

/** A tel: link: eight-digit Danish numbers get +45, short codes (112, 1813, 116 111) stay as they are. */
export function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return `tel:${digits.length === 8 ? `+45${digits}` : digits}`;
}

/** "Region Syddanmark" → "Syddanmark", for compact lists. */
export const regionShortName = (region: string) => region.replace(/^Region /, '');

/** First words of method names that are names of people or brands, so they keep their capital. */
const PROPER_FIRST_WORDS = new Set(['Bodynamic', 'Gottman', 'Imago', 'Marte', 'Somatic']);

/**
 * A method's or condition's name as it reads inside a Danish sentence: "kognitiv terapi", but "EMDR",
 * "OCD", "Gottman-metoden" and "Marte Meo". Only an ordinary first word is lower-cased; acronyms and
 * proper names keep the casing they are written with.
 */
export function inSentence(name: string): string {
  const first = name.split(/[\s-]/, 1)[0] ?? '';
  if (!/^[A-ZÆØÅ][a-zæøå]+$/.test(first) || PROPER_FIRST_WORDS.has(first)) return name;
  return name.charAt(0).toLowerCase() + name.slice(1);
}

/** Lower case, æ ø å written as ae oe aa and other accents dropped: "Nykøbing Falster" → "nykoebing falster". */
export function foldDanish(text: string): string {
  return text
    .normalize('NFC')
    .toLowerCase()
    .replace(/æ/g, 'ae')
    .replace(/ø/g, 'oe')
    .replace(/å/g, 'aa')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
}
