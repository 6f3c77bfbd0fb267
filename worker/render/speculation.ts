// The Speculation Rules every page's inline entry adds once the page has loaded (client/entry.ts). The
// build serialises them once into the entry and puts their SHA-256 in the CSP's script-src
// (scripts/build.ts), so this object is their one source.
import { API_BASE } from '../../contracts/api.ts';
import { MAIN_NAV } from '../../ui/nav.ts';

/** The main navigation's pages are fetched at once; any other internal link when the visitor shows intent. */
export const SPECULATION_RULES = {
  prefetch: [
    { source: 'list', urls: MAIN_NAV.map((item) => item.href), eagerness: 'eager' },
    { source: 'document', where: { and: [{ href_matches: '/*' }, { not: { href_matches: `${API_BASE}/*` } }] }, eagerness: 'moderate' },
  ],
};
