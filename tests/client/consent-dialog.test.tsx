// The consent dialog says what the privacy policy says: what a caller says may be health data, so the
// consent is explicit; and, only when the provider processes the call outside the EU/EEA, where and why.
// Its first layer is what an informed consent needs (who, why, health data, who processes it, withdrawal), the
// acute lines, the age and the checkbox; the rest is in <details>. Below the minimum age no call can start.
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  type AiProviderConfig,
  aiTransferText,
  consentCheckboxText,
  HEALTH_DATA_CONSENT,
  purposeText,
  voiceSentences,
  WITHDRAW_TEXT,
} from '../../contracts/privacy.ts';
import type { CallConfig } from '../../client/call/call-control.tsx';
import { regionsOn } from '../../contracts/content.ts';
import { danishDay } from '../../contracts/dated.ts';
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
    for (const line of regionsOn(HELPLINES.regions, danishDay(new Date()))) expect(tels).toContain(line.psychiatry.phone);
  });

  it('says first: an AI, 112 and the regional routes, who we are and why, health data, who processes it, how to withdraw; the rest in <details>', async () => {
    await dialogText({ aiProvider: OUTSIDE, controllerName: 'Terapi ApS' });
    const first = firstLayer();
    expect(first).toContain('ikke et menneske og ikke en terapeut');
    // Livslinien is a volunteer line, not open around the clock: it is not beside 112 here.
    expect(first).not.toContain('Livslinien');
    expect(first).toContain(purposeText('Terapi ApS'));
    expect(first).toMatch(/Terapi ApS står bag samtalen.*finde vej.*helbred/);
    expect(first).toContain(voiceSentences(OUTSIDE));
    expect(voiceSentences(OUTSIDE).split(/(?<=\.) (?=[A-ZÆØÅ])/)).toHaveLength(3);
    expect(first).toContain(WITHDRAW_TEXT);
    expect(first).toContain(consentCheckboxText(OUTSIDE));
    // The checkbox names health data and the transfer.
    expect(consentCheckboxText(OUTSIDE)).toMatch(/helbred.*USA \(uden for EU\)/);
    expect(first).not.toContain(HEALTH_DATA_CONSENT);
    expect(host.querySelectorAll('dialog details')).toHaveLength(1);
    expect(host.querySelector('dialog details')!.textContent).toContain(HEALTH_DATA_CONSENT);
    expect(host.querySelector('dialog details')!.textContent).not.toContain('Træk samtykke tilbage');
  });

  it('starts no call below the minimum age, and gives Børnetelefonen and 112 as large links instead', async () => {
    await dialogText({ minimumAge: 15 });
    const dialog = host.querySelector('dialog')!;
    const accept = [...dialog.querySelectorAll('button')].find((b) => b.textContent === 'Accepter og start samtale')!;
    const [oldEnough, tooYoung] = [...dialog.querySelectorAll<HTMLInputElement>('input[type="radio"]')];
    expect(oldEnough!.parentElement!.textContent).toContain('Jeg er fyldt 15 år');
    // The box alone is not enough: the age must be given too.
    await act(async () => dialog.querySelector<HTMLInputElement>('input[type="checkbox"]')!.click());
    expect(accept.disabled).toBe(true);
    await act(async () => oldEnough!.click());
    expect(accept.disabled).toBe(false);

    await act(async () => tooYoung!.click());
    expect(accept.disabled).toBe(true);
    expect(dialog.querySelector('input[type="checkbox"]')).toBeNull();
    const links = [...dialog.querySelectorAll<HTMLAnchorElement>('.consent-too-young a.call-crisis-line')];
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['tel:116111', 'tel:112']);
    expect(links[0]!.textContent).toContain('Børnetelefonen');
  });

  it('carries the digest of its own text once computed', async () => {
    const text = await dialogText();
    for (let i = 0; i < 100 && !host.querySelector('dialog')!.hasAttribute('data-text-digest'); i++) await settle();
    const { textDigest } = await import('../../client/consent/record.ts');
    expect(host.querySelector('dialog')!.getAttribute('data-text-digest')).toBe(await textDigest(text));
  });
});
