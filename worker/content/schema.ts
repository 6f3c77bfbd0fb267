// Front-matter schemas for every kind of content, and the site configuration.
// scripts/build.ts validates content/ against these; the Worker only reads the typed result.
import { z } from 'zod';
import { COLORS, ICONS, REGIONS, THERAPY_GROUPS } from '../../contracts/content.ts';

// The build reads these through the schema it validates with.
export { IMAGE_WIDTHS, imageVariant } from '../../contracts/content.ts';

/** Words a body must have at least, per kind: an article must stand on its own, a therapy form's page must explain the form. */
export const MIN_WORDS = { resource: 500, therapyForm: 150 } as const;
export const DEFAULT_DATE_PUBLISHED = '2025-01-15';

const text = (max: number) => z.string().trim().min(1).max(max);
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'expected a date as YYYY-MM-DD');
const slug = z.string().regex(/^[a-z0-9æøå-]+$/, 'expected a lower-case slug');
const httpsUrl = z.string().url().startsWith('https://');
const faq = z.array(z.object({ question: text(200), answer: text(800) }).strict());

export const siteSchema = z.object({
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
  aiProvider: z.object({ name: text(80), country: text(60) }).strict(),
  consentRetentionDays: z.number().int().min(1).max(3650),
  technicalLogRetentionDays: z.number().int().min(1).max(365),
}).strict();

export const resourceSchema = z.object({
  title: text(120),
  description: z.string().min(50).max(170),
  category: text(40),
  audience: z.enum(['visitors', 'therapists']),
  icon: z.enum(ICONS),
  image: z.string().regex(/^[a-z0-9/._-]+\.(webp|avif|jpg|png)$/).optional(),
  imageAlt: z.string().max(200).optional(),
  related: z.array(z.string()).min(2).max(4),
  datePublished: isoDate.optional(),
  dateModified: isoDate.optional(),
  faq: faq.optional(),
}).strict();

export const treatmentSchema = z.object({
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
}).strict();

export const therapyFormSchema = z.object({
  name: text(80),
  group: z.enum(THERAPY_GROUPS),
  summary: text(160),
  specialty: slug.optional(),
}).strict();

export const citySchema = z.object({
  name: text(40),
  region: z.enum(REGIONS),
  description: z.string().min(50).max(170),
}).strict();

export const pageSchema = z.object({
  title: text(80),
  description: z.string().min(50).max(170),
  h1: text(100).optional(),
  towns: z.array(text(40)).min(10).optional(),
  updated: isoDate.optional(),
}).strict();

export const privacySectionSchema = z.object({
  title: text(100),
  collapsible: z.boolean().optional(),
  consentFields: z.array(z.object({ name: z.string().regex(/^[a-z_]+$/), description: text(200) }).strict()).optional(),
}).strict();

export type Site = z.infer<typeof siteSchema>;
export type Faq = z.infer<typeof faq>;
type WithBody = { slug: string; html: string; words: number };

export type Resource = Omit<z.infer<typeof resourceSchema>, 'image' | 'datePublished'> &
  WithBody & { image: string; imageAlt: string; datePublished: string; dateModified: string };
export type Treatment = z.infer<typeof treatmentSchema> & WithBody;
export type TherapyForm = z.infer<typeof therapyFormSchema> & WithBody & { specialty: string };
export type City = z.infer<typeof citySchema> & WithBody;
export type Page = z.infer<typeof pageSchema> & WithBody;
type PrivacySection = z.infer<typeof privacySectionSchema> & WithBody;

export interface Content {
  site: Site;
  resources: Resource[];
  treatments: Treatment[];
  therapyForms: TherapyForm[];
  cities: City[];
  pages: Record<string, Page>;
  privacy: PrivacySection[];
}

