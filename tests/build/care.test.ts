// The care configuration refuses to be wrong: help lines, the controller and the AI provider's transfer
// are checked when content builds, and the policy's transfer text follows site.json.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { aiTransferText } from '../../contracts/privacy.ts';
import { ContentError, loadContent } from '../../scripts/content.ts';

const imagesDir = join(process.cwd(), 'client/public/images');
let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function fixture() {
  dir = mkdtempSync(join(tmpdir(), 'care-'));
  cpSync(join(process.cwd(), 'content'), dir, { recursive: true });
}
// biome-ignore lint/suspicious/noExplicitAny: a test edits arbitrary fields of site.json
type Json = any;
const editSite = (change: (site: Json) => void) => {
  const file = join(dir, 'site.json');
  const site = JSON.parse(readFileSync(file, 'utf8'));
  change(site);
  writeFileSync(file, JSON.stringify(site));
};
const edit = (file: string, change: (text: string) => string) => writeFileSync(join(dir, file), change(readFileSync(join(dir, file), 'utf8')));
function problemsOf(): string[] {
  try {
    loadContent({ contentDir: dir, imagesDir });
  } catch (error) {
    if (error instanceof ContentError) return error.problems;
    throw error;
  }
  return [];
}

describe('help lines in site.json', () => {
  it('must start with 112', () => {
    fixture();
    editSite((s) => s.helplines.national.reverse());
    expect(problemsOf()).toEqual([expect.stringMatching(/site\.json: helplines\.national: 112 must come first/)]);
  });

  it('must name a line for every region', () => {
    fixture();
    editSite((s) => { delete s.helplines.regions['Region Nordjylland']; });
    expect(problemsOf()).toEqual([expect.stringMatching(/site\.json: helplines\.regions/)]);
  });

  it('may be asked for only by a known topical id', () => {
    fixture();
    edit('therapy-forms/parterapi.md', (t) => t.replace('helplines: [vold]', 'helplines: [livslinien]'));
    edit('therapy-forms/legeterapi.md', (t) => t.replace('helplines: [boern]', 'helplines: [boernetelefon]'));
    expect(problemsOf()).toEqual([
      expect.stringMatching(/therapy-forms\/legeterapi\.md: helplines: "boernetelefon" is not a topical help line/),
      expect.stringMatching(/therapy-forms\/parterapi\.md: helplines: "livslinien" is not a topical help line/),
    ]);
  });

  it('a page may show only a box that exists', () => {
    fixture();
    edit('treatments/angst.md', (t) => t.replace('boxes: [psykolog-med-tilskud]', 'boxes: [tilskud]'));
    expect(problemsOf()).toEqual([expect.stringMatching(/treatments\/angst\.md: boxes: unknown box "tilskud"/)]);
  });
});

describe('the controller and the AI provider', () => {
  it('needs a CVR number of eight digits', () => {
    fixture();
    editSite((s) => { s.controller.cvr = '1234'; });
    expect(problemsOf()).toEqual([expect.stringMatching(/site\.json: controller\.cvr: expected a CVR number/)]);
  });

  it('needs a transfer basis when the provider is outside the EU/EEA', () => {
    fixture();
    editSite((s) => { s.aiProvider.outsideEea = true; delete s.aiProvider.transferBasis; });
    expect(problemsOf()).toEqual([expect.stringMatching(/site\.json: aiProvider\.transferBasis: transferBasis is required/)]);
  });

  it('writes the policy\'s transfer text from the configuration', () => {
    fixture();
    editSite((s) => { s.aiProvider = { name: 'Eksempel GmbH', country: 'Tyskland', outsideEea: false }; });
    const inside = loadContent({ contentDir: dir, imagesDir }).privacy.map((p) => p.html).join('');
    expect(inside).toContain(aiTransferText({ name: 'Eksempel GmbH', country: 'Tyskland', outsideEea: false }));
    expect(inside).not.toMatch(/Grundlaget for overførslen er/);

    editSite((s) => { s.aiProvider = { name: 'Eksempel Inc.', country: 'USA', outsideEea: true, transferBasis: 'standardkontraktbestemmelser' }; });
    const outside = loadContent({ contentDir: dir, imagesDir }).privacy.map((p) => p.html).join('');
    expect(outside).toContain('Eksempel Inc. behandler samtalen i USA, som ligger uden for EU og EØS. Grundlaget for overførslen er standardkontraktbestemmelser.');
  });
});
