// The consent dialog says what the privacy policy says: what a caller says may be health data, so the
// consent is explicit; and, only when the provider processes the call outside the EU/EEA, where and why.
import { act } from 'preact/test-utils';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { aiTransferText, HEALTH_DATA_CONSENT } from '../../contracts/privacy.ts';
import { CallControl, type CallConfig } from '../../client/islands/call-control.tsx';
import { HELPLINES } from '../../client/ui/helplines.tsx';

let root: Root;
let host: HTMLElement;
afterEach(() => {
  act(() => root.unmount());
  host.remove();
});

async function dialogText(config: Partial<CallConfig> = {}) {
  host = document.createElement('div');
  document.body.appendChild(host);
  root = createRoot(host);
  await act(async () =>
    root.render(<CallControl anonKey="k" agentId="agent" aiProvider="Eksempel Inc." maxCallMinutes={10} {...config} />),
  );
  return (host.querySelector('dialog')!.textContent ?? '').replace(/\s+/g, ' ');
}

describe('the consent dialog', () => {
  it('says that health data needs explicit consent', async () => {
    expect(await dialogText()).toContain(HEALTH_DATA_CONSENT);
  });

  it('names a transfer outside the EU/EEA and its basis when there is one', async () => {
    const transfer = aiTransferText({
      name: 'Eksempel Inc.',
      country: 'USA',
      outsideEea: true,
      transferBasis: 'standardkontraktbestemmelser',
    });
    const text = await dialogText({ transfer });
    expect(text).toContain(transfer);
    expect(text).toMatch(/uden for EU og EØS\. Grundlaget for overførslen er standardkontraktbestemmelser\./);
  });

  it('says nothing about a transfer when there is none', async () => {
    expect(await dialogText()).not.toMatch(/uden for EU|overførsel/);
  });

  it("lists 112 first and every region's line, from the built help lines", async () => {
    await dialogText();
    const tels = [...host.querySelectorAll('dialog a[href^="tel:"]')].map((a) => a.textContent);
    expect(tels[0]).toBe('112');
    for (const line of Object.values(HELPLINES.regions)) expect(tels).toContain(line.phone);
  });
});
