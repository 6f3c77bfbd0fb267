// Front-matter schemas for every kind of content (site.json has its own, in config/site.ts).
// scripts/build.ts validates content/ against these; the Worker only reads the typed result.
import { z } from 'zod';
import { COLORS, ICONS, REGIONS, THERAPY_GROUPS } from '../../contracts/content.ts';
import { helplineId, httpsUrl, isoDate, type Site, slug, text } from '../../config/site.ts';

export type { Site };

// The build reads these through the schema it validates with.
export { CITY_BOXES, IMAGE_WIDTHS, imageVariant } from '../../contracts/content.ts';

/** Words a body must have at least, per kind: an article must stand on its own, a therapy form's page must explain the form. */
export const MIN_WORDS = { resource: 500, therapyForm: 150 } as const;
export const DEFAULT_DATE_PUBLISHED = '2025-01-15';

/** Slugs of shared boxes (content/boxes/) a page shows, e.g. [psykolog-med-tilskud]. */
const pageBoxes = z
  .array(z.string().regex(/^[a-z0-9-]+$/))
  .min(1)
  .optional();

/** Ids of topical help lines a page asks for in its front matter (checked against site.json by the build). */
const pageHelplines = z.array(helplineId).min(1).optional();
const faq = z.array(z.object({ question: text(200), answer: text(800) }).strict());

export const resourceSchema = z
  .object({
    title: text(120),
    description: z.string().min(50).max(170),
    category: text(40),
    audience: z.enum(['visitors', 'therapists']),
    icon: z.enum(ICONS),
    image: z
      .string()
      .regex(/^[a-z0-9/._-]+\.(webp|avif|jpg|png)$/)
      .optional(),
    imageAlt: z.string().max(200).optional(),
    related: z.array(z.string()).min(2).max(4),
    datePublished: isoDate.optional(),
    dateModified: isoDate.optional(),
    faq: faq.optional(),
    helplines: pageHelplines,
    boxes: pageBoxes,
  })
  .strict();

export const treatmentSchema = z
  .object({
    title: text(80),
    description: z.string().min(50).max(170),
    icon: z.enum(ICONS),
    color: z.enum(COLORS),
    available: z.boolean(),
    card: z.boolean(),
    order: z.number().int().min(1),
    symptoms: z.array(text(200)).min(3),
    methods: z.array(z.object({ name: text(80), specialty: slug, description: text(400) }).strict()).min(2),
    related: z.array(z.string()).min(2).max(4),
    faq: faq.min(3),
    helplines: pageHelplines,
    boxes: pageBoxes,
  })
  .strict();

export const therapyFormSchema = z
  .object({
    name: text(80),
    group: z.enum(THERAPY_GROUPS),
    summary: text(160),
    specialty: slug.optional(),
    helplines: pageHelplines,
  })
  .strict();

export const citySchema = z
  .object({
    name: text(40),
    region: z.enum(REGIONS),
    description: z.string().min(50).max(170),
  })
  .strict();

export const pageSchema = z
  .object({
    title: text(80),
    description: z.string().min(50).max(170),
    h1: text(100).optional(),
    towns: z.array(text(40)).min(10).optional(),
    updated: isoDate.optional(),
    helplines: pageHelplines,
    boxes: pageBoxes,
  })
  .strict();

/** A shared box (content/boxes/<slug>.md) shown on several pages, with the sources its facts come from. */
export const boxSchema = z
  .object({
    title: text(80),
    sources: z.array(z.object({ title: text(160), url: httpsUrl }).strict()).min(1),
  })
  .strict();

export const privacySectionSchema = z
  .object({
    title: text(100),
    collapsible: z.boolean().optional(),
    consentFields: z.array(z.object({ name: z.string().regex(/^[a-z_]+$/), description: text(300) }).strict()).optional(),
    /** The section lists the processors from site.json. */
    processors: z.boolean().optional(),
    /** The section ends with the 'Træk samtykke tilbage' button. */
    withdrawButton: z.boolean().optional(),
  })
  .strict();

export type Faq = z.infer<typeof faq>;
type WithBody = { slug: string; html: string; words: number };

export type Resource = Omit<z.infer<typeof resourceSchema>, 'image' | 'datePublished'> &
  WithBody & { image: string; imageAlt: string; datePublished: string; dateModified: string };
export type Treatment = z.infer<typeof treatmentSchema> & WithBody;
export type TherapyForm = z.infer<typeof therapyFormSchema> & WithBody & { specialty: string };
export type City = z.infer<typeof citySchema> & WithBody;
export type Page = z.infer<typeof pageSchema> & WithBody;
type PrivacySection = z.infer<typeof privacySectionSchema> & WithBody;
export type InfoBox = z.infer<typeof boxSchema> & WithBody;

/** What the build reads (scripts/content.ts loadContent). */
export interface Content {
  site: Site;
  resources: Resource[];
  treatments: Treatment[];
  therapyForms: TherapyForm[];
  cities: City[];
  pages: Record<string, Page>;
  privacy: PrivacySection[];
  boxes: Record<string, InfoBox>;
}

/** What the Worker reads: the content without the help lines, which ship once, in ui/generated/helplines.json. */
export type WorkerContent = Omit<Content, 'site'> & { site: Omit<Site, 'helplines'> };
