// call.css: what the call shows (the consent dialog, the panel, the toasts, the agent's cards) exists only
// once the visitor reaches for 'Ring op', so no page carries it inline and hydration does not restyle the
// page for it; it is adopted at the first sign of intent, before anything of the call can show.

/** client/styles/call.css, minified: the browser build defines it (scripts/build.ts); elsewhere (the
 *  Worker's render, the DOM tests) it is undefined and there is nothing to style. */
declare const CALL_STYLE_SHEET: string | undefined;

let adopted = false;

export function adoptCallStyle(): void {
  if (adopted || typeof CALL_STYLE_SHEET === 'undefined') return;
  adopted = true;
  // A constructed sheet is not inline markup, so the CSP needs no hash for it.
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(CALL_STYLE_SHEET);
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
}
