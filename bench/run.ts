// `npm run bench`: every figure side by side in one run on this machine. Prints tables and writes
// bench/results.json. Budgets are checked by tests where they are sizes; here we only measure.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_FLAGS } from '../scripts/chromium.ts';
import { wranglerEnv } from '../scripts/wrangler-env.ts';
import { measureCallStart } from './call-start.ts';
import { buildPeer } from './peer/build.ts';
import { servePeer } from './peer/serve.ts';
import { validConsentBody } from '../tests/fixtures/consent.ts';
import { MAIN_ROUTES } from './routes.ts';

const OURS = 'http://127.0.0.1:8795';
const PEER = 'http://127.0.0.1:8796';
const STATE = '.wrangler/bench-state';
const CONFIG = ['-c', 'bench/wrangler.toml'];
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS];
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const RENDER_RUNS = Number(process.env.BENCH_RENDER_RUNS ?? 200);
/** The Workers Free plan's CPU time per request. */
const FREE_PLAN_CPU_MS = 10;
const CALL_START_RUNS = Number(process.env.BENCH_CALL_START_RUNS ?? 5);
const THROUGHPUT_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const STATIC_PAGE = '/behandling/angst';

const gz = (data: Buffer | string) => gzipSync(data, { level: 9 }).length;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const round = (n: number, digits = 0) => Number(n.toFixed(digits));
const wrangler = (args: string[]) =>
  execFileSync('wrangler', args, { encoding: 'utf8', env: wranglerEnv, stdio: ['ignore', 'pipe', 'pipe'] });

async function main() {
  const started = Date.now();
  console.log('bench: building the Worker bundle and the peer …');
  const worker = await measureWorkerBundle();
  console.log(`bench: CPU time per render, ${RENDER_RUNS} renders per route …`);
  const renderCpu = await measureRenderCpu();
  await buildPeer();

  console.log('bench: starting our site (wrangler dev) and the peer …');
  if (
    await fetch(`${OURS}/`).then(
      () => true,
      () => false,
    )
  )
    throw new Error(`bench: something already answers on ${OURS}; stop it first`);
  rmSync(STATE, { recursive: true, force: true });
  wrangler(['d1', 'migrations', 'apply', 'DB', '--local', '--persist-to', STATE, ...CONFIG]);
  // Its own process group, so stopping it stops workerd too, not only wrangler.
  // Tokens are minted for real; nothing listens at this LiveKit URL, so a call's first attempt to connect is where it ends.
  const livekit = [
    'LIVEKIT_URL:ws://127.0.0.1:7881',
    'LIVEKIT_API_KEY:bench-key',
    'LIVEKIT_API_SECRET:bench-secret-bench-secret-bench-00',
  ].flatMap((v) => ['--var', v]);
  const server = spawn('wrangler', ['dev', ...CONFIG, '--ip', '127.0.0.1', '--port', '8795', '--persist-to', STATE, ...livekit], {
    env: wranglerEnv,
    stdio: 'ignore',
    detached: true,
  });
  const peer = await servePeer(8796);
  try {
    await waitFor(`${OURS}/`);
    console.log('bench: weight …');
    const weight = await measureWeight();
    console.log(`bench: Lighthouse (simulated throttling), ${LIGHTHOUSE_RUNS} runs per page …`);
    const lighthouseResults = await measureLighthouse('simulate');
    console.log(`bench: Lighthouse (DevTools throttling), ${LIGHTHOUSE_RUNS} runs per page …`);
    const lighthouseDevtools = await measureLighthouse('devtools');
    console.log('bench: throughput …');
    const throughput = await measureThroughput();
    console.log('bench: consent under load …');
    const consent = await measureConsentLoad();
    console.log(`bench: from 'Accepter og start samtale' to the first connection attempt, ${CALL_START_RUNS} runs each way …`);
    const callStart = await measureCallStart(OURS, lazyChunks(), {
      runs: CALL_START_RUNS,
      chromiumPath: CHROMIUM,
      flags: CHROMIUM_FLAGS,
    });

    const results = {
      date: new Date().toISOString(),
      machine: {
        cpu: cpus()[0]?.model,
        cores: cpus().length,
        memoryGiB: round(totalmem() / 2 ** 30),
        node: process.version,
        chromium: execFileSync(CHROMIUM, ['--version'], { encoding: 'utf8' }).trim(),
      },
      weight,
      lighthouse: lighthouseResults,
      lighthouseDevtools,
      throughput,
      consent,
      callStart,
      worker,
      renderCpu,
      seconds: round((Date.now() - started) / 1000),
    };
    writeFileSync('bench/results.json', `${JSON.stringify(results, null, 2)}\n`);
    report(results);
  } finally {
    stop(server);
    peer.close();
  }
}

