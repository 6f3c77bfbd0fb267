// Turns content/ into one validated, typed object. Every problem is reported as
// "<file>: <field>: <what is wrong>", and any problem fails the build.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import matter from 'gray-matter';
import { marked } from 'marked';
import type { z } from 'zod';
import {
  boxSchema,
  CITY_BOXES,
  citySchema,
  DEFAULT_DATE_PUBLISHED,
  IMAGE_WIDTHS,
  imageVariant,
  MIN_WORDS,
  pageSchema,
  privacySectionSchema,
  resourceSchema,
  therapyFormSchema,
  treatmentSchema,
  type Content,
  type InfoBox,
  type Page,
  type Resource,
  type Site,
  type TherapyForm,
  type Treatment,
} from '../worker/content/schema.ts';
import { ALIAS_PATHS, canonicalPaths, GENERIC_PAGES, ROUTE_PAGES } from '../contracts/routes.ts';
import { aiTransferText, callLimitsText, HEALTH_DATA_CONSENT, providerRetentionText, voiceSentences } from '../contracts/privacy.ts';
import { loadSite, SiteError } from '../config/site.ts';
import { fillTokens, problemMessage } from '../config/text.ts';
import { checkLanguage, type LanguageOptions, type Prose } from './language-check.ts';
import { proseOfField, proseOfMarkdown } from './language.ts';

export class ContentError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(`Content has ${problems.length} problem(s):\n  ${problems.join('\n  ')}`);
    this.problems = problems;
  }
}

interface Options {
  contentDir: string;
  imagesDir: string;
  /** The language checks (spelling, LIX); by default the dictionary is required when REQUIRE_SPELLCHECK=1. */
  language?: LanguageOptions;
}

/**
 * Every collection of content/: the folder it is read from, the schema its front matter must pass, the
 * fields a visitor reads (the language checks read these and the body; a path step '*' is every item
 * of a list), the fewest words its body may have, and whether its slugs name pages (so must be unique: uniqueSlugs).
 */
const COLLECTIONS = {
  resources: {
    folder: 'resources',
    schema: resourceSchema,
    prose: ['title', 'description', 'category', 'imageAlt', 'faq.*.question', 'faq.*.answer'],
    minWords: MIN_WORDS.resource,
    uniqueSlugs: true,
  },
  treatments: {
    folder: 'treatments',
    schema: treatmentSchema,
    prose: ['title', 'description', 'symptoms.*', 'methods.*.name', 'methods.*.description', 'faq.*.question', 'faq.*.answer'],
    minWords: 0,
    uniqueSlugs: true,
  },
  therapyForms: {
    folder: 'therapy-forms',
    schema: therapyFormSchema,
    prose: ['name', 'summary'],
    minWords: MIN_WORDS.therapyForm,
    uniqueSlugs: true,
  },
  cities: { folder: 'cities', schema: citySchema, prose: ['name', 'description'], minWords: 0, uniqueSlugs: true },
  pages: { folder: 'pages', schema: pageSchema, prose: ['title', 'description', 'h1', 'towns.*'], minWords: 0, uniqueSlugs: true },
  privacy: {
    folder: 'privacy',
    schema: privacySectionSchema,
    prose: ['title', 'consentFields.*.description'],
    minWords: 0,
    uniqueSlugs: false,
  },
  boxes: { folder: 'boxes', schema: boxSchema, prose: [], minWords: 0, uniqueSlugs: false },
} as const;
type Collections = typeof COLLECTIONS;

