// The price and subsidy guide (/pris-og-tilskud) as pure functions of content/pris-og-tilskud.json: what a
// visitor's answers entitle them to (priceGuide), the same in plain Danish (guideText), the answer's URL and
// the reading of a query string. The Worker's page, the voice agent's tool and the build's language check
// all go through here, so the page, the call and the checked text cannot disagree. Every sentence says
// "du kan have ret til": the doctor and the region decide, never we.

import { factOn, type Span } from './dated.ts';

export const GUIDE_PATH = '/pris-og-tilskud';

/** The guide's title, summary and opening, for its page, its JSON-LD and the build's language check. */
export const GUIDE_TITLE = 'Hvad koster det at gå til psykolog?';
export const GUIDE_DESCRIPTION =
  'Svar på fire spørgsmål, og se, hvad en psykolog kan koste for dig: med og uden tilskud, hvor mange samtaler og hvad du gør først.';
export const GUIDE_INTRO = [
  'Svar på fire korte spørgsmål. Så viser vi, hvad du kan have ret til, og hvad du gør først.',
  'Svaret er en vejledning, ikke en afgørelse. Det er din læge og regionen, der vurderer din sag.',
];

/** What it is about: the eleven referral categories by a plain slug, and "noget andet". */
export const GUIDE_TOPICS = [
  'vold',
  'ulykke',
  'paaroerende-psykisk',
  'alvorlig-sygdom',
  'paaroerende-sygdom',
  'doedsfald',
  'selvmordsforsoeg',
  'sen-abort',
  'overgreb',
  'depression',
  'angst',
  'andet',
] as const;
export type GuideTopic = (typeof GUIDE_TOPICS)[number];
const OTHER_TOPIC = 'andet' satisfies GuideTopic;
export const OTHER_LABEL = 'Noget andet, fx stress, et brud eller problemer på arbejdet';

interface Source extends Span {
  organisation: string;
  title: string;
  url: string;
}

/** A fact of the file: `value` is null unless the organisation's own page confirmed it. The file also
 *  records what that page said (`said`, required by config/prices.ts) for whoever checks the fact; no code
 *  reads it, so it is not typed here and the Worker's content leaves it out (scripts/build.ts workerPrices). */
interface Fact<V> {
  value: V | null;
  status: 'confirmed' | 'unconfirmed';
  /** The page it comes from, as versions in order of time (contracts/dated.ts): sourceOn gives a day's. */
  source: Source[];
  checked: string;
}

/** The newest dated amounts found published elsewhere than at the organisation that sets them (config/prices.ts). */
interface LastPublished {
  value: { first: number; later: number };
  year: number;
  source: Source;
  checked: string;
}

interface Category {
  topic: Exclude<GuideTopic, 'andet'>;
  number: number;
  /** event: the referral has a time limit after the event; abuse: no limit; illness: depression or anxiety. */
  kind: 'event' | 'abuse' | 'illness';
  label: string;
}

type Range = { from: number; to: number };
type Weeks = { weeks: number; year: number };

export interface PriceFacts {
  categories: Category[];
  facts: {
    categories: Fact<11>;
    illnessMinAge: Fact<number>;
    regionSharePct: Fact<number>;
    patientSharePct: Fact<number>;
    patientShareKroner: Fact<{ first: number; later: number; from: string }> & { lastPublished?: LastPublished };
    freeYouth: Fact<Range>;
    sessions: Fact<{ first: number; extra: number }>;
    eventReferralMonths: Fact<number>;
    eventReferralLatestMonths: Fact<number>;
    privatePrices: Fact<Range & { year: number }>;
    waitYouthWeeks: Fact<Weeks>;
    waitIllnessWeeks: Fact<Weeks>;
    waitEventWeeks: Fact<Weeks>;
    danmarkAmounts: Fact<Record<string, number>>;
    municipalOffer: Fact<true>;
    municipalAges: Fact<Range>;
    headspace: Fact<Range>;
    fastTreatmentYouth: Fact<string>;
  };
  /** The site's own rough figure for a private therapist of any kind (the anxiety FAQ's), and what it covers. */
  siteEstimate: Range & { covers: string };
}

/** The visitor's answers. Insurance is optional: the voice agent asks only what it needs. */
export interface GuideAnswers {
  age: number;
  topic: GuideTopic;
  /** Has, or can get, a referral from their own doctor. */
  referral: boolean;
  /** A member of sygeforsikringen "danmark" or insured through work; undefined when not asked. */
  insurance?: boolean | undefined;
}

