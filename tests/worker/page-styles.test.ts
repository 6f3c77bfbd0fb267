// Each page inlines only the stylesheet's parts it needs (worker/render/styles.ts), so every class its
// markup uses must be styled by those parts. call.css, adopted when the visitor reaches for 'Ring op',
// may style nothing a page's HTML holds.
import { describe, expect, it } from 'vitest';
import { env } from 'cloudflare:workers';
import { canonicalPaths } from '../../contracts/routes.ts';
import { content, manifest } from '../../worker/content/index.ts';
import { STYLE_PARTS } from '../../worker/render/styles.ts';
import { get, MANY_REQUESTS_MS } from './html.ts';

const callCss = env.TEST_CALL_STYLE;

/** The class names a stylesheet's selectors name. */
function classesOf(css: string): Set<string> {
  let selectors = css;
  // Drop declaration blocks, innermost first, so only selectors (and at-rule preludes) remain.
  for (let before = ''; before !== selectors; ) [before, selectors] = [selectors, selectors.replace(/\{[^{}]*\}/g, ' ')];
  return new Set([...selectors.matchAll(/\.([a-zA-Z_][\w-]*)/g)].map((m) => m[1]!));
}

/** The classes the markup uses, outside <style> and <script>. */
function markupClasses(html: string): Set<string> {
  const markup = html.replace(/<(style|script)\b[\s\S]*?<\/\1>/g, '');
  return new Set([...markup.matchAll(/\sclass="([^"]*)"/g)].flatMap((m) => m[1]!.split(/\s+/).filter(Boolean)));
}

const styledAnywhere = new Set([...STYLE_PARTS.flatMap((part) => [...classesOf(manifest.styles[part])]), ...classesOf(callCss)]);
const PATHS = [
  ...canonicalPaths(content),
  '/findes-ikke',
  '/behandling/findes-ikke',
  '/ressourcer/findes-ikke',
  '/by/findes-ikke',
  '/typer/findes-ikke',
  '/pris-og-tilskud?alder=30',
  '/pris-og-tilskud?alder=30&emne=angst&henvisning=ja&forsikring=nej',
];

describe('the stylesheet a page inlines', () => {
  it(
    'styles every class its markup uses, and holds no part it does not use',
    async () => {
      for (const path of PATHS) {
        const html = await (await get(path)).text();
        const inline = [...html.matchAll(/<style>([^<]*)<\/style>/g)].map((m) => m[1]!);
        const parts = STYLE_PARTS.filter((part) => inline.includes(manifest.styles[part]));
        expect(parts.length, `${path}: every <style> is one part`).toBe(inline.length);
        expect(parts[0], path).toBe('site');
        const used = markupClasses(html);
        const styled = new Set(parts.flatMap((part) => [...classesOf(manifest.styles[part])]));
        const unstyled = [...used].filter((c) => styledAnywhere.has(c) && !styled.has(c));
        expect(unstyled, `${path} uses classes its inline parts do not style`).toEqual([]);
        for (const part of parts.slice(1)) {
          expect(
            [...classesOf(manifest.styles[part])].some((c) => used.has(c)),
            `${path} inlines ${part} but uses none of it`,
          ).toBe(true);
        }
      }
    },
    MANY_REQUESTS_MS,
  );

  it("keeps the call out of every page: no dialog in the HTML, and the dialog's rules only in call.css", async () => {
    const html = await (await get('/')).text();
    expect(html).not.toContain('<dialog');
    expect(html).toContain('<button type="button" class="button call-button"');
    for (const part of STYLE_PARTS) expect(manifest.styles[part]).not.toContain('.consent-dialog');
    expect(callCss).toContain('.consent-dialog');
  });
});
