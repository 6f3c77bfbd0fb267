// Turns content/ into one validated, typed object. Every problem is reported as
// "<file>: <field>: <what is wrong>", and any problem fails the build.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import matter from 'gray-matter';
import { marked } from 'marked';
import { z } from 'zod';
import type { BuildSide, CheckContext, Read } from '../collections/build.ts';
import { COLLECTIONS } from '../collections/registry.ts';
import type { Collection, Faq } from '../collections/types.ts';
import { ALIAS_PATHS, canonicalPaths } from '../contracts/routes.ts';
import {
  aiTransferText,
  callLimitsText,
  dpoText,
  HEALTH_DATA_CONSENT,
  providerRetentionText,
  voiceSentences,
} from '../contracts/privacy.ts';
import { loadPrices, PricesError } from '../config/prices.ts';
import { loadSite, type Site, SiteError } from '../config/site.ts';
import { guideProse, PRICES_FILE, priceTokens } from './price-guide-text.ts';
import { fillTokens, problemMessage } from '../config/text.ts';
import type { Content } from '../worker/content/types.ts';
import { checkLanguage, type LanguageOptions, type Prose } from './language-check.ts';
import { proseOfField, proseOfMarkdown } from './language.ts';

export class ContentError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(`Content has ${problems.length} problem(s):\n  ${problems.join('\n  ')}`);
    this.problems = problems;
  }
}

/** A collection as the build reads it: what it declares (collection.ts) and its build side (schema.ts). */
export interface BuildCollection {
  declared: Collection;
  side: BuildSide<z.ZodType, unknown>;
}

const COLLECTIONS_DIR = new URL('../collections/', import.meta.url).pathname;

/** Every registered collection with its build side, imported by folder name: the registry names each
 *  collection once, and only the build (here, in Node) ever loads a schema. */
export const BUILD_COLLECTIONS: BuildCollection[] = await Promise.all(
  COLLECTIONS.map(async (declared) => ({
    declared,
    side: ((await import(`../collections/${declared.folder}/schema.ts`)) as { default: BuildSide<z.ZodType, unknown> }).default,
  })),
);

/** Folders of collections/ that hold a collection (a collection.ts) but are missing from the registry. */
export function unregisteredFolders(dir = COLLECTIONS_DIR, registered: readonly { folder: string }[] = COLLECTIONS): string[] {
  const folders = readdirSync(dir, { withFileTypes: true }).filter(
    (d) => d.isDirectory() && existsSync(join(dir, d.name, 'collection.ts')),
  );
  return folders.map((d) => d.name).filter((folder) => !registered.some((c) => c.folder === folder));
}

interface Options {
  contentDir: string;
  imagesDir: string;
  /** The language checks (spelling, LIX); by default the dictionary is required when REQUIRE_SPELLCHECK=1. */
  language?: LanguageOptions;
  /** The collections to read; the registry's by default (a test may add one of its own). */
  collections?: BuildCollection[];
}

/** Reads and validates everything under contentDir; throws ContentError listing every problem. */
export function loadContent({ contentDir, imagesDir, language = {}, collections = BUILD_COLLECTIONS }: Options): Content {
  const problems: string[] = unregisteredFolders().map(
    (folder) => `collections/${folder}/: not in the registry (add it to COLLECTIONS in collections/registry.ts)`,
  );
  const site = withProblems(() => loadSite(join(contentDir, 'site.json'), rel(join(contentDir, 'site.json'))));
  // The price facts come before any page: the subsidy box and the anxiety FAQ take their figures as {tokens}.
  const pricesPath = join(contentDir, PRICES_FILE);
  const prices = withProblems(() => loadPrices(pricesPath, rel(pricesPath)));
  const reading: Reading = {
    contentDir,
    site,
    tokens: { ...tokenTable(site), ...priceTokens(prices) },
    problems,
    prose: [],
  };

  const readAll = collections.map((c) => readCollection(c, reading));
  const ctx: CheckContext = {
    site,
    imagesDir,
    slugs: (name) => readAll.find((c) => c.declared.name === name)?.slugs ?? new Set<string>(),
    problem: (file, message) => problems.push(`${file}: ${message}`),
  };
  for (const c of readAll) checkCollection(c, ctx, problems);
  checkLinks(readAll, problems);
  // The guide's form and every answer it can give are pages of their own for spelling and LIX.
  const prose = [...reading.prose, ...guideProse(prices, rel(pricesPath))];
  checkLanguage(prose, join(contentDir, 'words.txt'), { requireSpelling: process.env.REQUIRE_SPELLCHECK === '1', ...language }, problems);
  if (problems.length) throw new ContentError(problems);
  return assemble(site, prices, readAll);
}

