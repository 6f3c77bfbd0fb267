// `npm run deploy`: refuses, one line for each reason, while content/site.json still holds a shipped example
// (the data controller, the DPO field, a processor such as the agent's host) or a sourced fact checked more
// than 18 months ago; otherwise builds, applies the D1 migrations remotely, and deploys.
// `--check` stops after the checks (the tests use it); SITE_JSON points at another site.json, TODAY
// (YYYY-MM-DD) at another day.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { olderThan, REFUSE_AFTER_MONTHS, sourcedFacts, staleMessage } from '../config/freshness.ts';
import type { Site } from '../config/site.ts';
import { isPlaceholderController, placeholderFields } from '../contracts/privacy.ts';
import { wranglerEnv } from './wrangler-env.ts';

const siteFile = process.env.SITE_JSON ?? new URL('../content/site.json', import.meta.url).pathname;
const where = relative(process.cwd(), siteFile);
const site = JSON.parse(readFileSync(siteFile, 'utf8')) as Site;
const refusals: string[] = [];
const { controller } = site;
if (isPlaceholderController(controller)) {
  refusals.push(
    `deploy refused: ${where} still names the example data controller ("${controller.legalName}", CVR ${controller.cvr}); fill in controller.legalName, cvr, address and email first.`,
  );
}
const others = placeholderFields(site).filter((field) => !field.startsWith('controller ('));
if (others.length) refusals.push(`deploy refused: ${where} still holds shipped examples in ${others.join(', ')}; fill them in first.`);
const today = process.env.TODAY ?? new Date().toISOString().slice(0, 10);
const stale = olderThan(sourcedFacts(site, today), REFUSE_AFTER_MONTHS, today);
if (stale.length) refusals.push(`deploy refused: ${staleMessage(stale, REFUSE_AFTER_MONTHS)}`);
if (refusals.length) {
  for (const line of refusals) console.error(line);
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
