// The header's call settings, from site.json: what every page hands the browser's call button, and what
// the consent API renders to know the dialog text we serve. One place, so the two can never differ.
import type { CallConfig } from '../client/call/call-control.tsx';
import { site } from './content/index.ts';

export const CALL_CONFIG: CallConfig = {
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