/** Reads and validates everything under contentDir; throws ContentError listing every problem. */
export function loadContent({ contentDir, imagesDir, language = {} }: Options): Content {
  const problems: string[] = [];
  const rel = (file: string) => relative(process.cwd(), file);

  const sitePath = join(contentDir, 'site.json');
  let site: Site;
  try {
    site = loadSite(sitePath, rel(sitePath));
  } catch (error) {
    if (error instanceof SiteError) throw new ContentError(error.problems);
    throw error;
  }
  const tokens = tokenTable(site);

  // Every slug present per folder, valid file or not: references are checked against these, so one
  // broken file is reported once and not again in each file that links to it.
  const present = new Map<string, Set<string>>();
  const prose: Prose[] = [];
  // /privatlivspolitik is pages/privatlivspolitik.md and every privacy section: one page to read.
  const privacyPage = `${rel(join(contentDir, 'pages/privatlivspolitik.md'))} with ${rel(join(contentDir, 'privacy'))}/*.md`;
  type Read<S extends z.ZodTypeAny> = z.infer<S> & { slug: string; html: string; words: number; file: string };
  function read<S extends z.ZodTypeAny>({
    folder,
    schema,
    prose: fields,
  }: {
    folder: string;
    schema: S;
    prose: readonly string[];
  }): Read<S>[] {
    const dir = join(contentDir, folder);
    const names = existsSync(dir)
      ? readdirSync(dir)
          .filter((f) => f.endsWith('.md'))
          .sort()
      : [];
    present.set(folder, new Set(names.map((name) => fillSlug(name.slice(0, -3), site))));
    return names.flatMap((name) => {
      const file = join(dir, name);
      const where = rel(file);
      const slug = fillSlug(name.slice(0, -3), site);
      let parsed: matter.GrayMatterFile<string>;
      try {
        parsed = matter(readFileSync(file, 'utf8'));
      } catch (error) {
        problems.push(`${where}: front matter: ${(error as Error).message.split('\n')[0]}`);
        return [];
      }
      const data = fill(fillSlugFields(normaliseDates(parsed.data), site), tokens, where, problems);
      const front = parse(schema, data, where, problems);
      if (!front) return [];
      const page = folder === 'privacy' || (folder === 'pages' && slug === 'privatlivspolitik') ? privacyPage : undefined;
      prose.push({ file: where, page, text: proseOf(parsed.data, fields, parsed.content) });
      const body = fillBody(parsed.content, tokens, site, where, problems);
      const html = marked.parse(body, { async: false }) as string;
      return [{ ...(front as object), slug, html, words: countWords(body), file: where } as Read<S>];
    });
  }

  const collections = Object.keys(COLLECTIONS) as (keyof Collections)[];
  const files = Object.fromEntries(collections.map((name) => [name, read<z.ZodTypeAny>(COLLECTIONS[name])])) as unknown as {
    [K in keyof Collections]: Read<Collections[K]['schema']>[];
  };
  for (const name of collections) {
    const { minWords, uniqueSlugs } = COLLECTIONS[name];
    for (const f of files[name]) if (f.words < minWords) problems.push(`${f.file}: body: ${f.words} words, at least ${minWords} required`);
    if (uniqueSlugs) checkDuplicates(files[name], problems);
  }
  const {
    resources: resourceFiles,
    treatments: treatmentFiles,
    therapyForms: formFiles,
    cities: cityFiles,
    pages: pageFiles,
    privacy: privacyFiles,
    boxes: boxFiles,
  } = files;
  for (const missing of [...GENERIC_PAGES, ...ROUTE_PAGES].filter((slug) => !pageFiles.some((p) => p.slug === slug))) {
    problems.push(`content/pages/${missing}.md: file: missing`);
  }

  const slugsOf = (folder: string) => present.get(folder) ?? new Set<string>();
  const slugList = (folder: string) => [...slugsOf(folder)].map((slug) => ({ slug }));
  const resourceSlugs = slugsOf('resources');
  const checkRelated = (file: string, own: string, related: string[]) => {
    for (const slug of related) {
      if (slug === own) problems.push(`${file}: related: lists itself`);
      else if (!resourceSlugs.has(slug)) problems.push(`${file}: related: unknown resource "${slug}"`);
    }
  };
  for (const r of resourceFiles) {
    checkRelated(r.file, r.slug, r.related);
    for (const image of IMAGE_WIDTHS.map((w) => imageVariant(r.image ?? `resources/${r.slug}.webp`, w))) {
      if (!existsSync(join(imagesDir, image))) problems.push(`${r.file}: image: missing file ${image}`);
    }
  }
  const therapySlugs = slugsOf('therapy-forms');
  for (const t of treatmentFiles) {
    checkRelated(t.file, t.slug, t.related);
    for (const m of t.methods) {
      if (!therapySlugs.has(m.specialty)) problems.push(`${t.file}: methods: unknown therapy form "${m.specialty}"`);
    }
  }

  // A page may ask only for topical help lines that site.json defines; the others show everywhere.
  const topical = new Set(site.helplines.national.filter((l) => l.topical).map((l) => l.id));
  for (const f of [...resourceFiles, ...treatmentFiles, ...formFiles, ...pageFiles]) {
    for (const id of f.helplines ?? []) {
      if (!topical.has(id))
        problems.push(`${f.file}: helplines: "${id}" is not a topical help line in site.json (${[...topical].join(', ')})`);
    }
  }

  const boxSlugs = slugsOf('boxes');
  for (const f of [...resourceFiles, ...treatmentFiles, ...pageFiles]) {
    for (const slug of f.boxes ?? []) if (!boxSlugs.has(slug)) problems.push(`${f.file}: boxes: unknown box "${slug}" (content/boxes/)`);
  }
  for (const slug of CITY_BOXES)
    if (!boxSlugs.has(slug)) problems.push(`content/boxes/${slug}.md: file: missing (every city page shows it)`);

  // A link must reach a page that answers 200: a canonical path of the route table, or an alias.
  const known = new Set([
    ...canonicalPaths({
      resources: slugList('resources'),
      treatments: slugList('treatments'),
      therapyForms: slugList('therapy-forms'),
      cities: slugList('cities'),
    }),
    ...ALIAS_PATHS,
  ]);
  for (const { file, html } of collections.flatMap((name) => files[name] as { file: string; html: string }[])) {
    for (const href of internalLinks(html)) {
      if (!known.has(href)) problems.push(`${file}: link: no page at ${href}`);
    }
  }

  checkLanguage(prose, join(contentDir, 'words.txt'), { requireSpelling: process.env.REQUIRE_SPELLCHECK === '1', ...language }, problems);

  if (problems.length) throw new ContentError(problems);

  const strip = <T extends { file: string }>({ file: _file, ...rest }: T) => rest;
  const resources: Resource[] = resourceFiles.map(strip).map((r) => {
    const datePublished = r.datePublished ?? DEFAULT_DATE_PUBLISHED;
    return {
      ...r,
      image: r.image ?? `resources/${r.slug}.webp`,
      imageAlt: r.imageAlt ?? '',
      datePublished,
      dateModified: r.dateModified ?? datePublished,
    };
  });
  const treatments: Treatment[] = treatmentFiles.map(strip).sort((a, b) => a.order - b.order);
  const therapyForms: TherapyForm[] = formFiles.map(strip).map((f) => ({ ...f, specialty: f.specialty ?? f.slug }));
  const pages = Object.fromEntries(pageFiles.map(strip).map((p) => [p.slug, p])) as Record<string, Page>;
  const boxes = Object.fromEntries(boxFiles.map(strip).map((b) => [b.slug, b])) as Record<string, InfoBox>;
  return { site, resources, treatments, therapyForms, cities: cityFiles.map(strip), pages, privacy: privacyFiles.map(strip), boxes };
}

