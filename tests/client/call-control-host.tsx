// Mounts the header's call control ('Ring op', the dialog, the panel) into the DOM, as the three client
// test files of the call need it, and gives it a consent to the very text its dialog shows.
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { CallControl, type CallConfig } from '../../client/call/call-control.tsx';
import { CONSENT_STORAGE_KEY } from '../../client/consent/record.ts';
import site from '../../content/site.json' with { type: 'json' };
import { storedConsent } from '../fixtures/consent.ts';

/** A real configuration's values, so each test changes only what it is about. */
export const CONFIG: CallConfig = {
  anonKey: 'k',
  controllerName: site.controller.legalName,
  agentId: 'agent',
  aiProvider: site.aiProvider,
  maxCallMinutes: 10,
  minimumAge: site.minimumAge,
  consentRetentionDays: 365,
  privacyEmail: 'privatliv@example.test',
};

export const settle = () =>
  act(async () => {
    await new Promise((r) => setTimeout(r, 0));
  });

export async function mountCallControl(config: Partial<CallConfig> = {}) {
  const host = document.createElement('div');
  document.body.appendChild(host);
  const root = createRoot(host);
  await act(async () => root.render(<CallControl {...CONFIG} {...config} />));
  return {
    host,
    unmount: () => {
      act(() => root.unmount());
      host.remove();
    },
  };
}

/** Stores a consent given today to the dialog's own text (its digest is computed after the first render). */
export async function consentToThisDialog(host: HTMLElement) {
  for (let i = 0; i < 100 && !host.querySelector('dialog')!.hasAttribute('data-text-digest'); i++) await settle();
  const digest = host.querySelector('dialog')!.getAttribute('data-text-digest')!;
  localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(storedConsent(new Date().toISOString(), digest)));
}
