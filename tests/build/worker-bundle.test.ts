// The Worker carries server code only: the modules esbuild puts in the Worker's bundle (bundled as
// wrangler bundles it: wrangler.toml's entry and defines, the workerd conditions) hold no browser-only
// call code, and no content schema (a collection's build side).
import { join } from 'node:path';
import * as esbuild from 'esbuild';
import { beforeAll, describe, expect, it } from 'vitest';
import { experimental_readRawConfig } from 'wrangler';

const root = new URL('../..', import.meta.url).pathname;
let inputs: string[];
/** Every module of ours that imports a given package, relative to the repository. */
let importersOf: (pkg: string) => string[];

beforeAll(async () => {
  const { rawConfig } = experimental_readRawConfig({ config: join(root, 'wrangler.toml') });
  const result = await esbuild.build({
    entryPoints: [join(root, rawConfig.main!)],
    absWorkingDir: root,
    bundle: true,
    write: false,
    metafile: true,
    format: 'esm',
    platform: 'neutral',
    conditions: ['workerd', 'worker', 'browser'],
    mainFields: ['browser', 'module', 'main'],
    jsx: 'automatic',
    define: rawConfig.define ?? {},
    external: ['cloudflare:*', 'node:*'],
    logLevel: 'silent',
  });
  const graph = result.metafile.inputs;
  inputs = Object.keys(graph);
  importersOf = (pkg) =>
    Object.entries(graph)
      .filter(([file, input]) => !file.includes('node_modules/') && input.imports.some((i) => i.original === pkg))
      .map(([file]) => file);
}, 60_000);

describe("the Worker's bundle", () => {
  it('holds the pages and the API (so the checks below look at the real graph)', () => {
    expect(inputs).toEqual(expect.arrayContaining(['worker/index.ts', 'worker/render/document.tsx', 'client/islands/site-header.tsx']));
  });

  // What the browser loads on intent (client/call/live/: the call client over livekit-client) must stay out.
  it('holds no livekit-client and no module of client/call/live/', () => {
    expect(inputs.filter((file) => /node_modules\/livekit-client\/|^client\/call\/live\//.test(file))).toEqual([]);
  });

  // The header island is rendered with its call control at rest (worker/render/islands.tsx): of the call's
  // code, only what the page is served with comes in, never the hook, the reducer, the dialog or the panel.
  it('holds of client/call/ only the call control at rest, its settings and the call chunk attribute', () => {
    expect(inputs.filter((file) => file.startsWith('client/call/')).sort()).toEqual([
      'client/call/call-at-rest.tsx',
      'client/call/call-button.tsx',
      'client/call/call-chunk.ts',
      'client/call/call-config.ts',
      'client/call/toasts.tsx',
    ]);
  });

  it('holds no zod: the build validated the content, and the API checks its bodies by hand (worker/api/bodies.ts)', () => {
    expect(importersOf('zod')).toEqual([]);
    expect(inputs.filter((file) => file.includes('node_modules/zod/'))).toEqual([]);
  });

  // A collection's pages (worker/pages/) and what it declares are in; its build side (schema.ts, with
  // the zod schema, the fields people read and the cross-checks) and the shared build helpers are not.
  it("holds each collection's pages and none of their build sides", () => {
    expect(inputs).toEqual(expect.arrayContaining(['worker/pages/resources.tsx', 'collections/cities/collection.ts']));
    expect(inputs.filter((file) => /^collections\/([^/]+\/schema\.ts|build\.ts)$/.test(file))).toEqual([]);
  });
});