function stop(server: ChildProcess) {
  try {
    process.kill(-server.pid!, 'SIGTERM');
  } catch {
    server.kill('SIGTERM');
  }
}

/** The Worker as deployed: bundle size, start-up (module evaluation in Node), and the SSR bytes. */
async function measureWorkerBundle() {
  rmSync('dist/worker-bundle', { recursive: true, force: true });
  wrangler(['deploy', '--dry-run', '--outdir', 'dist/worker-bundle']);
  const file = 'dist/worker-bundle/index.js';
  const startups: number[] = [];
  for (let i = 0; i < 5; i++) {
    // A fresh process each time, so nothing is cached.
    const ms = execFileSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `const t = performance.now(); await import(${JSON.stringify(pathToFileURL(file).href)}); console.log(performance.now() - t);`,
      ],
      { encoding: 'utf8' },
    );
    startups.push(Number(ms));
  }
  const mod = (await import(pathToFileURL(file).href)) as {
    default: { fetch: (r: Request, env: object, ctx: object) => Promise<Response> };
  };
  const ctx = { waitUntil() {}, passThroughOnException() {} };
  const html = await (await mod.default.fetch(new Request(`https://bench.invalid${STATIC_PAGE}`), {}, ctx)).text();
  mkdirSync('bench/.static', { recursive: true });
  writeFileSync('bench/.static/angst.html', html);
  const bytes = readFileSync(file);
  return {
    bundleBytes: statSync(file).size,
    bundleGzipBytes: gz(bytes),
    startupMsMedian: round(median(startups), 1),
    startupMsRuns: startups.map((s) => round(s, 1)),
  };
}

/**
 * CPU time of one page render, per main route: the deployed bundle (the same app wrangler uploads)
 * imported into this Node process, each request answered and its stream read to the end, timed with
 * process.cpuUsage (user + system). It is Node's V8 on this machine, not workerd on Cloudflare's, and
 * the process's other threads (GC) count too, so it is an estimate to hold against the 10 ms limit.
 */
async function measureRenderCpu() {
  const mod = (await import(pathToFileURL('dist/worker-bundle/index.js').href)) as {
    default: { fetch: (r: Request, env: object, ctx: object) => Promise<Response> };
  };
  const ctx = { waitUntil() {}, passThroughOnException() {} };
  const render = async (route: string) => {
    const started = process.cpuUsage();
    await (await mod.default.fetch(new Request(`https://bench.invalid${route}`), {}, ctx)).arrayBuffer();
    const used = process.cpuUsage(started);
    return (used.user + used.system) / 1000;
  };
  const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
  const routes = [];
  for (const route of MAIN_ROUTES) {
    for (let i = 0; i < 20; i++) await render(route); // warm-up: the JIT, and React's first render
    const ms: number[] = [];
    for (let i = 0; i < RENDER_RUNS; i++) ms.push(await render(route));
    ms.sort((a, b) => a - b);
    routes.push({ route, p50Ms: round(percentile(ms, 50), 2), p99Ms: round(percentile(ms, 99), 2), maxMs: round(ms.at(-1)!, 2) });
  }
  return { runs: RENDER_RUNS, limitMs: FREE_PLAN_CPU_MS, routes };
}

/** Bytes a first visit downloads before any interaction, per route, gzip-compressed at level 9. */
async function measureWeight() {
  const manifest = readManifest();
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_FLAGS.slice(1) });
  const rows = [];
  for (const route of MAIN_ROUTES) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const pending: Promise<{ type: string; path: string; gzip: number }>[] = [];
    page.on('response', (r) => {
      pending.push(
        r.body().then(
          (body) => ({ type: r.request().resourceType(), path: new URL(r.url()).pathname, gzip: gz(body) }),
          () => ({ type: 'none', path: '', gzip: 0 }),
        ),
      );
    });
    await page.goto(`${OURS}${route}`, { waitUntil: 'networkidle' });
    const seen = await Promise.all(pending);
    const sum = (type: string) => seen.filter((s) => s.type === type).reduce((n, s) => n + s.gzip, 0);
    rows.push({
      route,
      html: sum('document'),
      cssInline: gz(manifest.css),
      jsInitial: sum('script'),
      fonts: sum('font'),
      images: sum('image'),
      livekitFetched: seen.some((s) => manifest.lazy.includes(s.path)),
    });
    await context.close();
  }
  await browser.close();
  const lazyCallChunk = manifest.lazy.reduce((n, path) => n + gz(readFileSync(`dist/client${path}`)), 0);
  return { routes: rows, lazyCallChunkGzip: lazyCallChunk };
}

/**
 * Lighthouse (mobile emulation) on ours and the peer; medians of the runs. 'simulate' is Lighthouse's
 * default: it loads unthrottled and models a slow phone. 'devtools' really slows the network
 * (150 ms RTT, 1.6 Mbps) and the CPU (4×) while the page loads.
 */
