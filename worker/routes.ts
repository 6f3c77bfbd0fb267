// The site's routes in one place: the Worker's router, the sitemap and the build's link check use it.
/** Pages with a fixed path, each rendered from content/pages/<slug>.md or a page component. */
export const GENERIC_PAGES = ['om-os', 'supervisionsdag', 'produkter', 'tooltest', 'brugsbetingelser', 'cookies'] as const;

export const STATIC_PATHS = [
  '/', '/terapiformer', '/ressourcer', '/behandlinger', '/privatlivspolitik', '/by/andre-byer',
  ...GENERIC_PAGES.map((slug) => `/${slug}`),
] as const;

/** Paths that show another page's content; they point their canonical at it and stay out of the sitemap. */
export const ALIASES: Record<string, string> = { '/alle-ressourcer': '/ressourcer' };

export const resourcePath = (slug: string) => `/ressourcer/${slug}`;
export const treatmentPath = (slug: string) => `/behandling/${slug}`;
export const therapyFormPath = (slug: string) => `/typer/${slug}`;
export const cityPath = (slug: string) => `/by/${slug}`;

/** Every canonical path that answers 200, in sitemap order. */
type Slugs = { slug: string }[];
export function canonicalPaths(content: { resources: Slugs; treatments: Slugs; therapyForms: Slugs; cities: Slugs }): string[] {
  return [
    ...STATIC_PATHS,
    ...content.treatments.map((t) => treatmentPath(t.slug)),
    ...content.resources.map((r) => resourcePath(r.slug)),
    ...content.therapyForms.map((f) => therapyFormPath(f.slug)),
    ...content.cities.map((c) => cityPath(c.slug)),
  ];
}
