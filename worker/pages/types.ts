import type { ReactNode } from 'react';
import type { PageMeta } from '../render/meta.ts';

/** What a route produces; the app wraps it in the document and layout and streams it. */
export interface PageResult {
  meta: PageMeta;
  body: ReactNode;
  status?: 200 | 404;
}
