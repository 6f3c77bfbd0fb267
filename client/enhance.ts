// Behaviour that needs no island: image fallbacks, the not-found page's back link and its console log.

export function enhance(doc: Document) {
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
