// The page's own behaviour, which needs no framework: the header's scroll style, the loading bar, image
// fallbacks, the not-found page's back link and its console log. client/entry.ts loads it once the page has
// painted and is parsed; React and the islands come later, and only on intent (client/hydrate.ts).
import { ENHANCED_ATTRIBUTE } from './hydration-chunks.ts';

/** Past this much scroll the fixed header turns translucent (site.css, [data-translucent="true"]). */
const SCROLL_THRESHOLD_PX = 10;
/** The loading bar: 30 → 70 when an internal link is followed, 100 → hidden (after 100 ms) when the next
 *  page shows. */
const LOADING_STEPS = { start: 30, middle: 70, done: 100, hideAfterMs: 100, middleAfterMs: 150 } as const;

function translucentHeader(doc: Document) {
  const header = doc.querySelector<HTMLElement>('.site-header');
  if (!header) return;
  // The attribute is this code's alone: the header island never renders it, so hydration leaves it be.
  const onScroll = () => header.setAttribute('data-translucent', String(scrollY > SCROLL_THRESHOLD_PX));
  onScroll();
  addEventListener('scroll', onScroll, { passive: true });
}

function loadingBar(doc: Document) {
  const bar = doc.querySelector<HTMLElement>('.loading-bar');
  if (!bar) return;
  let timers: number[] = [];
  const show = (progress: number | null) => {
    bar.setAttribute('data-progress', progress === null ? 'hidden' : String(progress));
    bar.setAttribute('aria-valuenow', String(progress ?? 0));
    bar.hidden = progress === null;
  };
  const later = (ms: number, progress: number | null) => timers.push(window.setTimeout(() => show(progress), ms));
  if (arrivedByInternalLink(doc)) {
    show(LOADING_STEPS.done);
    later(LOADING_STEPS.hideAfterMs, null);
  }
  // Bubbling, so a click an island handles itself (and prevents) shows no bar.
  doc.addEventListener('click', (e) => {
    if (!isInternalNavigation(e)) return;
    show(LOADING_STEPS.start);
    later(LOADING_STEPS.middleAfterMs, LOADING_STEPS.middle);
  });
  // Coming back from the back/forward cache must not show a bar left over from leaving.
  addEventListener('pageshow', (e) => {
    if (!e.persisted) return;
    timers.forEach(clearTimeout);
    timers = [];
    show(null);
  });
}

function arrivedByInternalLink(doc: Document): boolean {
  const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return entry?.type === 'navigate' && sameOriginReferrer(doc);
}

/** A plain left click on a same-origin link that leads to another page in this tab. */
function isInternalNavigation(e: MouseEvent): boolean {
  if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return false;
  const link = e.target instanceof Element ? e.target.closest('a') : null;
  if (!link?.href || link.hasAttribute('download') || (link.target && link.target !== '_self')) return false;
  const url = new URL(link.href);
  if (url.origin !== location.origin) return false;
  const samePage = url.pathname === location.pathname && url.search === location.search;
  return !(samePage && url.hash);
}

function imageFallbacks(doc: Document) {
  // A hero image that fails (or already failed before this script ran) shows the default image.
  const showFallback = (img: HTMLImageElement) => {
    const fallback = img.dataset.fallback;
    if (fallback && !img.src.endsWith(fallback)) {
      img.removeAttribute('srcset');
      img.src = fallback;
    }
  };
  for (const img of doc.querySelectorAll<HTMLImageElement>('img[data-fallback]')) {
    if (img.complete && img.naturalWidth === 0) showFallback(img);
    else img.addEventListener('error', () => showFallback(img), { once: true });
  }
}

function notFound(doc: Document) {
  // 'Gå tilbage' goes back when there is somewhere on this site to go back to, else it stays a link home.
  doc.querySelector<HTMLAnchorElement>('[data-history-back]')?.addEventListener('click', (e) => {
    if (history.length > 1 && sameOriginReferrer(doc)) {
      e.preventDefault();
      history.back();
    }
  });
  if (doc.querySelector('[data-not-found]')) {
    console.error('404 Error: User attempted to access non-existent route:', location.pathname);
  }
}

function sameOriginReferrer(doc: Document): boolean {
  try {
    return doc.referrer !== '' && new URL(doc.referrer).origin === location.origin;
  } catch {
    return false;
  }
}

translucentHeader(document);
loadingBar(document);
imageFallbacks(document);
notFound(document);
document.documentElement.setAttribute(ENHANCED_ATTRIBUTE, '');
