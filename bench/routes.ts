// The main routes every benchmark measures: one page of each kind a visitor meets first, and a 404.
import { pathTo } from '../contracts/routes.ts';

export const MAIN_ROUTES = [
  pathTo('home'),
  pathTo('resource', 'aandedraetsoevelser-mod-stress'),
  pathTo('treatment', 'angst'),
  pathTo('therapyForms'),
  pathTo('privacy'),
  '/findes-ikke',
] as const;
