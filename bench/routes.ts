/** The main routes every benchmark measures (issue 5). */
export const MAIN_ROUTES = [
  '/', '/ressourcer/aandedraetsoevelser-mod-stress', '/behandling/angst', '/terapiformer', '/privatlivspolitik', '/findes-ikke',
] as const;
