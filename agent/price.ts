// The decision behind the agent's price tool, a pure function of the built knowledge: the guide's own
// rule engine (contracts/price-guide.ts) on the caller's age, topic and referral, said in at most three
// short sentences with every number in words, as a Dane says it, and a page card linking to the guide's
// answer URL for exactly those answers. It never says a figure the facts file does not confirm.
import { type GuideAnswers, type GuideResult, guidePath, priceGuide } from '../contracts/price-guide.ts';
import type { PageCard } from '../contracts/screen.ts';
import type { ToolOutcome } from './find.ts';
import type { AgentKnowledge } from './knowledge.ts';

export function priceAnswer(knowledge: AgentKnowledge, answers: GuideAnswers): ToolOutcome<PageCard> {
  const result = priceGuide(answers, knowledge.prices);
  const spoken = spokenAnswer(result);
  return {
    card: {
      type: 'page',
      title: 'Hvad koster det?',
      summary: `Dit svar: ${spoken[0]}`,
      url: `${knowledge.siteUrl}${guidePath(answers)}`,
    },
    reply:
      `Sig dette til den, der ringer, med højst tre korte sætninger og uden at ændre eller tilføje tal: ${spoken.join(' ')} ` +
      'Sig også, at svaret med ventetid og gratis tilbud står på skærmen. Sig "du kan have ret til", aldrig at det er sikkert.',
  };
}

/** The answer as at most three short sentences to be spoken, every number in words. */
export function spokenAnswer(r: GuideResult): string[] {
  const n = numberWords;
  const first =
    r.subsidy === 'free'
      ? `Du kan have ret til gratis hjælp hos en psykolog${r.sessions ? ` i op til ${n(r.sessions.first)} samtaler` : ''}, når din læge har henvist dig.`
      : r.subsidy === 'share'
        ? `Med en henvisning fra din læge kan du have ret til tilskud${r.sessions ? ` til ${n(r.sessions.first)} samtaler` : ''}, så du selv betaler ${n(r.share!.pct)} procent af prisen.`
        : r.fromAge !== undefined
          ? `Tilskud til psykolog ved angst og depression gælder først, når du er fyldt ${n(r.fromAge)} år.`
          : 'Regionen giver kun tilskud til psykolog, når det, du står i, er en af grupperne på listen.';
  const step = {
    'find-psychologist': 'Med din henvisning kan du finde en psykolog, der har aftale med regionen.',
    'ask-doctor': 'Det første skridt er at bestille en tid hos din egen læge og spørge om en henvisning.',
    'pick-category': 'Din henvisning viser, hvilken gruppe du er i, og det afgør tilskuddet.',
    municipal: 'Din kommune har et gratis tilbud til børn og unge, som du kan kontakte uden henvisning.',
    'doctor-or-private': 'Du kan tale med din egen læge om, hvad der kan hjælpe dig.',
  }[r.firstStep];
  const third =
    r.subsidy === 'none' && r.headspace
      ? `headspace giver gratis samtaler til unge fra ${n(r.headspace.from)} til ${n(r.headspace.to)} år.`
      : r.privatePrice
        ? `Uden tilskud tog de fleste private psykologer fra ${n(r.privatePrice.from)} til ${n(r.privatePrice.to)} kroner for en samtale i ${n(r.privatePrice.year)}.`
        : undefined;
  return [first, step, ...(third ? [third] : [])];
}

const ONES = [
  'nul',
  'en',
  'to',
  'tre',
  'fire',
  'fem',
  'seks',
  'syv',
  'otte',
  'ni',
  'ti',
  'elleve',
  'tolv',
  'tretten',
  'fjorten',
  'femten',
  'seksten',
  'sytten',
  'atten',
  'nitten',
];
const TENS = ['', '', 'tyve', 'tredive', 'fyrre', 'halvtreds', 'tres', 'halvfjerds', 'firs', 'halvfems'];

/** A whole number from 0 to 9999 as a Dane says it: 24 "fireogtyve", 1199 "et tusind et hundrede og nioghalvfems". */
export function numberWords(value: number): string {
  if (!Number.isInteger(value) || value < 0 || value > 9999) return String(value);
  const below100 = (x: number) => (x < 20 ? ONES[x]! : `${x % 10 ? `${ONES[x % 10]}og` : ''}${TENS[Math.floor(x / 10)]}`);
  const count = (x: number) => (x === 1 ? 'et' : below100(x));
  const thousands = Math.floor(value / 1000);
  const hundreds = Math.floor((value % 1000) / 100);
  const rest = value % 100;
  if (value < 100) return below100(value);
  const parts = [thousands && `${count(thousands)} tusind`, hundreds && `${count(hundreds)} hundrede`].filter(Boolean);
  return rest ? `${parts.join(' ')} og ${below100(rest)}` : parts.join(' ');
}
