// The external therapist search, as content/site.json's `search` configures it. The site's pages and
// the voice agent's search tool both build its links here, so a link the agent shows is the link the
// page would show for the same filter.

export interface SearchConfig {
  url: string;
  specialtyParam: string;
  cityParam: string;
}

/** What the search is filtered on: a specialty (a treatment's or therapy form's slug) and a city's name. */
export interface SearchFilter {
  specialty?: string | undefined;
  city?: string | undefined;
}

/** The search URL, optionally filtered; the specialty comes before the city. */
export function searchUrl(search: SearchConfig, filter: SearchFilter = {}): string {
  const url = new URL(search.url);
  if (filter.specialty) url.searchParams.set(search.specialtyParam, filter.specialty);
  if (filter.city) url.searchParams.set(search.cityParam, filter.city);
  return url.href;
}
