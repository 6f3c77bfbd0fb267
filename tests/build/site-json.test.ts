// content/site.json refuses to be wrong: help lines, the controller and the AI provider's transfer are
// checked when content builds, pages may ask only for lines and boxes that exist, and the policy's transfer text follows site.json.
import { afterEach, describe, expect, it } from 'vitest';
import { aiTransferText } from '../../contracts/privacy.ts';
import { ContentCopy } from '../fixtures/content-copy.ts';

let copy: ContentCopy;
afterEach(() => copy?.remove());

describe('help lines in site.json', () => {
  it('must start with 112', () => {
    copy = new ContentCopy();
    copy.editSite((s) => s.helplines.national.reverse());
    expect(copy.problems()).toEqual([expect.stringMatching(/site\.json: helplines\.national: 112 must come first/)]);
  });

  it('must name a line for every region', () => {
    copy = new ContentCopy();
    copy.editSite((s) => {
      delete s.helplines.regions['Region Nordjylland'];
    });
    expect(copy.problems()).toEqual([expect.stringMatching(/site\.json: helplines\.regions/)]);
  });

  it('may be asked for only by a known topical id', () => {
    copy = new ContentCopy();
    copy.edit('therapy-forms/parterapi.md', (t) => t.replace('helplines: [vold]', 'helplines: [livslinien]'));
    copy.edit('therapy-forms/legeterapi.md', (t) => t.replace('helplines: [boern]', 'helplines: [boernetelefon]'));
    expect(copy.problems()).toEqual([
      expect.stringMatching(/therapy-forms\/legeterapi\.md: helplines: "boernetelefon" is not a topical help line/),
      expect.stringMatching(/therapy-forms\/parterapi\.md: helplines: "livslinien" is not a topical help line/),
    ]);
  });

  it('a page may show only a box that exists', () => {
    copy = new ContentCopy();
    copy.edit('treatments/angst.md', (t) => t.replace('boxes: [psykolog-med-tilskud]', 'boxes: [tilskud]'));
    expect(copy.problems()).toEqual([expect.stringMatching(/treatments\/angst\.md: boxes: unknown box "tilskud"/)]);
  });
});

describe('the controller and the AI provider', () => {
  it('needs a CVR number of eight digits', () => {
    copy = new ContentCopy();
    copy.editSite((s) => {
      s.controller.cvr = '1234';
    });
    expect(copy.problems()).toEqual([expect.stringMatching(/site\.json: controller\.cvr: expected a CVR number/)]);
  });

  it('needs a transfer basis when the provider is outside the EU/EEA', () => {
    copy = new ContentCopy();
    copy.editSite((s) => {
      s.aiProvider.outsideEea = true;
      delete s.aiProvider.transferBasis;
    });
    expect(copy.problems()).toEqual([expect.stringMatching(/site\.json: aiProvider\.transferBasis: transferBasis is required/)]);
  });

  it("writes the policy's transfer text from the configuration", () => {
    copy = new ContentCopy();
    copy.editSite((s) => {
      s.aiProvider = {
        name: 'Eksempel GmbH',
        country: 'Tyskland',
        outsideEea: false,
        retention: { by: 'Eksempel', days: 0, zeroDataRetention: true },
      };
    });
    const inside = copy
      .load()
      .privacy.map((p) => p.html)
      .join('');
    expect(inside).toContain(
      aiTransferText({
        name: 'Eksempel GmbH',
        country: 'Tyskland',
        outsideEea: false,
        retention: { by: 'Eksempel', days: 0, zeroDataRetention: true },
      }),
    );
    expect(inside).not.toMatch(/Grundlaget for overførslen er/);

    copy.editSite((s) => {
      s.aiProvider = {
        name: 'Eksempel Inc.',
        country: 'USA',
        outsideEea: true,
        transferBasis: 'standardkontraktbestemmelser',
        retention: { by: 'Eksempel', days: 30, zeroDataRetention: false },
      };
    });
    const outside = copy
      .load()
      .privacy.map((p) => p.html)
      .join('');
    expect(outside).toContain(
      'Eksempel Inc. behandler samtalen i USA, som ligger uden for EU og EØS. Grundlaget for overførslen er standardkontraktbestemmelser.',
    );
  });
});
