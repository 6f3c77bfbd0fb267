// /:slug, the pages written entirely in content/pages/: om-os, supervisionsdag, produkter, tooltest, brugsbetingelser, cookies.
import { UrgentHelp } from './parts/urgent-help.tsx';
import { pathTo } from '../../contracts/routes.ts';
import type { Page } from '../../collections/pages/collection.ts';
import { plainPageMeta } from '../render/jsonld.ts';
import { Boxes } from './parts/boxes.tsx';
import { Breadcrumb, trail } from './parts/breadcrumb.tsx';
import { Prose } from './parts/prose.tsx';
import type { ItemPages, PageContext, PageResult } from './types.ts';

function genericPage(ctx: PageContext, page: Page): PageResult {
  const name = page.h1 ?? page.title;
  const crumbs = trail([name, pathTo('page', page.slug)]);
  return {
    meta: plainPageMeta(ctx, page.title, page.description, crumbs, page.slug === 'om-os' ? 'AboutPage' : 'WebPage'),
    body: (
      <article className="container section narrow">
        <Breadcrumb trail={crumbs} />
        <h1>{name}</h1>
        <Prose html={page.html} />
        <Boxes ctx={ctx} slugs={page.boxes} />
        {page.helplines && <UrgentHelp day={ctx.day} topics={page.helplines} />}
      </article>
    ),
  };
}

/** The generic page route's page (worker/routes.ts). */
export const genericPages = { item: genericPage } satisfies ItemPages<Page>;
