// The markup the entry reads, kept apart from the islands so the entry imports none of them. The server
// writes two lists of URLs on <body>, each a module first and then the chunks it imports, so all of them
// are fetched at once rather than one after another as the imports are discovered:
// - the page's own behaviour (client/page.ts, no framework), loaded once the page has painted;
// - React and the islands (client/hydrate.ts), loaded at the visitor's first sign of intent on an island.

/** The attribute on <body> holding the page code's URLs (client/page.ts), separated by spaces. */
export const PAGE_CODE_ATTRIBUTE = 'data-page-code';

/** The attribute on <body> holding the hydration code's URLs (client/hydrate.ts), separated by spaces. */
export const HYDRATION_CHUNKS_ATTRIBUTE = 'data-hydration-chunks';

/** Set on <html> once the page code has run: the header's scroll style, the loading bar, image fallbacks. */
export const ENHANCED_ATTRIBUTE = 'data-enhanced';

/** Set on <html> once every island has started hydrating: the islands answer clicks and keys from then on
 *  (React hydrates an island at once when a click reaches it first). */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

export function moduleUrls(attribute: typeof PAGE_CODE_ATTRIBUTE | typeof HYDRATION_CHUNKS_ATTRIBUTE): string[] {
  return document.body.getAttribute(attribute)?.split(' ').filter(Boolean) ?? [];
}

/** The attribute on an island's root element; its value is the island's name. */
export const ISLAND_ATTRIBUTE = 'data-island';

/** An island's controls: the first sign of intent on one loads React; a tap on one before hydration is
 *  kept and replayed (client/entry.ts). */
export const ISLAND_CONTROLS = `[${ISLAND_ATTRIBUTE}] button`;
