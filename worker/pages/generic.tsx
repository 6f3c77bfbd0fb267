// Pages written entirely in content/pages/: om-os, supervisionsdag, produkter, tooltest, brugsbetingelser, cookies.
import { UrgentHelp } from '../../client/ui/helplines.tsx';
import { content } from '../content/index.ts';
import { plainPageMeta } from '../render/jsonld.ts';
import { Boxes } from './boxes.tsx';
import { Breadcrumb, Prose } from './layout.tsx';
import type { PageResult } from './types.ts';

export function genericPage(slug: string): PageResult {
  const page = content.pages[slug]!;
  const path = `/${slug}`;
  const name = page.h1 ?? page.title;
  const trail = [{ name: 'Forside', path: '/' }, { name, path }];
  return {
    meta: plainPageMeta(page.title, page.description, trail, slug === 'om-os' ? 'AboutPage' : 'WebPage'),
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
