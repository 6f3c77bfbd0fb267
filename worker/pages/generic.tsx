// Pages written entirely in content/pages/: om-os, supervisionsdag, produkter, tooltest, brugsbetingelser, cookies.
import { UrgentHelp } from './parts/urgent-help.tsx';
import { pathTo } from '../../contracts/routes.ts';
import type { Page } from '../content/schema.ts';
import { plainPageMeta } from '../render/jsonld.ts';
import { Boxes } from './boxes.tsx';
import { Breadcrumb } from './parts/breadcrumb.tsx';
import { Prose } from './parts/prose.tsx';
import type { PageResult } from './types.ts';

export function genericPage(page: Page): PageResult {
  const name = page.h1 ?? page.title;
  const trail = [
    { name: 'Forside', path: pathTo('home') },
    { name, path: pathTo('page', page.slug) },
  ];
  return {
    meta: plainPageMeta(page.title, page.description, trail, page.slug === 'om-os' ? 'AboutPage' : 'WebPage'),
    body: (
      <article className="container section narrow">
        <Breadcrumb trail={trail} />
        <h1>{name}</h1>
        <Prose html={page.html} />
        <Boxes slugs={page.boxes} />
        {page.helplines && <UrgentHelp topics={page.helplines} />}
      </article>
    ),
  };
}
