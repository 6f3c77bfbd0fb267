import type { ReactNode } from 'react';
import { plainPageMeta } from '../../render/jsonld.ts';
import type { PageContext, PageResult } from '../types.ts';
import { Breadcrumb, trail } from './breadcrumb.tsx';

/** A collection's list page (treatments, therapy forms, resources): breadcrumb, heading and lead, then the list. */
export function listPage(
  ctx: PageContext,
  page: {
    title: string;
    description: string;
    path: string;
    h1?: string;
    lead: ReactNode;
    children: ReactNode;
  },
): PageResult {
  const crumbs = trail([page.title, page.path]);
  return {
    meta: plainPageMeta(ctx, page.title, page.description, crumbs, 'CollectionPage'),
    styles: ['cards'],
    body: (
      <div className="container section">
        <Breadcrumb trail={crumbs} />
        <h1>{page.h1 ?? page.title}</h1>
        <p className="lead">{page.lead}</p>
        {page.children}
      </div>
    ),
  };
}