/** What may apply, as data: every figure is a confirmed value of the file or absent. */
export interface GuideResult {
  category: Category | undefined;
  /** The region's subsidy the visitor may be entitled to: all of the fee, a share, or none. */
  subsidy: 'free' | 'share' | 'none';
  /** Why none: the topic is not one of the categories, or depression and anxiety count only from illnessMinAge. */
  noSubsidyBecause?: 'not-listed' | 'too-young';
  /** The age from which depression and anxiety count, when that is why. */
  fromAge?: number;
  /**
   * The patient's share in per cent, and in kroner when the current amounts are confirmed; otherwise the newest
   * amounts published elsewhere, with their year, shown as not confirmed.
   */
  share?: { pct: number; kroner?: { first: number; later: number }; published?: { first: number; later: number; year: number } };
  privatePrice?: Range & { year: number };
  sessions?: { first: number; extra: number };
  /** The referral's time limit after the event (event categories only). */
  referralMonths?: { normal: number; latest?: number };
  firstStep: 'find-psychologist' | 'ask-doctor' | 'pick-category' | 'municipal' | 'doctor-or-private';
  /** A measured average, or unknown. */
  waiting: Weeks | 'unknown';
  waitingFor: 'youth' | 'illness' | 'event' | 'private';
  municipal: boolean;
  headspace?: Range;
  /** A treatment's slug the therapist search can filter on, where one fits the topic. */
  searchSpecialty?: string;
  insurance: 'ask' | 'maybe' | undefined;
}

const SEARCH_SPECIALTY: Partial<Record<GuideTopic, string>> = {
  vold: 'traumer',
  ulykke: 'traumer',
  overgreb: 'traumer',
  doedsfald: 'sorg',
  depression: 'depression',
  angst: 'angst',
};

const known = <V>(f: Fact<V>): V | undefined => (f.status === 'confirmed' && f.value !== null ? f.value : undefined);
const within = (age: number, r: Range | undefined) => r !== undefined && age >= r.from && age <= r.to;

/** What the visitor may be entitled to, from their answers and the facts file alone. */
export function priceGuide(answers: GuideAnswers, prices: PriceFacts): GuideResult {
  const f = prices.facts;
  const { age, topic, referral } = answers;
  const category = prices.categories.find((c) => c.topic === topic);
  const minAge = known(f.illnessMinAge);
  const tooYoung = category?.kind === 'illness' && (minAge === undefined || age < minAge);
  const listed = category !== undefined && !tooYoung;
  const free = listed && category.kind === 'illness' && within(age, known(f.freeYouth));
  const sharePct = known(f.patientSharePct);
  const subsidy = !listed ? 'none' : free ? 'free' : sharePct === undefined ? 'none' : 'share';
  const municipal = known(f.municipalOffer) === true && within(age, known(f.municipalAges));
  const headspace = known(f.headspace);
  const sessions = known(f.sessions);
  const months = known(f.eventReferralMonths);
  const waitingFor = subsidy === 'none' ? 'private' : free ? 'youth' : category!.kind === 'illness' ? 'illness' : 'event';
  const waitFact = { youth: f.waitYouthWeeks, illness: f.waitIllnessWeeks, event: f.waitEventWeeks, private: undefined }[waitingFor];
  const specialty = SEARCH_SPECIALTY[topic];
  return {
    category,
    subsidy,
    ...(subsidy === 'none' && { noSubsidyBecause: tooYoung ? 'too-young' : 'not-listed' }),
    ...(tooYoung && minAge !== undefined && { fromAge: minAge }),
    ...(subsidy === 'share' && { share: { pct: sharePct!, ...shareKroner(f.patientShareKroner) } }),
    ...(known(f.privatePrices) && { privatePrice: known(f.privatePrices)! }),
    ...(subsidy !== 'none' &&
      sessions && { sessions: { first: sessions.first, extra: category!.kind === 'illness' ? sessions.extra : 0 } }),
    ...(subsidy !== 'none' &&
      category!.kind === 'event' &&
      months !== undefined && {
        referralMonths: { normal: months, ...(known(f.eventReferralLatestMonths) && { latest: known(f.eventReferralLatestMonths)! }) },
      }),
    firstStep:
      subsidy !== 'none'
        ? referral
          ? 'find-psychologist'
          : 'ask-doctor'
        : referral && topic === OTHER_TOPIC
          ? 'pick-category'
          : municipal
            ? 'municipal'
            : 'doctor-or-private',
    waiting: (waitFact && known(waitFact)) ?? 'unknown',
    waitingFor,
    municipal,
    ...(within(age, headspace) && { headspace: headspace! }),
    ...(specialty && { searchSpecialty: specialty }),
    insurance: answers.insurance === true ? 'ask' : answers.insurance === undefined ? 'maybe' : undefined,
  };
}

/** The share in kroner: the confirmed current amounts, else the newest published ones with their year. */
function shareKroner(f: PriceFacts['facts']['patientShareKroner']): Pick<NonNullable<GuideResult['share']>, 'kroner' | 'published'> {
  const kroner = known(f);
  if (kroner) return { kroner: { first: kroner.first, later: kroner.later } };
  return f.lastPublished ? { published: { ...f.lastPublished.value, year: f.lastPublished.year } } : {};
}

