// `npm run deploy`: refuses, in one line, while content/site.json still names the shipped example as the
// data controller; otherwise builds, applies the D1 migrations remotely, and deploys.
// `--check` stops after the check (the tests use it); SITE_JSON points at another site.json.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { isPlaceholderController } from '../contracts/privacy.ts';
import type { Site } from '../config/site.ts';
import { wranglerEnv } from './wrangler-env.ts';

const siteFile = process.env.SITE_JSON ?? new URL('../content/site.json', import.meta.url).pathname;
const { controller } = JSON.parse(readFileSync(siteFile, 'utf8')) as Site;
if (isPlaceholderController(controller)) {
  console.error(
    `deploy refused: ${relative(process.cwd(), siteFile)} still names the example data controller ("${controller.legalName}", CVR ${controller.cvr}); fill in controller.legalName, cvr, address and email first.`,
  );
  process.exit(1);
}
if (process.argv.includes('--check')) process.exit(0);

for (const [command, ...args] of [
  ['node', 'scripts/build.ts'],
  ['wrangler', 'd1', 'migrations', 'apply', 'DB', '--remote'],
  ['wrangler', 'deploy'],
]) {
  const run = spawnSync(command!, args, { stdio: 'inherit', env: command === 'node' ? process.env : wranglerEnv });
  if (run.status !== 0) process.exit(run.status ?? 1);
}
