// The thin bar at the top: 30 → 70 when an internal link is followed, 100 → hidden (after 100 ms)
// when the next page shows.
import { useEffect, useState } from 'react';

const LOADING_STEPS = { start: 30, middle: 70, done: 100, hideAfterMs: 100, middleAfterMs: 150 } as const;

export function LoadingBar() {
  const [progress, setProgress] = useState<number | null>(null);

  useEffect(() => {
    const timers: number[] = [];
    const later = (ms: number, fn: () => void) => timers.push(window.setTimeout(fn, ms));
    if (arrivedByInternalLink()) {
      setProgress(LOADING_STEPS.done);
      later(LOADING_STEPS.hideAfterMs, () => setProgress(null));
    }
    const onClick = (e: MouseEvent) => {
      if (!isInternalNavigation(e)) return;
      setProgress(LOADING_STEPS.start);
      later(LOADING_STEPS.middleAfterMs, () => setProgress(LOADING_STEPS.middle));
    };
    // Coming back from the back/forward cache must not show a bar left over from leaving.
    const onPageShow = (e: PageTransitionEvent) => {
      if (e.persisted) setProgress(null);
    };
    document.addEventListener('click', onClick);
    window.addEventListener('pageshow', onPageShow);
    return () => {
      timers.forEach(clearTimeout);
      document.removeEventListener('click', onClick);
      window.removeEventListener('pageshow', onPageShow);
    };
  }, []);

  return (
    <div
      className="loading-bar"
      role="progressbar"
      aria-label="Indlæser siden"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={progress ?? 0}
      data-progress={progress ?? 'hidden'}
      hidden={progress === null}
    />
  );
}

function arrivedByInternalLink(): boolean {
  const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  if (entry?.type !== 'navigate' || !document.referrer) return false;
  try {
    return new URL(document.referrer).origin === location.origin;
  } catch {
    return false;
  }
}

/** A plain left click on a same-origin link that leads to another page in this tab. */
function isInternalNavigation(e: MouseEvent): boolean {
  if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return false;
  const link = (e.target as Element | null)?.closest?.('a');
  if (!link?.href || link.hasAttribute('download') || (link.target && link.target !== '_self')) return false;
  const url = new URL(link.href);
  if (url.origin !== location.origin) return false;
  const samePage = url.pathname === location.pathname && url.search === location.search;
  return !(samePage && url.hash);
}
