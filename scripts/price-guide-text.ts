// The price guide's side of the content build: the {tokens} through which the subsidy box and the FAQ
// answers print the facts file's figures (one copy of each), and the guide's text for the language checks:
// the form page, and every distinct answer the guide can give, each measured as a page of its own.
import {
  GUIDE_INTRO,
  GUIDE_PATH,
  GUIDE_TOPICS,
  guidePath,
  guideText,
  OTHER_LABEL,
  type PriceFacts,
  priceGuide,
} from '../contracts/price-guide.ts';
import type { Prose } from './language-check.ts';

export const PRICES_FILE = 'pris-og-tilskud.json';

/** The figures content may print, by token; only confirmed facts, so an unconfirmed one fails the build where used. */
export function priceTokens(prices: PriceFacts): Record<string, string> {
  const f = prices.facts;
  const tokens: Record<string, string | number | undefined> = {
    prisGrupper: f.categories.value ?? undefined,
    prisTilskudProcent: f.regionSharePct.value ?? undefined,
    prisEgenbetalingProcent: f.patientSharePct.value ?? undefined,
    prisGratisFra: f.freeYouth.value?.from,
    prisGratisTil: f.freeYouth.value?.to,
    prisSamtaler: f.sessions.value?.first,
    prisEkstraSamtaler: f.sessions.value?.extra,
    prisSygdomFraAlder: f.illnessMinAge.value ?? undefined,
    prisSkoenFra: prices.siteEstimate.from,
    prisSkoenTil: prices.siteEstimate.to,
  };
  return Object.fromEntries(Object.entries(tokens).flatMap(([name, v]) => (v === undefined ? [] : [[name, String(v)]])));
}

/** Ages either side of every limit the guide knows (12/13 … 24/25/26), so each branch's text is checked. */
const AGES = [10, 12, 13, 17, 18, 24, 25, 26, 40];

export function guideProse(prices: PriceFacts, file: string): Prose[] {
  const form: Prose = {
    file: `${file} (${GUIDE_PATH})`,
    page: GUIDE_PATH,
    text: [...GUIDE_INTRO, ...prices.categories.map((c) => `${c.label}.`), `${OTHER_LABEL}.`].join('\n'),
  };
  const answers = new Map<string, string>();
  for (const age of AGES)
    for (const topic of GUIDE_TOPICS)
      for (const referral of [true, false])
        for (const insurance of [true, false, undefined]) {
          const answer = { age, topic, referral, insurance };
          const t = guideText(priceGuide(answer, prices), prices);
          const text = [
            t.heading,
            t.withSubsidy,
            t.withoutSubsidy,
            t.sessions,
            t.timeLimit,
            t.firstStep,
            t.waiting,
            ...t.free,
            t.insurance,
            t.estimate,
          ]
            .filter(Boolean)
            .join('\n');
          if (![...answers.values()].includes(text)) answers.set(guidePath(answer), text);
        }
  return [form, ...[...answers].map(([path, text]) => ({ file: `${file} (${path})`, page: path, text }))];
}
