// The browser entry, kept tiny: once the page has painted its content, it loads the code that hydrates
// the islands (client/hydrate.ts). Fetched beside the page, that code would compete with the first
// paint for a slow phone's bandwidth; the page reads and its links work without it.
import { hydrationChunkUrls } from './hydration-chunks.ts';

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

afterFirstContentfulPaint(() => {
  const [hydrate, ...chunks] = hydrationChunkUrls();
  for (const href of chunks) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.appendChild(link);
  }
  if (hydrate) import(hydrate);
});
