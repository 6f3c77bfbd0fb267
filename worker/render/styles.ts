// The stylesheet's parts a page inlines, each client/styles/<part>.css. Every page takes site.css; a page
// names any other part its markup needs in PageResult.styles, so a page carries only the rules it uses
// (the privacy policy's HTML must fit the first round trip of a slow connection). call.css is not among
// them: what the call shows exists only once the header's island is live, and the hydration code adopts it.
export const STYLE_PARTS = ['site', 'cards', 'price-guide'] as const;
export type StylePart = (typeof STYLE_PARTS)[number];
/** A part a page may ask for; site.css it always gets. */
export type PageStyle = Exclude<StylePart, 'site'>;
/** The stylesheet the hydration code adopts (client/hydrate.ts). */
export const CALL_STYLE = 'call';
