// Requests per second for the SSR page against the same bytes as a static asset, one after the other.
// The runner put the rendered page among the static assets as /__bench/angst.html before starting.
import autocannon from 'autocannon';
import { OURS, round, STATIC_PAGE } from '../lib.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 20;
/** Where the runner puts the SSR page's bytes among the static assets. */
export const STATIC_COPY = '/__bench/angst';

export async function measureThroughput() {
  const run = async (path: string) => {
    const r = await autocannon({
      url: `${OURS}${path}`,
      connections: CONNECTIONS,
      duration: SECONDS,
      headers: { 'accept-encoding': 'gzip' },
    });
    return { path, requestsPerSecond: round(r.requests.average), p50Ms: r.latency.p50, p99Ms: r.latency.p99, errors: r.errors + r.non2xx };
  };
  await run(STATIC_PAGE); // warm-up, not reported
  const ssr = await run(STATIC_PAGE);
  const staticAsset = await run(STATIC_COPY);
  return {
    ssr,
    static: staticAsset,
    ratio: round(ssr.requestsPerSecond / staticAsset.requestsPerSecond, 2),
    connections: CONNECTIONS,
    seconds: SECONDS,
  };
}

export function reportThroughput(r: Awaited<ReturnType<typeof measureThroughput>>) {
  console.log(`\nThroughput (wrangler dev, autocannon, ${r.connections} connections):`);
  console.table([r.ssr, r.static].map((t, i) => ({ kind: i ? 'static asset' : 'SSR', ...t })));
  console.log(`SSR / static: ${r.ratio}`);
}
