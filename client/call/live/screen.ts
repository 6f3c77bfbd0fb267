// Reading what the agent puts on the visitor's screen (contracts/screen.ts). Anything that is not one
// well-formed message, or that links anywhere but our own origin (page cards) or the configured search
// (search cards), is dropped: a card is a link the visitor may tap, so it must be one we would print.
import { CRISIS_KINDS, type CrisisMessage, type ScreenMessage } from '../../../contracts/screen.ts';
import { HELPLINES } from '../../../ui/helplines.tsx';

/** Where a card may link: our own origins (site.json's siteUrl and the page's own) and the search's. */
export interface ScreenLinks {
  siteOrigins: string[];
  searchOrigin: string;
}

const MAX_TEXT = 300;

export function parseScreenMessage(text: string, links: ScreenLinks): ScreenMessage | undefined {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (!data || typeof data !== 'object') return undefined;
  const m = data as Record<string, unknown>;
  switch (m.type) {
    case 'crisis': {
      const kind = CRISIS_KINDS.find((known) => known === m.kind);
      // Only ids of lines we know are kept: the screen shows numbers from our own list, never from a message.
      const lines = Array.isArray(m.lines) ? m.lines.filter((id): id is string => HELPLINES.national.some((l) => l.id === id)) : undefined;
      return kind && ({ type: 'crisis', kind, ...(lines ? { lines } : {}) } satisfies CrisisMessage);
    }
    case 'search': {
      const url = linkTo(m.url, [links.searchOrigin]);
      if (!url || !optionalText(m.specialty) || !optionalText(m.city)) return undefined;
      return {
        type: 'search',
        url,
        ...(m.specialty ? { specialty: m.specialty as string } : {}),
        ...(m.city ? { city: m.city as string } : {}),
      };
    }
    case 'page': {
      const url = linkTo(m.url, links.siteOrigins);
      if (!url || !isText(m.title) || !isText(m.summary)) return undefined;
      return { type: 'page', url, title: m.title, summary: m.summary };
    }
    default:
      return undefined;
  }
}

/** The URL as the browser reads it, if it is https (or the page's own http origin) on one of the origins. */
function linkTo(value: unknown, origins: string[]): string | undefined {
  if (typeof value !== 'string') return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return undefined;
  }
  if (url.username || url.password || !origins.includes(url.origin)) return undefined;
  return url.href;
}

const isText = (value: unknown): value is string => typeof value === 'string' && value.trim().length > 0 && value.length <= MAX_TEXT;
const optionalText = (value: unknown) => value === undefined || isText(value);
