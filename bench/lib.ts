// What every measure shares: the two origins, the statistics, waiting for a server, wrangler, and
// the client build's manifest. Defined here once.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { experimental_readRawConfig } from 'wrangler';
import { wranglerEnv } from '../scripts/wrangler-env.ts';
import type { Content } from '../worker/content/types.ts';

export const ROOT = new URL('..', import.meta.url).pathname;
export const OURS = 'http://127.0.0.1:8795';
export const PEER = 'http://127.0.0.1:8796';
/** The page the throughput and call-start measures load: an article, the kind most visitors land on. */
export const STATIC_PAGE = '/behandling/angst';
/** The deployed Worker as `wrangler deploy --dry-run` writes it. */
export const WORKER_BUNDLE_DIR = join(ROOT, 'dist/worker-bundle');
export const WORKER_BUNDLE = join(WORKER_BUNDLE_DIR, 'index.js');

export const round = (n: number, digits = 0) => Number(n.toFixed(digits));
export const gz = (data: Buffer | string) => gzipSync(data, { level: 9 }).length;
export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
/** The nearest-rank percentile of values sorted ascending. */
export const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
export const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

export const wrangler = (args: string[]) =>
  execFileSync('wrangler', args, { cwd: ROOT, encoding: 'utf8', env: wranglerEnv, stdio: ['ignore', 'pipe', 'pipe'] });

export async function waitFor(url: string) {
  for (let i = 0; i < 240; i++) {
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`bench: ${url} never answered`);
}

/** The client build's manifest (scripts/build.ts writes it). */
export function readManifest() {
  return JSON.parse(readFileSync(join(ROOT, 'worker/generated/manifest.json'), 'utf8')) as {
    lazy: string[];
    entryScript: string;
  };
}

/** The parts of wrangler.toml the bench rewrites; the rest is passed on as it is. */
interface WranglerConfig {
  name: string;
  main: string;
  assets: { directory: string };
  d1_databases: { migrations_dir: string }[];
  ratelimits: { simple: { limit: number; period: number } }[];
}

/**
 * The Worker as the bench serves it: wrangler.toml as it is, with rate limits the consent load cannot
 * hit, no cron, and no build step (the runner builds first). Written as JSON beside wrangler's state;
 * its paths are rewritten to stay pointing at the same files.
 */
export function benchWranglerConfig(): string {
  const rawConfig = experimental_readRawConfig({ config: join(ROOT, 'wrangler.toml') }).rawConfig as WranglerConfig;
  const file = join(ROOT, '.wrangler/bench/wrangler.json');
  const fromHere = (path: string) => relative(dirname(file), join(ROOT, path));
  const config = {
    ...rawConfig,
    name: `${rawConfig.name}-bench`,
    main: fromHere(rawConfig.main),
    build: undefined,
    triggers: undefined,
    dev: undefined,
    assets: { ...rawConfig.assets, directory: fromHere(rawConfig.assets.directory) },
    d1_databases: rawConfig.d1_databases.map((db) => ({ ...db, migrations_dir: fromHere(db.migrations_dir) })),
    ratelimits: rawConfig.ratelimits.map((limiter) => ({ ...limiter, simple: { limit: 100_000, period: 60 } })),
  };
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(config, null, 2));
  return file;
}

/** The built, validated content (scripts/build.ts writes it). */
export function readBuiltContent(): Content {
  return JSON.parse(readFileSync(join(ROOT, 'worker/generated/content.json'), 'utf8')) as Content;
}
