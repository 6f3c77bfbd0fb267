// Every page as the server sends it passes the W3C validator (the Nu Html Checker, npm's vnu-jar, which runs on
// Java): the sitemap's pages, the main routes it does not list, the not-found pages and a price guide answer.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { guidePath } from '../../contracts/price-guide.ts';
import { NOT_FOUND_ROUTES, ROUTES, sitemapPaths } from './helpers.ts';

/** The jar's path: the package exports it as a String object. */
const VNU_JAR = String(createRequire(import.meta.url)('vnu-jar'));

interface VnuMessage {
  type: string;
  url: string;
  message: string;
  extract?: string;
}

test('every page passes the W3C validator', async ({ request }) => {
  test.setTimeout(180_000);
  const sitemap = await sitemapPaths(request);
  const extra = [...ROUTES.map(encodeURI), ...NOT_FOUND_ROUTES, guidePath({ age: 30, topic: 'angst', referral: true })];
  const paths = [...new Set([...sitemap, ...extra])];
  expect(sitemap.length).toBeGreaterThan(100);

  const dir = mkdtempSync(join(tmpdir(), 'vnu-'));
  try {
    const files = await Promise.all(
      paths.map(async (path, i) => {
        const response = await request.get(path);
        expect([200, 404], path).toContain(response.status());
        const file = join(dir, `${i}.html`);
        writeFileSync(file, await response.text());
        return { file, path };
      }),
    );
    // Java is a system package (.ci/run installs it); without it this test says so rather than passing.
    let out: string;
    try {
      out = execFileSync(
        'java',
        ['-jar', VNU_JAR, '--errors-only', '--format', 'json', '--exit-zero-always', '--stdout', ...files.map((f) => f.file)],
        {
          encoding: 'utf8',
          maxBuffer: 64 * 1024 * 1024,
        },
      );
    } catch (error) {
      throw new Error(`the W3C validator needs Java 11 or later on the PATH (Debian: default-jre-headless): ${error}`);
    }
    const pathOf = new Map(files.map((f) => [`file:${f.file}`, f.path]));
    const errors = (JSON.parse(out).messages as VnuMessage[]).map((m) => `${pathOf.get(m.url) ?? m.url}: ${m.message} ${m.extract ?? ''}`);
    expect(errors).toEqual([]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
