// Where the browser finds the call chunk (livekit-client and the call client). The build makes it its
// own entry and the server writes its hashed URL on <body>; the browser imports that URL. A bundler
// cannot follow a specifier read from the page, so the Worker, which renders the islands too, never
// carries the browser-only call code.

/** The attribute on <body> holding the call chunk's URL. */
export const CALL_CHUNK_ATTRIBUTE = 'data-call-chunk';

export function callChunkUrl(): string {
  const url = document.body.getAttribute(CALL_CHUNK_ATTRIBUTE);
  if (!url) throw new Error(`the page names no call chunk (${CALL_CHUNK_ATTRIBUTE} on <body>)`);
  return url;
}
