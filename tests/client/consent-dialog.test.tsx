// The consent dialog says what the privacy policy says: what a caller says may be health data, so the
// consent is explicit; and, only when the provider processes the call outside the EU/EEA, where and why.
// Its first layer is the AI, the acute help lines, the voice and the checkbox; the rest is in <details>.
import { afterEach, describe, expect, it } from 'vitest';
import {
  type AiProviderConfig,
  aiTransferText,
  consentCheckboxText,
  HEALTH_DATA_CONSENT,
  voiceSentences,
} from '../../contracts/privacy.ts';
import type { CallConfig } from '../../client/call/call-control.tsx';
import { HELPLINES } from '../../ui/helplines.tsx';
import { mountCallControl, settle } from './call-control-host.tsx';

let host: HTMLElement;
let unmount: () => void;
afterEach(() => unmount());

const INSIDE: AiProviderConfig = {
  name: 'Eksempel Inc.',
  country: 'Tyskland',
  outsideEea: false,
  retention: { by: 'Eksempel', days: 30, zeroDataRetention: false },
};
const OUTSIDE: AiProviderConfig = { ...INSIDE, country: 'USA', outsideEea: true, transferBasis: 'standardkontraktbestemmelser' };

async function dialogText(config: Partial<CallConfig> = {}) {
  ({ host, unmount } = await mountCallControl({ aiProvider: INSIDE, ...config }));
  return (host.querySelector('dialog')!.textContent ?? '').replace(/\s+/g, ' ');
}

/** The dialog's text outside its <details>: what the first layer says. */
const firstLayer = () => {
  const copy = host.querySelector('dialog')!.cloneNode(true) as HTMLElement;
  copy.querySelector('details')?.remove();
  return (copy.textContent ?? '').replace(/\s+/g, ' ');
};

describe('the consent dialog', () => {
  it('says that health data needs explicit consent', async () => {
    expect(await dialogText()).toContain(HEALTH_DATA_CONSENT);
  });

  it('names a transfer outside the EU/EEA and its basis when there is one', async () => {
    const transfer = aiTransferText(OUTSIDE);
    const text = await dialogText({ aiProvider: OUTSIDE });
    expect(text).toContain(transfer);
    expect(text).toMatch(/uden for EU og EØS\. Grundlaget for overførslen er standardkontraktbestemmelser\./);
  });

  it('says nothing about a transfer when there is none', async () => {
    expect(await dialogText()).not.toMatch(/uden for EU|overførsel/);
  });

  it("lists 112 first and every region's psychiatric emergency line, from the built help lines", async () => {
    await dialogText();
    const tels = [...host.querySelectorAll('dialog a[href^="tel:"]')].map((a) => a.textContent);
    expect(tels[0]).toBe('112');
    for (const line of Object.values(HELPLINES.regions)) expect(tels).toContain(line.psychiatry.phone);
  });

  it('says first: an AI and not a therapist, the acute lines, three sentences on the voice, the checkbox; the rest in <details>', async () => {
    await dialogText({ aiProvider: OUTSIDE });
    const first = firstLayer();
    expect(first).toContain('ikke et menneske og ikke en terapeut');
    expect(first).toMatch(/112.*Livslinien 70 201 201/);
    expect(first).toContain(voiceSentences(OUTSIDE));
    expect(voiceSentences(OUTSIDE).split(/(?<=\.) (?=[A-ZÆØÅ])/)).toHaveLength(3);
    expect(first).toContain(consentCheckboxText(OUTSIDE, 13));
    // The checkbox names health data and the transfer.
    expect(consentCheckboxText(OUTSIDE, 13)).toMatch(/helbred.*USA \(uden for EU\)/);
    expect(first).not.toContain(HEALTH_DATA_CONSENT);
    expect(host.querySelectorAll('dialog details')).toHaveLength(1);
    expect(host.querySelector('dialog details')!.textContent).toContain(HEALTH_DATA_CONSENT);
  });

  it('carries the digest of its own text once computed', async () => {
    const text = await dialogText();
    for (let i = 0; i < 100 && !host.querySelector('dialog')!.hasAttribute('data-text-digest'); i++) await settle();
    const { textDigest } = await import('../../client/consent/record.ts');
    expect(host.querySelector('dialog')!.getAttribute('data-text-digest')).toBe(await textDigest(text));
  });
});