async function measureLighthouse(throttlingMethod: 'simulate' | 'devtools') {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
  type Run = {
    performance: number;
    accessibility: number;
    bestPractices: number;
    seo: number;
    lcp: number;
    tbt: number;
    cls: number;
    bytes: number;
  };
  const refused: { site: string; route: string; reason: string }[] = [];
  const results: ({ site: 'ours' | 'peer'; route: string; lcpMs: number; tbtMs: number; cls: number; bytes: number } & Omit<
    Run,
    'lcp' | 'tbt' | 'cls' | 'bytes'
  >)[] = [];
  try {
    for (const route of MAIN_ROUTES) {
      for (const [site, origin] of [
        ['ours', OURS],
        ['peer', PEER],
      ] as const) {
        const runs: Run[] = [];
        for (let i = 0, failures = 0; i < LIGHTHOUSE_RUNS; i++) {
          const { lhr } = (await lighthouse(`${origin}${route}`, {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            throttlingMethod,
          }))!;
          if (lhr.runtimeError) {
            // Lighthouse audits only documents that answer 2xx, so a real 404 page is refused by design;
            // any other runtime error is Chrome being flaky, and the run is repeated.
            if (lhr.runtimeError.code === 'ERRORED_DOCUMENT_REQUEST' || ++failures > 2) {
              refused.push({ site, route, reason: lhr.runtimeError.code });
              break;
            }
            i--;
            continue;
          }
          const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
          const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
          runs.push({
            performance: score('performance'),
            accessibility: score('accessibility'),
            bestPractices: score('best-practices'),
            seo: score('seo'),
            lcp: audit('largest-contentful-paint'),
            tbt: audit('total-blocking-time'),
            cls: audit('cumulative-layout-shift'),
            bytes: audit('total-byte-weight'),
          });
        }
        if (!runs.length) continue;
        const pick = (key: keyof Run) => median(runs.map((r) => r[key]));
        results.push({
          site,
          route,
          performance: pick('performance'),
          accessibility: pick('accessibility'),
          bestPractices: pick('bestPractices'),
          seo: pick('seo'),
          lcpMs: round(pick('lcp')),
          tbtMs: round(pick('tbt')),
          cls: round(pick('cls'), 3),
          bytes: round(pick('bytes')),
        });
      }
    }
  } finally {
    await chrome.kill();
  }
  const ratios = MAIN_ROUTES.flatMap((route) => {
    const ours = results.find((r) => r.site === 'ours' && r.route === route);
    const peer = results.find((r) => r.site === 'peer' && r.route === route);
    if (!ours || !peer) return [];
    return [{ route, lcpRatio: round(ours.lcpMs / peer.lcpMs, 2), tbtRatio: peer.tbtMs ? round(ours.tbtMs / peer.tbtMs, 2) : null }];
  });
  return { throttlingMethod, runs: LIGHTHOUSE_RUNS, results, ratios, refused };
}

/** Requests per second for the SSR page against the same bytes as a static asset, one after the other. */
async function measureThroughput() {
  const run = async (path: string) => {
    const r = await autocannon({
      url: `${OURS}${path}`,
      connections: 20,
      duration: THROUGHPUT_SECONDS,
      headers: { 'accept-encoding': 'gzip' },
    });
    return { path, requestsPerSecond: round(r.requests.average), p50Ms: r.latency.p50, p99Ms: r.latency.p99, errors: r.errors + r.non2xx };
  };
  await run(STATIC_PAGE); // warm-up, not reported
  const ssr = await run(STATIC_PAGE);
  const staticAsset = await run('/__bench/angst');
  return {
    ssr,
    static: staticAsset,
    ratio: round(ssr.requestsPerSecond / staticAsset.requestsPerSecond, 2),
    connections: 20,
    seconds: THROUGHPUT_SECONDS,
  };
}

/** 1,000 valid consent posts at concurrency 50: throughput, errors, and every row counted. */
async function measureConsentLoad() {
  const site = JSON.parse(readFileSync('content/site.json', 'utf8')) as { anonKey: string };
  const marker = `${OURS}/bench-${Date.now()}`;
  const r = await autocannon({
    url: `${OURS}/functions/v1/log-consent`,
    method: 'POST',
    connections: 50,
    amount: 1000,
    headers: { 'content-type': 'application/json', apikey: site.anonKey },
    requests: [
      {
        setupRequest: (req: object) => {
          const body = validConsentBody();
          body.metadata.pageUrl = marker; // so this run's rows can be counted
          return { ...req, body: JSON.stringify(body) };
        },
      },
    ],
  });
  const statuses = Object.fromEntries(Object.entries(r.statusCodeStats ?? {}).map(([code, s]) => [code, (s as { count: number }).count]));
  const out = wrangler([
    'd1',
    'execute',
    'DB',
    '--local',
    '--persist-to',
    STATE,
    ...CONFIG,
    '--json',
    '--command',
    `SELECT COUNT(*) AS n FROM consent_log WHERE page_url = '${marker}'`,
  ]);
  const rows = (JSON.parse(out)[0].results[0] as { n: number }).n;
  const fiveHundreds = Object.entries(statuses)
    .filter(([code]) => code.startsWith('5'))
    .reduce((n, [, c]) => n + c, 0);
  return {
    requests: r.requests.total,
    requestsPerSecond: round(r.requests.average),
    p99Ms: r.latency.p99,
    statuses,
    errors: r.errors,
    fiveHundreds,
    rowsStored: rows,
    lost: statuses['200'] !== undefined ? statuses['200'] - rows : null,
  };
}