/** The answer in plain Danish, one short paragraph per part, for the page and the build's language check. */
export interface GuideText {
  heading: string;
  withSubsidy: string;
  withoutSubsidy: string;
  sessions?: string;
  timeLimit?: string;
  firstStep: string;
  waiting: string;
  free: string[];
  insurance?: string;
  estimate: string;
}

const HEADINGS: Record<GuideResult['subsidy'], string> = {
  free: 'Du kan have ret til gratis hjælp hos en psykolog',
  share: 'Du kan have ret til tilskud til en psykolog',
  none: 'Regionens tilskud passer nok ikke til dig',
};

const FIRST_STEPS: Record<GuideResult['firstStep'], string> = {
  'find-psychologist':
    'Find en psykolog, der har aftale med regionen, og giv dem din henvisning. Det kalder man en psykolog med ydernummer.',
  'ask-doctor': 'Book en tid hos din egen læge, og spørg om en henvisning til psykolog. Lægen vurderer, om du kan få den.',
  'pick-category':
    'Har din læge henvist dig, står det på henvisningen, hvilken gruppe du er i. Vælg den gruppe i skemaet for at se dit svar.',
  municipal: 'Kontakt din kommunes gratis tilbud til børn og unge. Du kan også tale med din egen læge.',
  'doctor-or-private': 'Tal med din egen læge om, hvad der kan hjælpe dig. Du kan også selv vælge en privat psykolog eller terapeut.',
};

const INSURANCE =
  'Er du med i sygeforsikringen "danmark", eller har du en forsikring via dit arbejde? Så kan du have ret til et tilskud mere.';

const range = (p: Range) => `${p.from}–${p.to} kr.`;
/** 443.63 → "443,63 kr.", as a Dane writes an amount with øre. */
const kr = (amount: number) => `${amount.toFixed(2).replace('.', ',')} kr.`;

export function guideText(r: GuideResult, prices: PriceFacts): GuideText {
  const est = prices.siteEstimate;
  return {
    heading: HEADINGS[r.subsidy],
    withSubsidy: withSubsidyText(r),
    withoutSubsidy: r.privatePrice
      ? `Uden tilskud: De fleste private psykologer tog ${range(r.privatePrice)} for en samtale i ${r.privatePrice.year}.`
      : 'Uden tilskud: Spørg psykologen om prisen, før du starter.',
    ...(r.sessions && {
      sessions:
        r.sessions.extra > 0
          ? `Du kan have ret til tilskud til ${r.sessions.first} samtaler. Har du brug for flere, kan din læge henvise dig igen til ${r.sessions.extra} mere.`
          : `Du kan have ret til tilskud til ${r.sessions.first} samtaler.`,
    }),
    ...(r.referralMonths && {
      timeLimit:
        `Din læge skal som regel henvise dig senest ${r.referralMonths.normal} måneder efter det, der skete.` +
        (r.referralMonths.latest ? ` Det kan ikke ske senere end ${r.referralMonths.latest} måneder efter.` : ''),
    }),
    firstStep: FIRST_STEPS[r.firstStep],
    waiting: waitingText(r),
    free: freeHelp(r),
    ...(r.insurance && { insurance: r.insurance === 'ask' ? `${INSURANCE} Spørg dem, før du starter.` : INSURANCE }),
    estimate: `På vores sider står, at en samtale hos en privat terapeut koster cirka ${range(est)} Det er et groft skøn for alle slags terapeuter, ikke kun psykologer.`,
  };
}

/** What the region's subsidy leaves the visitor to pay, or why it does not apply. */
function withSubsidyText(r: GuideResult): string {
  if (r.subsidy === 'free') return 'Med tilskud: 0 kr. Regionen betaler det hele, når din læge har henvist dig.';
  if (r.subsidy === 'share')
    return r.share!.kroner
      ? `Med tilskud: ${r.share!.kroner.first} kr. for den første samtale og ${r.share!.kroner.later} kr. for de næste.`
      : r.share!.published
        ? `Med tilskud: Du betaler ${r.share!.pct} % af psykologens pris, og regionen betaler resten. I ${r.share!.published.year} var det ${kr(r.share!.published.first)} for den første samtale og ${kr(r.share!.published.later)} for de næste, ifølge en psykologs egen side. Beløbet ændres to gange om året, så spørg psykologen, hvad det er i dag.`
        : `Med tilskud: Du betaler ${r.share!.pct} % af psykologens pris, og regionen betaler resten. Spørg psykologen, hvad det er i kroner lige nu.`;
  return r.fromAge !== undefined
    ? `Med tilskud: Tilskud ved angst og depression gælder først, når du er fyldt ${r.fromAge} år.`
    : 'Med tilskud: Regionen giver kun tilskud, når det, du står i, er en af de 11 grupper på listen.';
}

