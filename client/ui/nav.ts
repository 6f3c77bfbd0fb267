// The site's main navigation, shared by the header, the mobile menu and the footer.
export const MAIN_NAV = [
  { href: '/', label: 'Forside' },
  { href: '/terapiformer', label: 'Terapiformer' },
  { href: '/ressourcer', label: 'Ressourcer' },
  { href: '/om-os', label: 'Om os' },
] as const;

/** The nav item a path belongs to: "/ressourcer/x" is under Ressourcer. */
export function isCurrent(href: string, path: string): boolean {
  return href === '/' ? path === '/' : path === href || path.startsWith(`${href}/`);
}
