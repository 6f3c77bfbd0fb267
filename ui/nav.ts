// The site's main navigation, shared by the header, the mobile menu and the footer.
import { pathTo } from '../contracts/routes.ts';

export const MAIN_NAV = [
  { href: pathTo('home'), label: 'Forside' },
  { href: pathTo('therapyForms'), label: 'Terapiformer' },
  { href: pathTo('resources'), label: 'Ressourcer', also: [pathTo('priceGuide')] },
  { href: pathTo('page', 'om-os'), label: 'Om os' },
] as const;

/** The nav item a path belongs to: "/ressourcer/x" is under Ressourcer, and so is the price guide. */
export function isCurrent(href: string, path: string): boolean {
  const home = pathTo('home');
  const item: { href: string; also?: readonly string[] } | undefined = MAIN_NAV.find((i) => i.href === href);
  return href === home ? path === home : path === href || path.startsWith(`${href}/`) || Boolean(item?.also?.includes(path));
}
