// The main routes every benchmark measures: one page of each kind a visitor meets first (the price guide
// and one of its answers among them), and a 404.
import { guidePath } from '../contracts/price-guide.ts';
import { pathTo } from '../contracts/routes.ts';

export const MAIN_ROUTES = [
  pathTo('home'),
  pathTo('resource', 'aandedraetsoevelser-mod-stress'),
  pathTo('treatment', 'angst'),
  pathTo('therapyForms'),
  pathTo('privacy'),
  pathTo('priceGuide'),
  guidePath({ age: 22, topic: 'angst', referral: true, insurance: false }),
  '/findes-ikke',
] as const;
