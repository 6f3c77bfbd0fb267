// content/site.json, the one place for every operator value: its one schema, and the one loader the
// build and the voice agent read it through (the Worker and the browser get the built parts they need).
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { type Helplines, REGIONS } from '../contracts/content.ts';
import type { Span } from '../contracts/dated.ts';
import { CRISIS_KINDS } from '../contracts/screen.ts';
import { problemMessage } from './text.ts';

export const text = (max: number) => z.string().trim().min(1).max(max);
export const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'expected a date as YYYY-MM-DD');
export const slug = z.string().regex(/^[a-z0-9æøå-]+$/, 'expected a lower-case slug');
export const httpsUrl = z.string().url().startsWith('https://');

/** contracts/dated.ts FactDay: the day a version of a fact takes effect or ends, and the page that says so. */
const factDay = z.object({ day: isoDate, source: httpsUrl }).strict();

/**
 * A fact that may change on a known day (contracts/dated.ts): its versions in order of time, each with its own
 * `starts` and `ends`; the file may write a fact with one version as that version alone. A version starts on
 * the day the one before it ends, so on every day between the first and the last exactly one holds.
 */
export function dated<S extends z.ZodRawShape>(version: z.ZodObject<S>) {
  const one = version.extend({ starts: factDay.optional(), ends: factDay.optional() }).strict();
  return z.preprocess(
    (fact) => (Array.isArray(fact) ? fact : [fact]),
    z
      .array(one)
      .min(1)
      .superRefine((all, ctx) => {
        const versions = all as unknown as Span[];
        versions.forEach(({ starts, ends }, i) => {
          if (starts && ends && ends.day <= starts.day)
            ctx.addIssue({ code: 'custom', path: [i, 'ends'], message: 'ends must come after starts' });
          const before = versions[i - 1];
          if (before && (!before.ends || starts?.day !== before.ends.day))
            ctx.addIssue({ code: 'custom', path: [i, 'starts'], message: 'a version must start on the day the one before it ends' });
        });
      }),
  );
}

/** A Danish phone number as people dial it: 112, 1813, 116 111, 70 201 201, 39 25 25 25. */
const phoneNumber = z
  .string()
  .regex(/^\d+( \d+)*$/, 'expected digits in groups')
  .refine((p) => p.replace(/ /g, '').length >= 3 && p.replace(/ /g, '').length <= 8, 'expected 3 to 8 digits');
const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'expected HH:MM');
/** contracts/content.ts OpeningHours: a stretch on the days it starts (1 = Monday), past midnight when to <= from. */
const openingHours = z.object({ days: z.array(z.number().int().min(1).max(7)).min(1), from: clockTime, to: clockTime }).strict();
export const helplineId = z.string().regex(/^[a-z0-9-]+$/, 'expected a lower-case id');

/** How a number is said aloud, as Danes say it ("et-et-to", "halvfjerds, to-nul-en, to-nul-en"). */
const spokenNumber = z
  .string()
  .regex(/^[a-zæøå ,-]+$/, 'expected the number in Danish words, lower case')
  .max(80);

