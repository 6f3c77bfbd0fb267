// The layout every page shares: skip link, loading bar, fixed header, main content, footer.
import type { ReactNode } from 'react';
import type { IslandProps } from '../../client/islands/registry.ts';
import { searchUrl, site } from '../content/index.ts';
import { Island } from '../render/document.tsx';
import { Footer } from './parts/footer.tsx';

export function Layout({ path, children }: { path: string; children?: ReactNode }) {
  const header: IslandProps<'header'> = {
    product: site.product,
    sisterSites: site.sisterSites,
    searchUrl: searchUrl(),
    currentPath: path,
    call: {
      anonKey: site.anonKey,
      agentId: site.voiceAgentId,
      aiProvider: site.aiProvider,
      maxCallMinutes: site.call.maxMinutes,
      minimumAge: site.minimumAge,
      consentRetentionDays: site.consentRetentionDays,
      privacyEmail: site.controller.email,
      siteUrl: site.siteUrl,
      searchUrl: site.search.url,
    },
  };
  return (
    <>
      <a className="skip-link" href="#indhold">
        Gå til indhold
      </a>
      <Island name="loading-bar" props={{}} />
      <Island name="header" props={header} />
      <main id="indhold" tabIndex={-1}>
        {children}
      </main>
      <Footer />
    </>
  );
}