/** A page's prose: each listed front-matter field as its own block, then the body. Tokens are
 *  left out rather than filled: the operator's values are not ours to spell. */
function proseOf(data: Record<string, unknown>, fields: readonly string[], body: string): string {
  const at = (value: unknown, path: string[]): unknown[] => {
    if (!path.length) return [value];
    if (path[0] === '*') return Array.isArray(value) ? value.flatMap((v) => at(v, path.slice(1))) : [];
    return value && typeof value === 'object' ? at((value as Record<string, unknown>)[path[0]!], path.slice(1)) : [];
  };
  const fieldText = fields.flatMap((f) => at(data, f.split('.'))).filter((v): v is string => typeof v === 'string');
  return [...fieldText.map(proseOfField), proseOfMarkdown(body)].filter(Boolean).join('\n');
}

/** Internal hrefs in rendered HTML, without fragment or query, decoded. */
function internalLinks(html: string): string[] {
  return [...html.matchAll(/href="(\/[^"]*)"/g)].map((m) => {
    const path = m[1]!.replace(/[#?].*$/, '');
    try {
      return decodeURI(path);
    } catch {
      return path;
    }
  });
}

/** Values a content file may use as {token}. */
function tokenTable(site: Site): Record<string, string> {
  return {
    product: site.product,
    productSlug: site.productSlug,
    email: site.email,
    host: site.portalHost,
    searchUrl: site.search.url,
    shopUrl: site.shopUrl,
    ebookUrl: site.ebookUrl,
    aiProvider: site.aiProvider.name,
    aiProviderCountry: site.aiProvider.country,
    consentRetentionDays: String(site.consentRetentionDays),
    technicalLogRetentionDays: String(site.technicalLogRetentionDays),
    controllerName: site.controller.legalName,
    controllerCvr: site.controller.cvr,
    controllerAddress: site.controller.address,
    controllerEmail: site.controller.email,
    controllerDpo: site.controller.dpo,
    minimumAge: String(site.minimumAge),
    healthDataConsent: HEALTH_DATA_CONSENT,
    aiTransfer: aiTransferText(site.aiProvider),
    callLimits: callLimitsText(site.call.maxMinutes),
    voiceSentences: voiceSentences(site.aiProvider),
    providerRetention: providerRetentionText(site.aiProvider),
  };
}