/** content/site.json's `helplines` (contracts/content.ts Helplines describes the shape; the agent reads it too). */
const helplinesSchema = z
  .object({
    national: z
      .array(
        z
          .object({
            id: helplineId,
            name: text(60),
            phone: phoneNumber,
            spoken: spokenNumber,
            url: httpsUrl,
            /** The organisation's own page that states this number (and its hours, where alwaysOpen). */
            source: httpsUrl,
            /** The organisation's page with the opening hours; required unless alwaysOpen. */
            hoursUrl: httpsUrl.optional(),
            note: text(120).optional(),
            /** For acute danger now (112, a crisis line), as opposed to counselling. */
            acute: z.boolean(),
            /** Shown only on pages that list this id in their front matter's `helplines`. */
            topical: z.boolean().optional(),
            /** Set only where the organisation itself says it answers around the clock (see source). */
            alwaysOpen: z.boolean().optional(),
            /** When a line that is not always open answers, from its own page (`hoursUrl`). */
            hours: z.array(openingHours).min(1).optional(),
            /** Not known to answer in the evening and at night (22–08): the agent does not offer it then. */
            notAtNight: z.boolean().optional(),
            /** The day the number and hours were last checked against the source (config/freshness.ts). */
            checked: isoDate,
            /** What the organisation's own page did not confirm, in words a reader can act on. */
            unconfirmed: text(300).optional(),
          })
          .strict()
          .refine((line) => line.alwaysOpen || line.hoursUrl, 'a line that is not always open needs hoursUrl')
          .refine((line) => !(line.alwaysOpen && line.hours), 'a line that is always open has no hours'),
      )
      .min(1)
      .refine((lines) => lines[0]?.phone === '112', '112 must come first')
      .refine((lines) => new Set(lines.map((l) => l.id)).size === lines.length, 'ids must be unique'),
    /** Every region's acute / out-of-hours medical line and its way into psychiatric emergency care, dated
     *  where a region changes on a known day (the merger into Region Østdanmark on 1 January 2027). */
    regions: z.record(
      z.enum(REGIONS),
      dated(
        z.object({
          /** The region's name as the pages say it, where it is not the key ("Region Østdanmark"). */
          region: text(60).optional(),
          /** The part of that region the line serves, where it has several ("det tidligere Region Hovedstaden"). */
          area: text(60).optional(),
          name: text(60),
          phone: phoneNumber,
          spoken: spokenNumber,
          /** The region's page about this line, with its hours. */
          url: httpsUrl,
          source: httpsUrl,
          /** The psychiatric emergency service, open around the clock in every region, and how to reach it. */
          psychiatry: z
            .object({
              name: text(80),
              phone: phoneNumber,
              spoken: spokenNumber,
              /** A sentence or two: how to get there ("Ring 1813 først …"). */
              how: text(300),
              source: httpsUrl,
            })
            .strict(),
          /** The day the line and the route were last checked against their sources. */
          checked: isoDate,
          unconfirmed: text(300).optional(),
        }),
      ),
    ),
    /** Help without a phone line (a chat, centres to walk into), shown as links beside the counselling lines. */
    online: z
      .array(z.object({ id: helplineId, name: text(60), url: httpsUrl, source: httpsUrl, note: text(160), checked: isoDate }).strict())
      .default([]),
    /** For each kind of danger, the ids of the national lines that fit it, after 112. */
    forKind: z.record(z.enum(CRISIS_KINDS), z.array(helplineId).min(1)),
  })
  .strict()
  .refine(
    (h) => Object.values(h.forKind).every((ids) => ids.every((id) => h.national.some((line) => line.id === id))),
    'forKind names a line that is not in national',
  );

// contracts/content.ts's Helplines is exactly what this schema gives: a field added to one and not the other fails tsc.
type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
true satisfies Same<z.output<typeof helplinesSchema>, Helplines>;

/** The voice providers worker/api/call.ts can use; wrangler.toml's VOICE_PROVIDER picks one. */
const VOICE_PROVIDERS = ['livekit', 'retell'] as const;
export type VoiceProvider = (typeof VOICE_PROVIDERS)[number];

/** A retention a visitor can act on: a period with its unit, or the criteria that decide it. */
export function statesRetention(text: string): boolean {
  return /\d+\s*(sekunder|minutter|timer|døgn|dage|uger|måneder|år)\b|så længe/i.test(text);
}

/** A VOICE_PROVIDER value, as worker/api/call.ts reads it: retell, or else livekit. */
export function voiceProviderNamed(value: string | undefined): VoiceProvider {
  return value === 'retell' ? 'retell' : 'livekit';
}

/** VOICE_PROVIDER in wrangler.toml's [vars]: retell when a line sets it so, or else livekit. */
export function voiceProviderOf(wranglerToml: string): VoiceProvider {
  return /^\s*VOICE_PROVIDER\s*=\s*"retell"/m.test(wranglerToml) ? 'retell' : 'livekit';
}

