// `npm test`: build (the typecheck needs the generated content), Biome, knip, the Env types, typecheck, the
// Worker/client/build/agent tests, then the browser tests in Chromium.
// Ends with one line "tests: N passed, M failed" summed over every runner.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { CHROMIUM } from './chromium.ts';
import { hunspellProblem } from './hunspell.ts';
import { wranglerEnv } from './wrangler-env.ts';

if (!existsSync(CHROMIUM)) {
  console.error(
    `Chromium is missing at ${CHROMIUM}: install it with \`sudo apt-get update && sudo apt-get install -y chromium\` (or set CHROMIUM_PATH).`,
  );
  process.exit(1);
}
const dictionary = hunspellProblem();
if (dictionary) {
  console.error(`The build's spelling check cannot run: ${dictionary}.`);
  process.exit(1);
}
mkdirSync('reports', { recursive: true });
// Here the spelling check is mandatory: the build (and every test that builds) fails without the dictionary.
const env = { ...wranglerEnv, REQUIRE_SPELLCHECK: '1' };

function run(label: string, command: string, args: string[]) {
  console.log(`\n▶ ${label}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  return result.status === 0;
}

const steps = [
  () => run('build', 'node', ['scripts/build.ts']),
  () => run('lint and format (Biome)', 'biome', ['check', '--error-on-warnings']),
  () => run('unused files, exports and dependencies (knip)', 'knip', []),
  // --check regenerates with the flags recorded in the file's header (those of `npm run types`).
  () => run('Env matches wrangler.toml (if not: npm run types)', 'wrangler', ['types', '--check']),
  () => run('typecheck', 'tsc', ['--noEmit']),
  () =>
    run('worker, client, build and agent tests', 'vitest', [
      'run',
      '--reporter=default',
      '--reporter=json',
      '--outputFile.json=reports/vitest.json',
    ]),
  () => run('browser tests (Playwright, Chromium)', 'playwright', ['test']),
];
let ok = true;
for (const step of steps) {
  if (!step()) {
    ok = false;
    break;
  }
}

const counts = { passed: 0, failed: 0 };
const readJson = (file: string) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined);
const vitest = readJson('reports/vitest.json');
if (vitest) {
  counts.passed += vitest.numPassedTests;
  counts.failed += vitest.numFailedTests;
}
const playwright = readJson('reports/playwright.json');
if (playwright) {
  counts.passed += playwright.stats.expected;
  counts.failed += playwright.stats.unexpected + playwright.stats.flaky;
}
console.log(`\ntests: ${counts.passed} passed, ${counts.failed} failed`);
process.exit(ok && counts.failed === 0 ? 0 : 1);
