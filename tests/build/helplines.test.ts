// The help lines ship once per bundle: the build writes them to one file (ui/generated/helplines.json)
// that the server pages and the browser both import; the Worker's content leaves them out, and the
// browser's bundle holds only the pick its components read.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { browserHelplines, type Helplines } from '../../contracts/content.ts';
import { loadSite } from '../../config/site.ts';

const root = new URL('../..', import.meta.url).pathname;
const read = (file: string) => readFileSync(join(root, file), 'utf8');
const site = loadSite(join(root, 'content/site.json'), 'content/site.json');
const assets = join(root, 'dist/client/assets');
const browserCode = readdirSync(assets)
  .filter((f) => f.endsWith('.js'))
  .map((f) => readFileSync(join(assets, f), 'utf8'))
  .join('\n');

describe('the help lines', () => {
  it("are written once, from site.json, and the Worker's content does not carry a second copy", () => {
    expect(JSON.parse(read('ui/generated/helplines.json'))).toEqual(site.helplines);
    expect(JSON.parse(read('worker/generated/content.json')).site).not.toHaveProperty('helplines');
  });

  it("reach the browser as the pick its components read: every number, none of the server's details", () => {
    const full: Helplines = site.helplines;
    const pick = browserHelplines(full);
    for (const line of pick.national) expect(browserCode).toContain(`phone:"${line.phone}"`);
    for (const { psychiatry } of Object.values(pick.regions).flat()) expect(browserCode).toContain(psychiatry.phone);
    // Hours pages, sources and the regions' own lines are shown only by the server's urgent-help box.
    const serverOnly = [
      ...full.national.flatMap((line) => [line.hoursUrl, line.source]),
      ...Object.values(full.regions)
        .flat()
        .flatMap((r) => [r.url, r.source, r.psychiatry.how, r.starts?.source, r.ends?.source]),
    ].filter((value): value is string => Boolean(value));
    expect(serverOnly.length).toBeGreaterThan(10);
    expect(serverOnly.filter((value) => browserCode.includes(value))).toEqual([]);
  });
});
