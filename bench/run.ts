// `npm run bench`: every measure, side by side in one run on this machine; `npm run bench -- render
// lighthouse` runs only those. Each measure's table (beside the figures from before the Worker was cut
// down, bench/baseline.json) is printed and written into bench/results.json as soon as it ends; a measure
// that fails prints its error, is listed under `failed`, and the others still run.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { join } from 'node:path';
import { buildPeer } from './peer/build.ts';
import { servePeer } from './peer/serve.ts';
import { CHROMIUM } from '../scripts/chromium.ts';
import { wranglerEnv } from '../scripts/wrangler-env.ts';
import { benchWranglerConfig, OURS, readBuiltContent, ROOT, round, STATIC_PAGE, waitFor, wrangler } from './lib.ts';
import { measureAgentStart, reportAgentStart } from './measures/agent-start.ts';
import { measureBundle, reportBundle } from './measures/bundle.ts';
import { measureCallStart, reportCallStart } from './measures/call-start.ts';
import { measureConsentLoad, reportConsentLoad } from './measures/consent.ts';
import { measureLighthouse, reportLighthouse } from './measures/lighthouse.ts';
import { measureRender, renderPage, reportRender } from './measures/render.ts';
import { measureThroughput, reportThroughput, STATIC_COPY } from './measures/throughput.ts';
import { measureWeight, reportWeight } from './measures/weight.ts';

const RESULTS = join(ROOT, 'bench/results.json');
const STATE = join(ROOT, '.wrangler/bench-state');
const baseline = JSON.parse(readFileSync(join(ROOT, 'bench/baseline.json'), 'utf8'));
type Results = Record<string, unknown>;

type Needs = 'nothing' | 'site' | 'peer';
interface Measure {
  /** What must be running: nothing, our site, or our site and the peer. */
  needs: Needs;
  run: () => Promise<unknown>;
  report: (result: unknown) => void;
}
/** Ties a measure's report to what its own run returns. */
const measure = <R>(needs: Needs, run: () => Promise<R>, report: (result: R) => void): Measure => ({
  needs,
  run,
  report: (result) => report(result as R),
});

/** Every measure, in the order they run. */
const MEASURES = {
  bundle: measure('nothing', measureBundle, (r) => reportBundle(r, baseline.worker)),
  render: measure('nothing', measureRender, (r) => reportRender(r, baseline.renderCpu)),
  weight: measure('site', measureWeight, reportWeight),
  lighthouse: measure(
    'peer',
    async () => ({ simulate: await measureLighthouse('simulate'), devtools: await measureLighthouse('devtools') }),
    (r) => {
      reportLighthouse(r.simulate, baseline.lighthouse.simulatedLcpRatio);
      reportLighthouse(r.devtools, baseline.lighthouse.devtoolsLcpRatio);
    },
  ),
  throughput: measure('site', measureThroughput, reportThroughput),
  consent: measure(
    'site',
    () => measureConsentLoad({ anonKey: readBuiltContent().site.anonKey, persistTo: STATE, config: benchWranglerConfig() }),
    reportConsentLoad,
  ),
  'call-start': measure('site', measureCallStart, reportCallStart),
  'agent-start': measure('nothing', measureAgentStart, reportAgentStart),
};
type MeasureName = keyof typeof MEASURES;

