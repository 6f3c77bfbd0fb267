// The browser entry, kept tiny. Once the page has painted its content, it loads the page's own code
// (client/page.ts: the header's scroll style, the loading bar, image fallbacks), which needs no framework.
// React and the islands (client/hydrate.ts) come only at the visitor's first sign of intent on an island:
// a pointer over one of its buttons, a finger going down on it, or focus on it. A page that is only read
// never loads them, so a slow phone spends neither bandwidth nor main thread on them.
//
// Until then an island's buttons are the server's inert markup, so a tap on one is not lost: the
// entry keeps the last one, starts hydrating at once, and clicks that button again once its island
// is live. It never prevents a default action, so if the hydration code is slow, blocked or fails,
// the page behaves exactly as it does without JavaScript (links and forms are left alone, and a
// `type="button"` does nothing by itself).
import { HYDRATION_CHUNKS_ATTRIBUTE, ISLAND_CONTROLS, moduleUrls, PAGE_CODE_ATTRIBUTE } from './hydration-chunks.ts';

/** The speculation rules as JSON text (worker/render/speculation.ts), put here by the build. The CSP
 *  allows the script made of them by its hash, as it allows this entry. */
declare const SPECULATION_RULES: string;

let tapped: HTMLElement | undefined;
let started = false;
const INTENT_EVENTS = ['pointerover', 'pointerdown', 'focusin', 'click'];

/** Keyboard activation of a button fires `click` too, so Enter and Space are kept the same way. */
function onIntent(e: Event) {
  const control = e.target instanceof Element ? e.target.closest<HTMLElement>(ISLAND_CONTROLS) : null;
  if (!control) return;
  if (e.type === 'click') tapped = control;
  if (started) return;
  started = true;
  whenParsed(() =>
    load(HYDRATION_CHUNKS_ATTRIBUTE).then((loaded) => {
      if (!loaded) return;
      for (const type of INTENT_EVENTS) document.removeEventListener(type, onIntent, true);
      // Hydration keeps the server's elements, so the button tapped is the one now listening.
      if (tapped?.isConnected) tapped.click();
      tapped = undefined;
    }),
  );
}
for (const type of INTENT_EVENTS) document.addEventListener(type, onIntent, true);

/** The code is loaded once the whole page is parsed: on a slow network the first paint can come while the
 *  rest of the page is still arriving, and islands or images further down would be missed. */
function whenParsed(run: () => void) {
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', run, { once: true });
  else run();
}

/** Imports the module a <body> attribute names, preloading the chunks it imports; whether it loaded. If it
 *  fails, the page stays as it is without JavaScript. */
function load(attribute: typeof PAGE_CODE_ATTRIBUTE | typeof HYDRATION_CHUNKS_ATTRIBUTE): Promise<boolean> {
  const [url, ...chunks] = moduleUrls(attribute);
  for (const href of chunks) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.appendChild(link);
  }
  if (!url) return Promise.resolve(false);
  return import(url).then(
    () => true,
    () => false,
  );
}

function afterFirstContentfulPaint(run: () => void) {
  // A page opened in a background tab paints nothing until it is shown: load at once.
  if (document.visibilityState === 'hidden') return run();
  if (!PerformanceObserver.supportedEntryTypes.includes('paint')) {
    // A task queued from a frame's callback runs once that frame has painted.
    requestAnimationFrame(() => setTimeout(run, 0));
    return;
  }
  const observer = new PerformanceObserver((entries) => {
    if (!entries.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    run();
  });
  observer.observe({ type: 'paint', buffered: true });
}

// The main pages are prefetched once this page has loaded and painted: asked for while it loads, they
// would take a slow phone's bandwidth from the page's own image (measured: the LCP of an article with an
// image on Slow 4G went from about 460 ms to 840 ms). A page with no image can load before its first
// paint, and the rules' work (and the prefetches it starts) would then hold that paint back.
function addSpeculationRules() {
  const rules = document.createElement('script');
  rules.type = 'speculationrules';
  rules.textContent = SPECULATION_RULES;
  document.head.appendChild(rules);
}

// Once the page has painted: its own code, and the speculation rules as soon as it has loaded too.
afterFirstContentfulPaint(() => {
  whenParsed(() => void load(PAGE_CODE_ATTRIBUTE));
  if (document.readyState === 'complete') addSpeculationRules();
  else addEventListener('load', addSpeculationRules, { once: true });
});
