// The layout every page shares: skip link, loading bar, fixed header, main content, footer.
import type { ReactNode } from 'react';
import type { IslandProps } from '../../client/islands/registry.ts';
import { CALL_CONFIG } from '../call-config.ts';
import { Island } from '../render/islands.tsx';
import { Footer } from './parts/footer.tsx';
import type { PageContext } from './types.ts';

export function Layout({ ctx, path, children }: { ctx: PageContext; path: string; children?: ReactNode }) {
  const header: IslandProps<'header'> = {
    product: ctx.site.product,
    sisterSites: ctx.site.sisterSites,
    searchUrl: ctx.searchUrl(),
    currentPath: path,
    call: CALL_CONFIG,
  };
  return (
    <>
      <a className="skip-link" href="#indhold">
        Gå til indhold
      </a>
      {/* Driven by client/page.ts, which needs no framework: hidden until an internal link is followed. */}
      <div
        className="loading-bar"
        role="progressbar"
        aria-label="Indlæser siden"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={0}
        data-progress="hidden"
        hidden
      />
      <Island name="header" props={header} />
      <main id="indhold" tabIndex={-1}>
        {children}
      </main>
      <Footer ctx={ctx} />
    </>
  );
}
