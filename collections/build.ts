// What every collection's build side (<folder>/schema.ts) shares: the front-matter fields several
// collections use, what a build side declares, and what its cross-checks may ask. Only the build
// (scripts/content.ts, in Node) imports these; the Worker and the browser never do.
import { z } from 'zod';
import { helplineId, type Site, text } from '../config/site.ts';
import type { COLLECTIONS } from './registry.ts';
import type { WithBody } from './types.ts';

/** Slugs of shared boxes (content/boxes/) a page shows, e.g. [psykolog-med-tilskud]. */
export const pageBoxes = z
  .array(z.string().regex(/^[a-z0-9-]+$/))
  .min(1)
  .optional();

/** Ids of topical help lines a page asks for in its front matter (checked against site.json by the build). */
export const pageHelplines = z.array(helplineId).min(1).optional();

/** A page's questions and answers; an answer may end with a link to one of our pages (checked like body links). */
export const faq = z.array(
  z
    .object({
      question: text(200),
      answer: text(800),
      link: z
        .object({ text: text(80), href: z.string().regex(/^\/[^/]/, 'expected a path on our site') })
        .strict()
        .optional(),
    })
    .strict(),
);

/** What a collection's cross-checks may ask of the build. */
export interface CheckContext {
  site: Site;
  imagesDir: string;
  /** Every slug present in a collection's folder, valid file or not, so one broken file is reported once. */
  slugs(collection: (typeof COLLECTIONS)[number]['name']): ReadonlySet<string>;
  /** Reports "<file>: <message>"; any problem fails the build. */
  problem(file: string, message: string): void;
}

/** An item as read: its front matter as the schema gave it, its body, and the file it came from. */
export type Read<S extends z.ZodType> = z.output<S> & WithBody & { file: string };

export interface BuildSide<S extends z.ZodType, Item> {
  /** The front matter's schema. */
  schema: S;
  /** The fields a visitor reads, for the spelling and LIX checks beside the body; a path step '*' is every item of a
   *  list. A path that names no field of the schema fails the build. */
  prose: readonly string[];
  /** How many files the collection must have (the spec's "70+ therapy forms"), counted valid or not. */
  minItems?: number;
  maxItems?: number;
  /** The fewest words an item's body may have. */
  minWords?: number;
  /** Whether the slugs name pages, so must be unique. */
  uniqueSlugs: boolean;
  /** LIX is measured per page: files that make one page together return that page's path. */
  page?: (slug: string) => string | undefined;
  /** Checks against other collections, site.json or the files (each problem through ctx.problem). */
  check?: (items: Read<S>[], ctx: CheckContext) => void;
  /** The built items, once every check passed: defaults filled in, in the order the pages list them.
   *  Its type ties the schema to the plain type the Worker reads (collection.ts). */
  finish: (items: (z.output<S> & WithBody)[]) => Item[];
}

/** Declares a collection's build side, built into items of type Item: buildSide<Resource>()({ … }). */
export const buildSide =
  <Item>() =>
  <S extends z.ZodType>(side: BuildSide<S, Item>) =>
    side;

/** `related` lists other resources: never the item itself, never a slug with no file. */
export function checkRelated(items: { file: string; slug: string; related: string[] }[], ctx: CheckContext) {
  const resources = ctx.slugs('resources');
  for (const { file, slug: own, related } of items) {
    for (const slug of related) {
      if (slug === own) ctx.problem(file, 'related: lists itself');
      else if (!resources.has(slug)) ctx.problem(file, `related: unknown resource "${slug}"`);
    }
  }
}
