// The header's call settings from the site configuration the Worker serves: what every page hands the
// browser's call button (worker/call-config.ts), and what the build renders the consent dialog from to know
// the digests of the texts we serve (scripts/consent-text.ts). One function, so the two can never differ.
import type { Site } from '../../config/site.ts';
import type { CallConfig } from './call-control.tsx';

export function callConfigOf(site: Omit<Site, 'helplines'>): CallConfig {
  return {
    anonKey: site.anonKey,
    controllerName: site.controller.legalName,
    agentId: site.voiceAgentId,
    aiProvider: site.aiProvider,
    maxCallMinutes: site.call.maxMinutes,
    minimumAge: site.minimumAge,
    consentRetentionDays: site.consentRetentionDays,
    privacyEmail: site.controller.email,
    siteUrl: site.siteUrl,
    searchUrl: site.search.url,
  };
}