async function main() {
  const started = Date.now();
  const asked = process.argv.slice(2);
  const unknown = asked.filter((name) => !Object.hasOwn(MEASURES, name));
  if (unknown.length)
    throw new Error(`bench: no measure named ${unknown.join(', ')}; the measures are ${Object.keys(MEASURES).join(', ')}`);
  const names = (asked.length ? asked : Object.keys(MEASURES)) as MeasureName[];

  // A partial run replaces only its own measures' figures; a full run starts the file afresh.
  const results: Results = asked.length && existsSync(RESULTS) ? JSON.parse(readFileSync(RESULTS, 'utf8')) : {};
  const failed: Record<string, string> = {};
  const machine = {
    cpu: cpus()[0]?.model,
    cores: cpus().length,
    memoryGiB: round(totalmem() / 2 ** 30),
    node: process.version,
    chromium: execFileSync(CHROMIUM, ['--version'], { encoding: 'utf8' }).trim(),
  };
  /** Written after every measure, so a run that stops later keeps what it measured. */
  const save = () => {
    const seconds = round((Date.now() - started) / 1000);
    writeFileSync(RESULTS, `${JSON.stringify({ ...results, failed, date: new Date().toISOString(), machine, seconds }, null, 2)}\n`);
  };
  /** Runs one measure: its figures are printed and saved as soon as it ends; a failure is printed and the rest go on. */
  const runOne = async (name: MeasureName, run: () => Promise<unknown>) => {
    const t0 = Date.now();
    console.log(`bench: ${name} …`);
    try {
      const result = await run();
      results[name] = result;
      delete failed[name];
      MEASURES[name].report(result);
    } catch (error) {
      failed[name] = error instanceof Error ? (error.stack ?? error.message) : String(error);
      delete results[name];
      console.error(`bench: ${name} failed, the others go on:`, error);
    }
    console.log(`bench: ${name} took ${round((Date.now() - t0) / 1000)} s`);
    save();
  };

  console.log('bench: building the site and the Worker bundle …');
  // Every measure but the bundle's own reads the bundle (render) or serves its page (throughput), so
  // without it nothing else can run.
  const bundle = await measureBundle();
  if (names.includes('bundle')) await runOne('bundle', async () => bundle);
  writeStaticCopy(await renderPage(STATIC_PAGE));

  const rest = names.filter((name) => name !== 'bundle');
  const stop = await startServers(new Set(rest.map((name) => MEASURES[name].needs)));
  try {
    for (const name of rest) await runOne(name, MEASURES[name].run);
  } finally {
    await stop();
  }
  console.log(`\nMachine: ${JSON.stringify(machine)}; ${round((Date.now() - started) / 1000)} s`);
  if (Object.keys(failed).length) {
    console.error(`bench: failed: ${Object.keys(failed).join(', ')} (their errors are above and in bench/results.json)`);
    process.exitCode = 1;
  }
}

/** The SSR page's bytes among the static assets, so the throughput compares the same bytes served both ways. */
function writeStaticCopy(html: string) {
  const file = join(ROOT, 'dist/client', `${STATIC_COPY}.html`);
  mkdirSync(join(file, '..'), { recursive: true });
  writeFileSync(file, html);
}

/** Starts what the measures need: our site under wrangler dev (the built site, a fresh local D1), and the peer. */
async function startServers(needs: Set<Needs>): Promise<() => Promise<void>> {
  if (!needs.has('site') && !needs.has('peer')) return async () => {};
  if (
    await fetch(`${OURS}/`).then(
      () => true,
      () => false,
    )
  )
    throw new Error(`bench: something already answers on ${OURS}; stop it first`);
  const config = benchWranglerConfig();
  rmSync(STATE, { recursive: true, force: true });
  wrangler(['d1', 'migrations', 'apply', 'DB', '--local', '--persist-to', STATE, '-c', config]);
  // Tokens are minted for real; nothing listens at this LiveKit URL, so a call's first attempt to connect is where it ends.
  const livekit = ['LIVEKIT_URL:ws://127.0.0.1:7881', 'LIVEKIT_API_KEY:bench-key', 'LIVEKIT_API_SECRET:bench-secret-bench-secret-bench-00'];
  const port = new URL(OURS).port;
  // Its own process group, so stopping it stops workerd too, not only wrangler.
  const server = spawn(
    'wrangler',
    ['dev', '-c', config, '--ip', '127.0.0.1', '--port', port, '--persist-to', STATE, ...livekit.flatMap((v) => ['--var', v])],
    { cwd: ROOT, env: wranglerEnv, stdio: 'ignore', detached: true },
  );
  let peer: Awaited<ReturnType<typeof servePeer>> | undefined;
  try {
    if (needs.has('peer')) {
      await buildPeer();
      peer = await servePeer(8796);
    }
    await waitFor(`${OURS}/`);
  } catch (error) {
    stopProcessGroup(server);
    peer?.close();
    throw error;
  }
  return async () => {
    stopProcessGroup(server);
    peer?.close();
  };
}

function stopProcessGroup(server: ChildProcess) {
  try {
    process.kill(-server.pid!, 'SIGTERM');
  } catch {
    server.kill('SIGTERM');
  }
}

await main();
