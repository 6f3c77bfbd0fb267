// What the voice agent knows of the site: the search's vocabularies (specialties, cities) and the
// summaries of our pages. scripts/build.ts writes it from the same validated content the site is built
// from (agent/generated/knowledge.json), so the agent explains from our text and links to our pages.
import { readFileSync } from 'node:fs';
import type { PriceFacts } from '../contracts/price-guide.ts';
import type { SearchConfig } from '../contracts/search.ts';

/** Something the search can be filtered on: a treatment (its slug) or a therapy form (its specialty). */
export interface Specialty {
  /** The value of the search's specialty parameter, as the site's own pages put it. */
  value: string;
  /** The Danish name as the site writes it ("Angst", "Kognitiv adfærdsterapi (KAT)"). */
  name: string;
  kind: 'treatment' | 'therapyForm';
}

/** A city the site names: one with its own page (slug) or one of the towns on /by/andre-byer. */
export interface City {
  slug: string;
  /** The value of the search's city parameter, as the site's own pages put it. */
  name: string;
}

/** One of our pages the look-up tool can explain from. */
export interface KnowledgePage {
  kind: 'therapyForm' | 'treatment' | 'resource';
  slug: string;
  title: string;
  /** The page's own summary, one line. */
  summary: string;
  /** The page's text as plain prose (and, for a treatment, its FAQ and fact boxes), cut to a length a reply can use. */
  text: string;
  /** The page's absolute URL on our origin. */
  url: string;
}

export interface AgentKnowledge {
  siteUrl: string;
  search: SearchConfig;
  specialties: Specialty[];
  cities: City[];
  pages: KnowledgePage[];
  /** The price guide's facts (content/pris-og-tilskud.json), for the price tool. */
  prices: PriceFacts;
}

export const KNOWLEDGE_FILE = new URL('./generated/knowledge.json', import.meta.url);

export class KnowledgeMissingError extends Error {}

/** What has been read, by file: the worker reads it once (prewarm in agent/job.ts), and every call after. */
const LOADED = new Map<string, AgentKnowledge>();

/** Reads the file the build wrote, once per process; without it the agent cannot search or look anything up. */
export function loadKnowledge(file: URL | string = KNOWLEDGE_FILE): AgentKnowledge {
  const loaded = LOADED.get(String(file));
  if (loaded) return loaded;
  let data: AgentKnowledge;
  try {
    data = JSON.parse(readFileSync(file, 'utf8')) as AgentKnowledge;
  } catch (error) {
    throw new KnowledgeMissingError(`${String(file)}: ${(error as Error).message} (run \`npm run build\` first)`);
  }
  if (
    !data.siteUrl ||
    !data.search?.url ||
    !data.specialties?.length ||
    !data.cities?.length ||
    !data.pages?.length ||
    !data.prices?.categories?.length
  )
    throw new KnowledgeMissingError(`${String(file)}: incomplete (run \`npm run build\` again)`);
  LOADED.set(String(file), data);
  return data;
}
