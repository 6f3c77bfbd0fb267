// The browser entry, kept tiny: once the page has painted its content, it loads the code that hydrates
// the islands (client/hydrate.ts). Fetched beside the page, that code would compete with the first
// paint for a slow phone's bandwidth; the page reads and its links work without it.
//
// Until then an island's buttons are the server's inert markup, so a tap on one is not lost: the
// entry keeps the last one, starts hydrating at once, and clicks that button again once its island
// is live. It never prevents a default action, so if the hydration code is slow, blocked or fails,
// the page behaves exactly as it does without JavaScript (links and forms are left alone, and a
// `type="button"` does nothing by itself).
import { hydrationChunkUrls, ISLAND_CONTROLS } from './hydration-chunks.ts';

/** The speculation rules as JSON text (worker/render/speculation.ts), put here by the build. The CSP
 *  allows the script made of them by its hash, as it allows this entry. */
declare const SPECULATION_RULES: string;

let tapped: HTMLElement | undefined;
let started = false;

/** Keyboard activation of a button fires `click` too, so Enter and Space are kept the same way. */
function onEarlyInput(e: Event) {
  const control = e.target instanceof Element ? e.target.closest<HTMLElement>(ISLAND_CONTROLS) : null;
  if (!control) return;
  if (e.type === 'click') tapped = control;
  hydrate();
}
// A finger going down is the first sign of a tap: hydration starts then, a moment before the click.
for (const type of ['pointerdown', 'click']) document.addEventListener(type, onEarlyInput, true);

function hydrate() {
  if (started) return;
  started = true;
  // The islands are hydrated once the whole page is parsed: on a slow network the first paint can come
  // while the rest of the page is still arriving, and islands further down would be missed.
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', loadHydration, { once: true });
  else loadHydration();
}

function loadHydration() {
  const [hydrateUrl, ...chunks] = hydrationChunkUrls();
  for (const href of chunks) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.appendChild(link);
  }
  if (!hydrateUrl) return;
  import(hydrateUrl).then(
    () => {
      for (const type of ['pointerdown', 'click']) document.removeEventListener(type, onEarlyInput, true);
      // Hydration keeps the server's elements, so the button tapped is the one now listening.
      if (tapped?.isConnected) tapped.click();
      tapped = undefined;
    },
    // Failed to load: the page stays as it is without JavaScript.
    () => {},
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

// Once the page has painted: hydrate, and add the speculation rules as soon as it has loaded too.
afterFirstContentfulPaint(() => {
  hydrate();
  if (document.readyState === 'complete') addSpeculationRules();
  else addEventListener('load', addSpeculationRules, { once: true });
});
