// Pages written entirely in content/pages/: om-os, supervisionsdag, produkter, tooltest, brugsbetingelser, cookies.
import { UrgentHelp } from '../../worker/pages/parts/urgent-help.tsx';
import { pathTo } from '../../contracts/routes.ts';
import type { Page } from './collection.ts';
import { plainPageMeta } from '../../worker/render/jsonld.ts';
import { Boxes } from '../boxes/boxes.tsx';
import { Breadcrumb, trail } from '../../worker/pages/parts/breadcrumb.tsx';
import { Prose } from '../../worker/pages/parts/prose.tsx';
import type { ItemPages, PageContext, PageResult } from '../../worker/pages/types.ts';

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

/** The router's page for /pages items (contracts/routes.ts). */
export default { item: genericPage } satisfies ItemPages<Page>;