/** The AI provider as this configuration runs the call: Retell's name and transfer basis with VOICE_PROVIDER=retell. */
export function aiProviderFor<
  A extends {
    name: string;
    transferBasis?: string | undefined;
    byVoiceProvider?: Partial<Record<VoiceProvider, { name: string; transferBasis?: string | undefined }>> | undefined;
  },
>({ byVoiceProvider, ...provider }: A, voice: VoiceProvider): Omit<A, 'byVoiceProvider'> {
  return { ...provider, ...byVoiceProvider?.[voice] };
}

/** The processors this configuration switches on: those for every provider, and those for this one. */
export function activeProcessors<P extends { voiceProvider?: VoiceProvider | undefined }>(processors: P[], provider: VoiceProvider): P[] {
  return processors.filter((p) => !p.voiceProvider || p.voiceProvider === provider);
}

const siteSchema = z
  .object({
    product: text(60),
    productSlug: slug,
    siteUrl: httpsUrl.refine((u) => !u.endsWith('/'), 'no trailing slash'),
    portalHost: z.string().regex(/^[a-z0-9.-]+\.[a-z]{2,}$/, 'expected a bare host name'),
    portalCertificationsPath: z.string().startsWith('/'),
    sisterSites: z.array(z.object({ name: text(60), url: httpsUrl }).strict()).length(3),
    search: z.object({ url: httpsUrl, specialtyParam: text(30), cityParam: text(30) }).strict(),
    shopUrl: httpsUrl,
    ebookUrl: httpsUrl,
    email: z.string().email(),
    phone: z.string().regex(/^\+45( \d{2}){4}$/, 'expected +45 and four pairs of digits'),
    anonKey: z.string().min(16).max(200),
    voiceAgentId: z.string().regex(/^[A-Za-z0-9_-]{3,64}$/),
    /**
     * The data controller named in the privacy policy. The defaults are placeholders (CVR 00000000, an
     * address in "Eksempelby"): an operator must replace every field with their own company's.
     */
    controller: z
      .object({
        legalName: text(120),
        cvr: z.string().regex(/^\d{8}$/, 'expected a CVR number of eight digits'),
        address: text(200),
        /** The one e-mail address for everything about personal data. */
        email: z.string().email(),
        /**
         * The data protection officer (art. 37–39): either `contact` (who and how to reach them), or, when
         * there is none, the documented art. 37 `assessment` of why none is required and the day it was made.
         * The shipped default is a placeholder, which `npm run deploy` refuses.
         */
        dpo: z.union([z.object({ contact: text(200) }).strict(), z.object({ assessment: text(800), assessedOn: isoDate }).strict()]),
      })
      .strict(),
    /**
     * The age from which a visitor may give explicit (art. 9) consent to health data on their own; below it
     * the dialog starts no call. § 6 of databeskyttelsesloven (15 since 1 January 2024, bill L 79 2023-24)
     * covers information-society services; we use the same age for health data: see minimumAgeSource.
     */
    minimumAge: z.number().int().min(13).max(18),
    /** Where minimumAge comes from, when it was checked, whether an authoritative page confirmed it, and
     *  `basis`, the notice's sentence on what the age rests on. */
    minimumAgeSource: z.object({ url: httpsUrl, checked: isoDate, confirmed: z.boolean(), basis: text(400), note: text(600) }).strict(),
    /**
     * The company that runs the voice call. When it processes data outside the EU/EEA, `outsideEea` is
     * true and `transferBasis` names the transfer's legal basis; the privacy policy and the consent
     * dialog then say so.
     */
    aiProvider: z
      .object({
        name: text(80),
        country: text(60),
        outsideEea: z.boolean(),
        transferBasis: text(200).optional(),
        /** Who keeps what a caller says, and for how long: OpenAI's API keeps it up to 30 days to detect
         *  abuse, unless the operator has agreed Zero Data Retention (then days is 0); `exception` is the
         *  keeper's own "longer when …", in Danish, and `source` the page that states it. */
        retention: z
          .object({
            by: text(60),
            days: z.number().int().min(0).max(365),
            zeroDataRetention: z.boolean(),
            exception: text(200).optional(),
            source: httpsUrl.optional(),
          })
          .strict(),
        /** Who runs the call when wrangler.toml's VOICE_PROVIDER is not livekit: the name and transfer basis
         *  that replace the ones above, so no sentence names LiveKit for a call Retell carries. */
        byVoiceProvider: z
          .partialRecord(z.enum(VOICE_PROVIDERS), z.object({ name: text(80), transferBasis: text(200).optional() }).strict())
          .optional(),
      })
      .strict()
      .refine((p) => !p.outsideEea || Boolean(p.transferBasis), {
        message: 'transferBasis is required when outsideEea is true',
        path: ['transferBasis'],
      })
      .refine((p) => p.retention.zeroDataRetention === (p.retention.days === 0), {
        message: 'days must be 0 exactly when zeroDataRetention is true',
        path: ['retention'],
      }),
    /** Every processor (GDPR art. 28) the privacy policy names: what they do for us, what they receive,
     *  where, on what transfer basis, and how long they keep it. */
    processors: z
      .array(
        z
          .object({
            name: text(80),
            country: text(60),
            outsideEea: z.boolean(),
            purpose: text(200),
            data: text(200),
            transferBasis: text(200).optional(),
            /** How long they keep it: a period ("30 dage") or the criteria for it ("så længe …"), art. 13(2)(a). */
            retention: text(300).refine(statesRetention, 'expected a period (e.g. "30 dage") or the criteria ("så længe …")'),
            /** Only with this voice provider (wrangler.toml VOICE_PROVIDER); without it, always on. */
            voiceProvider: z.enum(VOICE_PROVIDERS).optional(),
            /** The machine that runs the voice agent (agent/): exactly one processor is it. */
            agentHost: z.boolean().optional(),
          })
          .strict()
          .refine((p) => !p.outsideEea || Boolean(p.transferBasis), { message: 'transferBasis is required outside the EU/EEA' }),
      )
      .min(1)
      .refine((ps) => ps.filter((p) => p.agentHost).length === 1, 'exactly one processor must be the agentHost'),
    helplines: helplinesSchema,
    consentRetentionDays: z.number().int().min(1).max(3650),
    technicalLogRetentionDays: z.number().int().min(1).max(365),
    /** Limits on the voice call: its length, the silence that ends it, and started calls a day (site-wide and per client). */
    call: z
      .object({
        maxMinutes: z.number().int().min(1).max(60),
        /** Minutes a crisis call may run past maxMinutes, so nobody in danger is cut off at the usual limit. */
        crisisExtraMinutes: z.number().int().min(0).max(60),
        warnBeforeEndSeconds: z.number().int().min(0).max(300),
        silenceSeconds: z.number().int().min(5).max(300),
        dailyBudget: z.number().int().min(1).max(100_000),
        dailyPerClient: z.number().int().min(1).max(1000),
      })
      .strict(),
    /** The voice agent's speech model (agent/models.ts); keys come from the agent's environment. */
    agentModel: z
      .object({
        provider: z.enum(['openai', 'azure']),
        model: text(60),
        voice: text(30),
        ttsModel: text(60),
      })
      .strict(),
  })
  .strict();

export type Site = z.infer<typeof siteSchema>;

/** Every problem in site.json, each as "<file>: <field>: <what is wrong>". */
export class SiteError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(problems.join('\n'));
    this.problems = problems;
  }
}

/** Reads and checks site.json; `where` names the file in the messages (the path, unless given). */
export function loadSite(path: string, where = path): Site {
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new SiteError([`${where}: (root): ${(error as Error).message}`]);
  }
  const parsed = siteSchema.safeParse(data);
  if (!parsed.success) throw new SiteError(parsed.error.issues.map((issue) => problemMessage(where, issue)));
  return parsed.data;
}
