// `npm test`: build (the typecheck needs the generated content); Biome, knip, the Env types and the typecheck
// beside the Worker/client/build/agent tests; then the browser tests in Chromium.
// Ends with one line "tests: N passed, M failed" summed over every runner.
import { spawn, spawnSync } from 'node:child_process';
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
// The W3C validator over every page (tests/e2e/validator.spec.ts) is npm's vnu-jar, which runs on Java.
if (spawnSync('java', ['-version']).status !== 0) {
  console.error('Java is missing (the W3C validator runs on it): install it with `sudo apt-get install -y default-jre-headless`.');
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

/**
 * Runs one step and says how long it took. A step run beside others (`held`) prints its output when it
 * ends, so the outputs do not interleave.
 */
function run(label: string, command: string, args: string[], held = false): Promise<boolean> {
  const started = performance.now();
  if (!held) console.log(`\n▶ ${label}`);
  const child = spawn(command, args, { stdio: held ? ['ignore', 'pipe', 'pipe'] : 'inherit', env });
  const output: Buffer[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
  return new Promise((resolve) => {
    const done = (ok: boolean) => {
      if (held) {
        console.log(`\n▶ ${label}`);
        process.stdout.write(Buffer.concat(output));
      }
      console.log(`${ok ? '✓' : '✗'} ${label} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
      resolve(ok);
    };
    child.on('error', (error) => {
      output.push(Buffer.from(`${error.message}\n`));
      done(false);
    });
    child.on('close', (code) => done(code === 0));
  });
}

// Stages run in order, and a failed stage ends the run; the steps of a stage run side by side.
const stages = [
  () => [run('build', 'node', ['scripts/build.ts'])],
  // The checks read the built tree and write nothing, so they run beside the tests: the tests leave about
  // a third of the two cores idle (waiting on timers, subprocesses and workers starting), which the checks
  // fill. A failed check still stops the run before the browser tests.
  () => [
    run('lint and format (Biome)', 'biome', ['check', '--error-on-warnings'], true),
    run('unused files, exports and dependencies (knip)', 'knip', [], true),
    // --check regenerates with the flags recorded in the file's header (those of `npm run types`).
    run('Env matches wrangler.toml (if not: npm run types)', 'wrangler', ['types', '--check'], true),
    run('typecheck', 'tsc', ['--noEmit'], true),
    run('worker, client, build and agent tests', 'vitest', [
      'run',
      '--reporter=default',
      '--reporter=json',
      '--outputFile.json=reports/vitest.json',
    ]),
  ],
  () => [run('browser tests (Playwright, Chromium)', 'playwright', ['test'])],
];
const started = performance.now();
let ok = true;
for (const stage of stages) {
  if (!(await Promise.all(stage())).every(Boolean)) {
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
console.log(`\nnpm test: ${((performance.now() - started) / 1000).toFixed(0)} s`);
console.log(`tests: ${counts.passed} passed, ${counts.failed} failed`);
process.exit(ok && counts.failed === 0 ? 0 : 1);
