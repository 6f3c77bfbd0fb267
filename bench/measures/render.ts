// CPU time of one page render, per main route: the deployed bundle (the same app wrangler uploads)
// imported into this Node process, each request answered and its stream read to the end. Two clocks:
// the whole process (process.cpuUsage: the render plus V8's garbage-collector threads working during
// it), which the target is held to, and the main thread alone (process.threadCpuUsage), the render and
// the GC pauses it met. It is Node's V8 on this machine, not workerd on Cloudflare's, so it is an
// estimate to hold against the 10 ms limit.
import { pathToFileURL } from 'node:url';
import { percentile, round, WORKER_BUNDLE } from '../lib.ts';
import { MAIN_ROUTES } from '../routes.ts';

const RENDER_RUNS = Number(process.env.BENCH_RENDER_RUNS ?? 200);
/** The Workers Free plan's CPU time per request. */
const FREE_PLAN_CPU_MS = 10;

interface WorkerModule {
  default: { fetch: (r: Request, env: object, ctx: object) => Promise<Response> };
}
const ctx = { waitUntil() {}, passThroughOnException() {} };

/** The deployed Worker's answer to a GET, read to the end (measures/bundle.ts wrote the bundle). */
export async function renderPage(route: string): Promise<string> {
  const mod = (await import(pathToFileURL(WORKER_BUNDLE).href)) as WorkerModule;
  return (await mod.default.fetch(new Request(`https://bench.invalid${route}`), {}, ctx)).text();
}

export async function measureRender() {
  const mod = (await import(pathToFileURL(WORKER_BUNDLE).href)) as WorkerModule;
  const ms = (used: NodeJS.CpuUsage) => (used.user + used.system) / 1000;
  const render = async (route: string) => {
    const process0 = process.cpuUsage();
    const thread0 = process.threadCpuUsage();
    await (await mod.default.fetch(new Request(`https://bench.invalid${route}`), {}, ctx)).arrayBuffer();
    return { process: ms(process.cpuUsage(process0)), thread: ms(process.threadCpuUsage(thread0)) };
  };
  const routes = [];
  for (const route of MAIN_ROUTES) {
    for (let i = 0; i < 20; i++) await render(route); // warm-up: the JIT, and React's first render
    const runs = [];
    for (let i = 0; i < RENDER_RUNS; i++) runs.push(await render(route));
    const all = runs.map((r) => r.process).sort((a, b) => a - b);
    const thread = runs.map((r) => r.thread).sort((a, b) => a - b);
    routes.push({
      route,
      p50Ms: round(percentile(all, 50), 2),
      p99Ms: round(percentile(all, 99), 2),
      maxMs: round(all.at(-1)!, 2),
      mainThreadP99Ms: round(percentile(thread, 99), 2),
    });
  }
  return { runs: RENDER_RUNS, limitMs: FREE_PLAN_CPU_MS, routes };
}

export function reportRender(r: Awaited<ReturnType<typeof measureRender>>, before: { route: string; p50Ms: number; p99Ms: number }[] = []) {
  console.log(
    `\nCPU time per render (Node, the deployed bundle, ${r.runs} renders per route; target: p99 under the Free plan's ${r.limitMs} ms):`,
  );
  console.table(
    r.routes.map((now) => {
      const was = before.find((b) => b.route === now.route);
      return {
        route: now.route,
        'p50 before': was?.p50Ms ?? '–',
        'p50 ms': now.p50Ms,
        'p99 before': was?.p99Ms ?? '–',
        'p99 ms': now.p99Ms,
        'max ms': now.maxMs,
        'p99 main thread': now.mainThreadP99Ms,
        '': now.p99Ms < r.limitMs ? 'met' : 'MISSED',
      };
    }),
  );
}
