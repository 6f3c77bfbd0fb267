// The comparison target: the same page components, rendered in the browser into an empty shell,
// the way the single-page application the spec was written from worked. Real React; each measured
// route's bundle carries that route's text (bench/peer/build.ts); the server sends only the shell.
// It routes with the Worker's own table, so both sites show the same page at every path.
import { createRoot } from 'react-dom/client';
import { danishDay } from '../../contracts/dated.ts';
import { ROUTES, type RouteName } from '../../contracts/routes.ts';
import { contextOn } from '../../worker/content/index.ts';
import { Layout } from '../../worker/pages/layout.tsx';
import { notFoundPage } from '../../worker/pages/not-found.tsx';
import { pageFor } from '../../worker/routes.ts';

/** The first route whose pattern (or alias) matches, as Hono tries them; the slug decoded. */
function match(path: string): { name: RouteName; slug?: string } | null {
  for (const [name, route] of Object.entries(ROUTES) as [RouteName, { pattern: string; aliases?: readonly string[] }][]) {
    for (const pattern of [route.pattern, ...(route.aliases ?? [])]) {
      const found = patternRegExp(pattern).exec(path);
      if (found) return { name, slug: found[1] === undefined ? undefined : decode(found[1]) };
    }
  }
  return null;
}

/** "/by/:slug" → ^/by/([^/]+)$, and "/:slug{a|b}" → ^/(a|b)$. */
function patternRegExp(pattern: string): RegExp {
  const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const param = /:slug(?:\{([^}]*)\})?/.exec(pattern);
  if (!param) return new RegExp(`^${escapeRegExp(pattern)}$`);
  const before = pattern.slice(0, param.index);
  const after = pattern.slice(param.index + param[0].length);
  return new RegExp(`^${escapeRegExp(before)}(${param[1] ?? '[^/]+'})${escapeRegExp(after)}$`);
}

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

const path = location.pathname;
const matched = match(path);
const ctx = contextOn(danishDay(new Date()));
const page = (matched && pageFor(matched.name, matched.slug, path, new URLSearchParams(location.search), ctx)) ?? notFoundPage(ctx, path);
document.title = page.meta.title;
createRoot(document.getElementById('root')!).render(
  <Layout ctx={ctx} path={path}>
    {page.body}
  </Layout>,
);
