// The decisions behind the agent's two screen tools, as pure functions of the built knowledge: which
// search to open for a spoken specialty and city, and which of our pages explains a topic. A word the
// site does not know is matched to the nearest known one ("Århus" → Aarhus), or declined: nothing the
// caller or the model says reaches a URL unless it is one of the site's own values.
import { foldDanish } from '../contracts/content.ts';
import type { PageCard, SearchCard } from '../contracts/screen.ts';
import { searchUrl } from '../contracts/search.ts';
import type { AgentKnowledge, City, KnowledgePage, Specialty } from './knowledge.ts';

/** What a tool did: the card to show, if any, and what the model is told. */
export interface ToolOutcome<Card> {
  card?: Card;
  reply: string;
}

/** Opens the external search filtered on a known specialty and/or city, or declines what it cannot place. */
export function findTherapist(
  knowledge: AgentKnowledge,
  asked: { specialty?: string | undefined; city?: string | undefined },
): ToolOutcome<SearchCard> {
  const specialty = asked.specialty?.trim() ? nearest(asked.specialty, knowledge.specialties, specialtyKeys) : undefined;
  const city = asked.city?.trim() ? nearest(asked.city, knowledge.cities, cityKeys) : undefined;
  const declined = [
    specialty && !specialty.found && `Jeg kender ikke specialet "${asked.specialty}"${suggest(specialty.close.map((s) => s.name))}`,
    city && !city.found && `Jeg kender ikke byen "${asked.city}"${suggest(city.close.map((c) => c.name))}`,
  ].filter(Boolean);
  if (declined.length)
    return {
      reply: `${declined.join(' ')}. Intet er vist på skærmen. Spørg den, der ringer, hvad der passer, eller søg uden det, du ikke kunne finde.`,
    };
  const s = specialty?.found;
  const c = city?.found;
  const card: SearchCard = {
    type: 'search',
    ...(s && { specialty: s.name }),
    ...(c && { city: c.name }),
    url: searchUrl(knowledge.search, { specialty: s?.value, city: c?.name }),
  };
  const what = [s && `inden for ${s.name}`, c && `i ${c.name}`].filter(Boolean).join(' ') || 'i hele landet';
  return {
    card,
    reply:
      `Søgningen efter terapeuter ${what} er nu vist på den ringendes skærm som et link. ` +
      'Sig i én kort sætning, hvad du har åbnet. Nævn ingen terapeuter ved navn: du kender ingen.',
  };
}

/** Finds the page of ours about a therapy form, treatment or resource, and returns its own words. */
export function lookUp(knowledge: AgentKnowledge, topic: string): ToolOutcome<PageCard> {
  const match = topic.trim() ? nearest(topic, knowledge.pages, pageKeys) : undefined;
  const page = match?.found;
  if (!page)
    return {
      reply:
        `Vi har ingen side om "${topic}"${suggest((match?.close ?? []).map((p) => p.title))}. ` +
        'Sig det ærligt, og forklar det ikke ud fra din egen viden.',
    };
  return {
    card: { type: 'page', title: page.title, summary: page.summary, url: page.url },
    reply:
      `Fra vores side "${page.title}" (${page.url}), som nu er vist på skærmen med "Læs mere":\n${page.text}\n\n` +
      'Forklar kort og med dine egne ord ud fra denne tekst alene. Tilføj ingen tal, priser eller fakta, der ikke står her.',
  };
}

/** "Århus", "AARHUS", "aarhus" → "aarhus"; "Kognitiv adfærdsterapi (KAT)" → "kognitiv adfaerdsterapi kat". */
function normaliseName(text: string): string {
  return foldDanish(text)
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** Spellings without the Danish letters collapse together: "koebenhavn", "kobenhavn", "arhus", "aarhus". */
const loose = (key: string) => key.replace(/aa/g, 'a').replace(/ae/g, 'a').replace(/oe/g, 'o');

const specialtyKeys = (s: Specialty) => nameKeys(s.name, s.value);
const cityKeys = (c: City) => nameKeys(c.name, c.slug);
const pageKeys = (p: KnowledgePage) => nameKeys(p.title, p.slug);

/** A name, its slug, the name without a bracketed abbreviation, and the abbreviation alone ("KAT"). */
function nameKeys(name: string, slug: string): string[] {
  const bracket = /\(([^)]+)\)/.exec(name)?.[1];
  return [name, slug.replace(/-/g, ' '), name.replace(/\s*\([^)]*\)/g, ''), ...(bracket ? [bracket] : [])].map(normaliseName);
}

interface Match<T> {
  found?: T;
  /** Near candidates, to offer when nothing is close enough. */
  close: T[];
}

/**
 * The one known item a spoken name means: an exact key, then the same key without the Danish letters,
 * then the single nearest key within a few typing or hearing errors. Two equally near items are a tie,
 * and a tie is declined rather than guessed.
 */
function nearest<T>(spoken: string, items: T[], keysOf: (item: T) => string[]): Match<T> {
  const key = normaliseName(spoken);
  const exact = items.filter((item) => keysOf(item).includes(key));
  if (exact.length === 1) return { found: exact[0]!, close: [] };
  const looseKey = loose(key);
  const alike = items.filter((item) => keysOf(item).some((k) => loose(k) === looseKey));
  if (alike.length === 1) return { found: alike[0]!, close: [] };
  const ranked = items
    .map((item) => ({ item, distance: Math.min(...keysOf(item).map((k) => wordDistance(loose(k), looseKey))) }))
    .sort((a, b) => a.distance - b.distance);
  const [best, second] = ranked;
  if (best && best.distance < Number.POSITIVE_INFINITY && (!second || second.distance > best.distance))
    return { found: best.item, close: [] };
  // Nothing close enough: offer the names that share a word with what was said.
  const words = looseKey.split(' ').filter((w) => w.length > 3);
  const sharesWord = (item: T) => keysOf(item).some((k) => words.some((w) => loose(k).split(' ').includes(w)));
  return { close: items.filter(sharesWord).slice(0, 3) };
}

/**
 * How far a spoken name is from a known one, word by word, each word allowed a few slips by its length
 * (none in a short word): "odensse" is Odense, "depresion" is Depression, but "astrologisk terapi" is not
 * "sexologisk terapi". A name run together or split ("adfaerds terapi") counts one. Too far is Infinity.
 */
function wordDistance(known: string, spoken: string): number {
  const a = known.split(' ');
  const b = spoken.split(' ');
  if (a.length !== b.length) return known.replace(/ /g, '') === spoken.replace(/ /g, '') ? 1 : Number.POSITIVE_INFINITY;
  let total = 0;
  for (const [i, word] of b.entries()) {
    const distance = editDistance(a[i]!, word);
    if (distance > slipsAllowed(word)) return Number.POSITIVE_INFINITY;
    total += distance;
  }
  return total;
}

const slipsAllowed = (word: string) => (word.length <= 4 ? 0 : word.length <= 8 ? 1 : 2);

const suggest = (names: string[]) => (names.length ? ` (mente du ${names.map((n) => `"${n}"`).join(' eller ')}?)` : '');

/** Damerau–Levenshtein (optimal string alignment): an edit, an insertion, a deletion or two swapped letters each count one. */
function editDistance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) d[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, d[i - 2]![j - 2]! + 1);
      d[i]![j] = value;
    }
  }
  return d[a.length]![b.length]!;
}