const rel = (file: string) => relative(process.cwd(), file);

/** Runs site.json's or the price facts' loader, turning the problems it found into a ContentError. */
function withProblems<T>(load: () => T): T {
  try {
    return load();
  } catch (error) {
    if (error instanceof SiteError || error instanceof PricesError) throw new ContentError(error.problems);
    throw error;
  }
}

/** What reading the content folders shares, and what it gathers for the checks after it. */
interface Reading {
  contentDir: string;
  site: Site;
  tokens: Record<string, string>;
  problems: string[];
  prose: Prose[];
}

type Item = Read<z.ZodType> & { helplines?: string[]; boxes?: string[]; faq?: Faq };
/** A collection as read: its folder (as messages name it), its valid items, and every slug present, valid
 *  file or not: references are checked against these, so one broken file is reported once and not again in
 *  each file that links to it. */
type ReadCollection = BuildCollection & { dir: string; items: Item[]; slugs: Set<string> };

/** A collection's Markdown files, each filled, parsed and rendered; a file with a problem is left out. */
function readCollection(c: BuildCollection, r: Reading): ReadCollection {
  const dir = join(r.contentDir, c.declared.folder);
  const names = existsSync(dir)
    ? readdirSync(dir)
        .filter((f) => f.endsWith('.md'))
        .sort()
    : [];
  const slugs = new Set(names.map((file) => fillSlug(file.slice(0, -3), r.site)));
  return { ...c, dir: rel(dir), slugs, items: names.flatMap((file) => readFile(join(dir, file), c.side, r)) };
}

function readFile(path: string, side: BuildSide<z.ZodType, unknown>, { site, tokens, problems, prose }: Reading): Item[] {
  const where = rel(path);
  const slug = fillSlug(basename(path, '.md'), site);
  let parsed: matter.GrayMatterFile<string>;
  try {
    parsed = matter(readFileSync(path, 'utf8'));
  } catch (error) {
    problems.push(`${where}: front matter: ${(error as Error).message.split('\n')[0]}`);
    return [];
  }
  // YAML reads an unquoted 2025-01-15 as a Date; the schemas want the plain date.
  const dated = mapLeaves(parsed.data, (v) => (v instanceof Date ? v.toISOString().slice(0, 10) : v));
  const data = mapLeaves(fillSlugFields(dated, site), (v) => (typeof v === 'string' ? fillText(v, tokens, where, problems) : v));
  const front = parse(side.schema, data, where, problems);
  if (!front) return [];
  prose.push({ file: where, page: side.page?.(slug), text: proseOf(parsed.data, side.prose, parsed.content) });
  const body = fillBody(parsed.content, tokens, site, where, problems);
  const html = marked.parse(body, { async: false }) as string;
  return [{ ...(front as object), slug, html, words: countWords(body), file: where } as Item];
}

