// The built content (scripts/build.ts writes it; never edit it by hand), with lookups by slug.
import data from '../generated/content.json';
import manifestData from '../generated/manifest.json';
import { searchUrl as buildSearchUrl, type SearchFilter } from '../../contracts/search.ts';
import type { Content } from './schema.ts';

export const content = data as unknown as Content;
export const site = content.site;
/** The client build: entry script, chunks, the inline stylesheet and its CSP hash, the font. */
export const manifest = manifestData as {
  entry: string;
  /** The hydration module, then the chunks it imports: the entry loads them after the first paint. */
  hydrate: string[];
  /** The call chunk, which the browser imports by this URL on intent. */
  call: string;
  lazy: string[];
  css: string;
  cssHash: string;
  font: string;
  buildId: string;
};

const bySlug = <T extends { slug: string }>(items: T[]) => new Map(items.map((i) => [i.slug, i]));
export const resources = bySlug(content.resources);
export const treatments = bySlug(content.treatments);
export const therapyForms = bySlug(content.therapyForms);
export const cities = bySlug(content.cities);

/** The external therapist search, optionally filtered by a specialty or a city (the agent builds its links the same way). */
export const searchUrl = (filter?: SearchFilter) => buildSearchUrl(site.search, filter);
