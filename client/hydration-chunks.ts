// Where the browser finds the hydration code. The server writes its URLs on <body>: the hydrating
// module first, then the chunks it imports, so all of them are fetched at once rather than one after
// another as the imports are discovered.

/** The attribute on <body> holding the hydration code's URLs, separated by spaces. */
export const HYDRATION_CHUNKS_ATTRIBUTE = 'data-hydration-chunks';

/** Set on <html> once every island has hydrated: the islands answer clicks and keys from then on. */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

export function hydrationChunkUrls(): string[] {
  return document.body.getAttribute(HYDRATION_CHUNKS_ATTRIBUTE)?.split(' ').filter(Boolean) ?? [];
}