function waitingText(r: GuideResult): string {
  if (r.waiting === 'unknown') return 'Vi kender ikke ventetiden i dag. Spørg, når du kontakter psykologen.';
  const who = r.waitingFor === 'youth' ? 'unge i snit omkring' : 'man i snit omkring';
  const what = r.waitingFor === 'youth' ? ' på gratis hjælp' : '';
  return `Der kan være lang ventetid. I ${r.waiting.year} ventede ${who} ${r.waiting.weeks} uger${what}, viser tal fra Dansk Psykolog Forening.`;
}

/** The free help a young visitor can reach without a referral. */
function freeHelp(r: GuideResult): string[] {
  const free: string[] = [];
  if (r.municipal)
    free.push(
      'Din kommune har et gratis tilbud til børn og unge, der har det svært. Du eller dine forældre kan selv kontakte det. Du skal ikke have en henvisning.',
    );
  if (r.headspace)
    free.push(
      `headspace giver gratis samtaler til unge fra ${r.headspace.from} til ${r.headspace.to} år. Du kan være anonym, og der er ingen ventetid. Det er samtaler, ikke behandling.`,
    );
  return free;
}

/** The answer's own URL: /pris-og-tilskud?alder=22&emne=angst&henvisning=ja(&forsikring=nej). */
export function guidePath(a: GuideAnswers): string {
  const yesNo = (b: boolean) => (b ? 'ja' : 'nej');
  const query = new URLSearchParams({ alder: String(a.age), emne: a.topic, henvisning: yesNo(a.referral) });
  if (a.insurance !== undefined) query.set('forsikring', yesNo(a.insurance));
  return `${GUIDE_PATH}?${query}`;
}

/** The form's fields as sent, for filling the form in again (only values we know how to show). */
export interface GuideForm {
  alder?: string;
  emne?: GuideTopic;
  henvisning?: 'ja' | 'nej';
  forsikring?: 'ja' | 'nej';
}

export type GuideQuery =
  | { kind: 'empty' }
  | { kind: 'answers'; answers: GuideAnswers; form: GuideForm }
  | { kind: 'invalid'; problems: string[]; form: GuideForm };

const FIELDS = ['alder', 'emne', 'henvisning', 'forsikring'] as const;
const MAX_AGE = 120;

/** Reads the form's query: nothing asked (the form), a valid answer, or what is wrong in plain Danish. */
export function readGuideQuery(query: URLSearchParams): GuideQuery {
  if (!FIELDS.some((field) => query.has(field))) return { kind: 'empty' };
  const value = (field: (typeof FIELDS)[number]) => query.get(field)?.trim() ?? '';
  const ageText = value('alder');
  const age = /^\d{1,3}$/.test(ageText) ? Number(ageText) : Number.NaN;
  const topic = GUIDE_TOPICS.find((t) => t === value('emne'));
  const yesNo = (v: string) => (v === 'ja' || v === 'nej' ? v : undefined);
  const referral = yesNo(value('henvisning'));
  const insurance = yesNo(value('forsikring'));
  const form: GuideForm = {
    ...(/^\d{1,3}$/.test(ageText) && { alder: ageText }),
    ...(topic && { emne: topic }),
    ...(referral && { henvisning: referral }),
    ...(insurance && { forsikring: insurance }),
  };
  const problems = [
    !(age >= 1 && age <= MAX_AGE) && 'Skriv din alder som et tal, fx 22.',
    !topic && 'Vælg, hvad det handler om.',
    !referral && 'Svar ja eller nej til, om du har eller kan få en henvisning.',
    value('forsikring') !== '' && !insurance && 'Svar ja eller nej til forsikring, eller spring spørgsmålet over.',
  ].filter((p): p is string => typeof p === 'string');
  if (problems.length) return { kind: 'invalid', problems, form };
  return {
    kind: 'answers',
    answers: { age, topic: topic!, referral: referral === 'ja', ...(insurance && { insurance: insurance === 'ja' }) },
    form,
  };
}

/** Where a fact comes from on `day`: the organisation as it was called then (its first or last name outside them). */
export function sourceOn(fact: Pick<Fact<unknown>, 'source'>, day: string): Source {
  const [first] = fact.source;
  return factOn(fact.source, day) ?? (first?.starts && day < first.starts.day ? first : fact.source.at(-1)!);
}

/** A topic's label as the form shows it. */
export function topicLabel(topic: GuideTopic, prices: PriceFacts): string {
  return prices.categories.find((c) => c.topic === topic)?.label ?? OTHER_LABEL;
}
