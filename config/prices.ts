// content/pris-og-tilskud.json, the one file of rules and figures about what therapy costs: its schema and
// its loader. The build validates it and hands it to the Worker (the built content's `prices`), the
// agent (its knowledge) and the {tokens} of the subsidy box and the anxiety FAQ, so each figure has one copy.
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { GUIDE_TOPICS, type PriceFacts } from '../contracts/price-guide.ts';
import { dated, isoDate, text } from './site.ts';
import { problemMessage } from './text.ts';

/** The page a fact comes from; dated where the organisation's name changes on a known day (a region merged). */
const source = dated(
  z.object({
    organisation: text(80),
    title: text(160),
    // The ministry's older pages are stored under http://sum.dk; every other source is https.
    url: z.string().url(),
  }),
);

/**
 * The latest amounts in kroner with a year that we found published elsewhere than at the organisation that sets
 * them (psychologists post the agreement's rates, as Dansk Psykolog Forening asks them to). The guide prints
 * them with their year and source, and says that they are not confirmed and that the psychologist knows
 * today's.
 */
const lastPublished = z
  .object({
    value: z.object({ first: z.number().positive(), later: z.number().positive() }).strict(),
    year: z.number().int().min(2000).max(2100),
    source: z.object({ organisation: text(80), title: text(160), url: z.string().url() }).strict(),
    checked: isoDate,
    said: text(800),
  })
  .strict();

/** One fact: a value only when it is confirmed on the organisation's own page, with what the page said. */
const factShape = (value: z.ZodType) => ({
  value: value.nullable(),
  status: z.enum(['confirmed', 'unconfirmed']),
  source,
  checked: isoDate,
  said: text(800),
});
const valueIffConfirmed = [
  (f: { status: string; value: unknown }) => (f.status === 'confirmed') === (f.value !== null),
  'a confirmed fact has a value; an unconfirmed one has null',
] as const;
const fact = (value: z.ZodType) =>
  z
    .object(factShape(value))
    .strict()
    .refine(...valueIffConfirmed);

const range = z.object({ from: z.number().int().min(0), to: z.number().int().min(0) }).strict();
const weeks = z.object({ weeks: z.number().int().min(1).max(104), year: z.number().int().min(2000).max(2100) }).strict();

const schema = z
  .object({
    $comment: z.string().optional(),
    categories: z
      .array(
        z
          .object({
            topic: z.enum(GUIDE_TOPICS.filter((t) => t !== 'andet') as [string, ...string[]]),
            number: z.number().int().min(1).max(11),
            kind: z.enum(['event', 'abuse', 'illness']),
            label: text(120),
          })
          .strict(),
      )
      .length(11)
      .refine((cs) => cs.every((c, i) => c.number === i + 1), 'the categories are numbered 1 to 11 in order'),
    facts: z
      .object({
        categories: fact(z.literal(11)),
        illnessMinAge: fact(z.number().int().min(0).max(100)),
        // The shares (60 + 40), the free ages and the sessions are the scheme's figures as checked, which the box and
        // the FAQs print: changing one is a deliberate edit here, with its source, never a silent one.
        regionSharePct: fact(z.literal(60)),
        patientSharePct: fact(z.literal(40)),
        patientShareKroner: z
          .object({
            ...factShape(z.object({ first: z.number(), later: z.number(), from: isoDate }).strict()),
            lastPublished: lastPublished.optional(),
          })
          .strict()
          .refine(...valueIffConfirmed)
          .refine((f) => f.status === 'unconfirmed' || f.lastPublished === undefined, 'a confirmed amount needs no last published one'),
        freeYouth: fact(z.object({ from: z.literal(18), to: z.literal(24) }).strict()),
        sessions: fact(z.object({ first: z.literal(12), extra: z.literal(12) }).strict()),
        eventReferralMonths: fact(z.number().int().min(1).max(24)),
        eventReferralLatestMonths: fact(z.number().int().min(1).max(24)),
        privatePrices: fact(range.extend({ year: z.number().int().min(2000).max(2100) })),
        waitYouthWeeks: fact(weeks),
        waitIllnessWeeks: fact(weeks),
        waitEventWeeks: fact(weeks),
        danmarkAmounts: fact(z.record(z.string(), z.number())),
        municipalOffer: fact(z.literal(true)),
        municipalAges: fact(range),
        headspace: fact(range),
        fastTreatmentYouth: fact(text(400)),
      })
      .strict(),
    // The spec's answer on anxiety: roughly 600–1200 kr. a session.
    siteEstimate: z.object({ from: z.literal(600), to: z.literal(1200), covers: text(300) }).strict(),
  })
  .strict();

export class PricesError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(problems.join('\n'));
    this.problems = problems;
  }
}

/** Reads and validates the facts file; throws PricesError naming each problem as "<file>: <field>: <what>". */
export function loadPrices(path: string, shownAs = path): PriceFacts {
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new PricesError([`${shownAs}: ${(error as Error).message}`]);
  }
  const result = schema.safeParse(data);
  if (!result.success) throw new PricesError(result.error.issues.map((issue) => problemMessage(shownAs, issue)));
  return result.data as PriceFacts;
}