async function waitFor(url: string) {
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

type LighthouseResults = Awaited<ReturnType<typeof measureLighthouse>>;

function readManifest() {
  return JSON.parse(readFileSync('worker/generated/manifest.json', 'utf8')) as { lazy: string[]; css: string };
}
const lazyChunks = () => readManifest().lazy;

function report(r: {
  weight: Awaited<ReturnType<typeof measureWeight>>;
  lighthouse: LighthouseResults;
  lighthouseDevtools: LighthouseResults;
  renderCpu: Awaited<ReturnType<typeof measureRenderCpu>>;
  throughput: Awaited<ReturnType<typeof measureThroughput>>;
  consent: Awaited<ReturnType<typeof measureConsentLoad>>;
  callStart: Awaited<ReturnType<typeof measureCallStart>>;
  worker: Awaited<ReturnType<typeof measureWorkerBundle>>;
  machine: object;
  seconds: number;
}) {
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  console.log('\nWeight of a first view (gzip -9), before any interaction:');
  console.table(
    r.weight.routes.map((w) => ({
      route: w.route,
      html: kb(w.html),
      'css (inline)': kb(w.cssInline),
      js: kb(w.jsInitial),
      fonts: kb(w.fonts),
      images: kb(w.images),
      'livekit fetched': w.livekitFetched,
    })),
  );
  console.log(`Lazily loaded call chunk (livekit-client): ${kb(r.weight.lazyCallChunkGzip)}`);
  for (const lh of [r.lighthouse, r.lighthouseDevtools]) {
    console.log(`\nLighthouse, mobile, ${lh.throttlingMethod === 'devtools' ? 'DevTools' : 'simulated'} throttling, median of ${lh.runs}:`);
    console.table(
      lh.results.map((l) => ({
        site: l.site,
        route: l.route,
        perf: l.performance,
        a11y: l.accessibility,
        bp: l.bestPractices,
        seo: l.seo,
        'LCP ms': l.lcpMs,
        'TBT ms': l.tbtMs,
        CLS: l.cls,
        bytes: kb(l.bytes),
      })),
    );
    for (const r2 of lh.refused)
      console.log(
        `Lighthouse did not audit ${r2.site} ${r2.route}: ${r2.reason}${r2.reason === 'ERRORED_DOCUMENT_REQUEST' ? ' (it audits 2xx documents only, and this page answers 404 on purpose)' : ''}`,
      );
    console.log('Ours / peer:');
    console.table(lh.ratios);
  }
  console.log(
    `\nCPU time per render (Node, the deployed bundle, ${r.renderCpu.runs} renders per route; the Free plan allows ${r.renderCpu.limitMs} ms):`,
  );
  console.table(r.renderCpu.routes);
  console.log('\nThroughput (wrangler dev, autocannon, 20 connections):');
  console.table([r.throughput.ssr, r.throughput.static].map((t, i) => ({ kind: i ? 'static asset' : 'SSR', ...t })));
  console.log(`SSR / static: ${r.throughput.ratio}`);
  console.log('\nConsent under load (1,000 posts, concurrency 50):');
  console.table([r.consent]);
  console.log(
    `\nFrom 'Accepter og start samtale' to the first connection attempt (${r.callStart.network}, median of ${r.callStart.runs}, ${r.callStart.readingMs} ms reading the dialog):`,
  );
  console.table([
    {
      'with the early fetch': `${Math.round(r.callStart.withEarlyFetchMs)} ms`,
      'without it': `${Math.round(r.callStart.withoutEarlyFetchMs)} ms`,
    },
  ]);
  console.log(
    `\nWorker bundle: ${kb(r.worker.bundleBytes)} (${kb(r.worker.bundleGzipBytes)} gzip), start-up ${r.worker.startupMsMedian} ms (median module evaluation in Node)`,
  );
  console.log(`Machine: ${JSON.stringify(r.machine)}; ${r.seconds} s`);
}

await main();