/** A collection's own checks, and the help lines and boxes its pages ask for. */
function checkCollection({ declared, side, dir, items, slugs }: ReadCollection, ctx: CheckContext, problems: string[]) {
  for (const path of side.prose.filter((p) => !hasField(side.schema, p.split('.'))))
    problems.push(`collections/${declared.folder}/schema.ts: prose: "${path}" names no field of the schema`);
  const { minItems = 0, maxItems = Infinity, minWords = 0, uniqueSlugs } = side;
  if (slugs.size < minItems) problems.push(`${dir}: ${slugs.size} files, at least ${minItems} required`);
  if (slugs.size > maxItems) problems.push(`${dir}: ${slugs.size} files, at most ${maxItems} allowed`);
  for (const f of items) if (f.words < minWords) problems.push(`${f.file}: body: ${f.words} words, at least ${minWords} required`);
  if (uniqueSlugs) checkDuplicates(items, problems);
  side.check?.(items, ctx);
  // A page may ask only for topical help lines that site.json defines, and only for boxes that exist.
  const topical = new Set(ctx.site.helplines.national.filter((l) => l.topical).map((l) => l.id));
  for (const f of items) {
    for (const id of f.helplines ?? []) {
      if (!topical.has(id))
        problems.push(`${f.file}: helplines: "${id}" is not a topical help line in site.json (${[...topical].join(', ')})`);
    }
    for (const slug of f.boxes ?? [])
      if (!ctx.slugs('boxes').has(slug)) problems.push(`${f.file}: boxes: unknown box "${slug}" (content/boxes/)`);
  }
}

/** A link must reach a page that answers 200: a canonical path of the route table, or an alias. */
function checkLinks(readAll: ReadCollection[], problems: string[]) {
  const known = new Set([
    ...canonicalPaths(
      Object.fromEntries(readAll.map(({ declared, slugs }) => [declared.name, [...slugs].map((slug) => ({ slug }))])) as never,
    ),
    ...ALIAS_PATHS,
  ]);
  for (const { file, html, faq } of readAll.flatMap((c) => c.items)) {
    for (const href of [...internalLinks(html), ...(faq ?? []).flatMap((f) => (f.link ? [f.link.href.replace(/[#?].*$/, '')] : []))]) {
      if (!known.has(href)) problems.push(`${file}: link: no page at ${href}`);
    }
  }
}

/** The built content: each collection finished by its build side, as a list or a record by slug. */
function assemble(site: Site, prices: Content['prices'], readAll: ReadCollection[]): Content {
  const built: Record<string, unknown> = { site, prices };
  for (const { declared, side, items } of readAll) {
    const finished = side.finish(items.map(({ file: _file, ...item }) => item)) as { slug: string }[];
    built[declared.name] = declared.stored === 'list' ? finished : Object.fromEntries(finished.map((item) => [item.slug, item]));
  }
  return built as Content;
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

/** Whether a prose path ('faq.*.answer') names a field the schema has. */
function hasField(schema: z.core.$ZodType, path: string[]): boolean {
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable) return hasField(schema.unwrap(), path);
  const [step, ...rest] = path;
  if (step === undefined) return true;
  if (step === '*') return schema instanceof z.ZodArray && hasField(schema.element, rest);
  return schema instanceof z.ZodObject && Object.hasOwn(schema.shape, step) && hasField(schema.shape[step], rest);
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
    controllerDpo: dpoText(site.controller.dpo),
    minimumAge: String(site.minimumAge),
    childLine: site.helplines.national.find((line) => line.id === 'boern')?.phone ?? '116 111',
    healthDataConsent: HEALTH_DATA_CONSENT,
    minimumAgeBasis: site.minimumAgeSource.basis,
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

/** Front matter with `leaf` applied to each value inside its lists and objects. */
function mapLeaves(value: unknown, leaf: (value: unknown) => unknown): unknown {
  if (Array.isArray(value)) return value.map((v) => mapLeaves(v, leaf));
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, mapLeaves(v, leaf)]));
  }
  return leaf(value);
}

function parse<S extends z.ZodType>(schema: S, data: unknown, where: string, problems: string[]): z.output<S> | undefined {
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