// In slugs and link targets the product is written in its slug form.
const fillSlug = (value: string, site: Site) => value.replaceAll('{product}', site.productSlug);

function fillText(value: string, tokens: Record<string, string>, where: string, problems: string[]): string {
  return fillTokens(value, tokens, (token) => {
    problems.push(`${where}: text: unknown token ${token}`);
    return token;
  });
}

function fillBody(body: string, tokens: Record<string, string>, site: Site, where: string, problems: string[]) {
  const linksFilled = body.replace(/\]\(([^)\s]+)\)/g, (_m, target: string) => `](${fillSlug(target, site)})`);
  return fillText(linksFilled, tokens, where, problems);
}

/** Front-matter fields that hold slugs; in them the product is written in its slug form. */
const SLUG_FIELDS = ['related'] as const;

function fillSlugFields(data: unknown, site: Site): unknown {
  if (!data || typeof data !== 'object' || Array.isArray(data)) return data;
  const filled: Record<string, unknown> = { ...data };
  for (const field of SLUG_FIELDS) {
    const value = filled[field];
    if (Array.isArray(value)) filled[field] = value.map((v) => (typeof v === 'string' ? fillSlug(v, site) : v));
  }
  return filled;
}

function fill(value: unknown, tokens: Record<string, string>, where: string, problems: string[]): unknown {
  if (typeof value === 'string') return fillText(value, tokens, where, problems);
  if (Array.isArray(value)) return value.map((v) => fill(v, tokens, where, problems));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fill(v, tokens, where, problems)]));
  }
  return value;
}

// YAML reads an unquoted 2025-01-15 as a Date; the schemas want the plain date.
function normaliseDates(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (Array.isArray(value)) return value.map(normaliseDates);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, normaliseDates(v)]));
  }
  return value;
}

function parse<S extends z.ZodTypeAny>(schema: S, data: unknown, where: string, problems: string[]): z.infer<S> | undefined {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  for (const issue of result.error.issues) problems.push(problemMessage(where, issue));
  return undefined;
}

// Two files can fill to one slug (medejer-af-{product}.md beside its filled twin).
function checkDuplicates(files: { slug: string; file: string }[], problems: string[]) {
  const seen = new Map<string, string>();
  for (const { slug, file } of files) {
    const first = seen.get(slug);
    if (first) problems.push(`${file}: slug: duplicate "${slug}", also ${first}`);
    seen.set(slug, file);
  }
}

export function countWords(markdown: string): number {
  return (markdown.match(/[\p{L}\p{N}]+(?:[-'’][\p{L}\p{N}]+)*/gu) ?? []).length;
}
