// The main routes every benchmark measures: one page of each kind a visitor meets first (the price guide
// and one of its answers among them), and a 404.
import { guidePath } from '../contracts/price-guide.ts';
import { pathTo } from '../contracts/routes.ts';

/** A price-guide answer: noindex and canonical to the guide on purpose, so no search engine lists one
 *  visitor's choices as a page of its own. */
const GUIDE_ANSWER = guidePath({ age: 22, topic: 'angst', referral: true, insurance: false });

export const MAIN_ROUTES = [
  pathTo('home'),
  pathTo('resource', 'aandedraetsoevelser-mod-stress'),
  pathTo('treatment', 'angst'),
  pathTo('therapyForms'),
  pathTo('privacy'),
  pathTo('priceGuide'),
  GUIDE_ANSWER,
  '/findes-ikke',
] as const;

/** Routes that tell search engines not to index them: Lighthouse's "is crawlable" audit is left out of
 *  their SEO score (it exists to catch an accidental noindex), and the bench checks the noindex is there. */
export const NOINDEX_ROUTES: ReadonlySet<string> = new Set([GUIDE_ANSWER]);
