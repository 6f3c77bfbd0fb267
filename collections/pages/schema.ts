// The build side of pages: front matter, the fields people read, and the pages the routes require.
import { z } from 'zod';
import { GENERIC_PAGES, pathTo, ROUTE_PAGES } from '../../contracts/routes.ts';
import { isoDate, text } from '../../config/site.ts';
import { buildSide, pageBoxes, pageHelplines } from '../build.ts';
import type { Page } from './collection.ts';

export default buildSide<Page>()({
  schema: z
    .object({
      title: text(80),
      description: z.string().min(50).max(170),
      h1: text(100).optional(),
      towns: z.array(text(40)).min(10).optional(),
      updated: isoDate.optional(),
      helplines: pageHelplines,
      boxes: pageBoxes,
    })
    .strict(),
  prose: ['title', 'description', 'h1', 'towns.*'],
  uniqueSlugs: true,
  // /privatlivspolitik is this page and every privacy section: one page to read.
  page: (slug) => (slug === 'privatlivspolitik' ? pathTo('privacy') : undefined),
  check(items, ctx) {
    for (const missing of [...GENERIC_PAGES, ...ROUTE_PAGES].filter((slug) => !items.some((p) => p.slug === slug))) {
      ctx.problem(`content/pages/${missing}.md`, 'file: missing');
    }
  },
  finish: (items) => items,
});
