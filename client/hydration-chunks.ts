// The markup the entry reads, kept apart from the islands so the entry imports none of them. The server
// writes the hydration code's URLs on <body>: the hydrating module first, then the chunks it imports, so
// all of them are fetched at once rather than one after another as the imports are discovered.

/** The attribute on <body> holding the hydration code's URLs, separated by spaces. */
export const HYDRATION_CHUNKS_ATTRIBUTE = 'data-hydration-chunks';

/** Set on <html> once every island has hydrated: the islands answer clicks and keys from then on. */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

export function hydrationChunkUrls(): string[] {
  return document.body.getAttribute(HYDRATION_CHUNKS_ATTRIBUTE)?.split(' ').filter(Boolean) ?? [];
}

/** The attribute on an island's root element; its value is the island's name. */
export const ISLAND_ATTRIBUTE = 'data-island';

/** An island's controls: a tap on one before hydration is kept and replayed (client/entry.ts). */
export const ISLAND_CONTROLS = `[${ISLAND_ATTRIBUTE}] button`;
