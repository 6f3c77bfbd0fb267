// Lighthouse (mobile emulation) on ours and the peer; medians of the runs. 'simulate' is Lighthouse's
// default: it loads unthrottled and models a slow phone (Lantern). 'devtools' really slows the network
// (150 ms RTT, 1.6 Mbps) and the CPU (4×) while the page loads.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type * as LH from 'lighthouse/types/lh.js';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';
import { CHROMIUM, CHROMIUM_FLAGS } from '../../scripts/chromium.ts';
import { kb, median, OURS, PEER, round } from '../lib.ts';
import { MAIN_ROUTES, NOINDEX_ROUTES } from '../routes.ts';

/** Runs per page. A DevTools-throttled run takes about 19 s whatever the page (Lighthouse then waits 5.25 s
 *  for a quiet network and another 5.25 s for an idle CPU), so that pass makes two, to keep the bench
 *  under 15 minutes; the simulated pass, about 6 s a run, makes three. */
const RUNS: Record<Throttling, number> = {
  simulate: Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3),
  devtools: Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 2),
};
type Throttling = 'simulate' | 'devtools';

interface Run {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  bytes: number;
  /** Simulated throttling only: the requests Lantern charged to this LCP, with their simulated times. */
  charged?: string[];
}
type Site = 'ours' | 'peer';
interface Refusal {
  site: Site;
  route: string;
  reason: string;
}

/** One Lighthouse run, or why Lighthouse refused the page. The peer is compared on performance only:
 *  its other categories are not ours to hold. Ours are audited in every category on a page's first run
 *  and in performance alone on the others: accessibility, best practices and SEO do not depend on the
 *  network or the CPU, and leaving them out (with the full-page screenshot, which no audit scores) keeps
 *  the bench short. */
async function audit(
  port: number,
  url: string,
  throttlingMethod: Throttling,
  site: Site,
  every: boolean,
): Promise<Run | { error: string }> {
  const onlyCategories = site === 'peer' || !every ? ['performance'] : undefined;
  const { pathname, search } = new URL(url);
  const noindex = NOINDEX_ROUTES.has(pathname + search);
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    throttlingMethod,
    onlyCategories,
    ...(noindex && { skipAudits: ['is-crawlable'] }),
    disableFullPageScreenshot: true,
  }).catch((e: unknown) => String(e));
  if (typeof result === 'string' || !result) return { error: result ?? 'no result' };
  const { lhr, artifacts } = result;
  if (lhr.runtimeError) return { error: lhr.runtimeError.code };
  // The audit left out must not hide a page that lost its noindex.
  if (noindex && site === 'ours' && every && !artifacts.MetaElements.some((m) => m.name === 'robots' && /noindex/.test(m.content ?? '')))
    return { error: 'NOINDEX_MISSING' };
  // A category not audited (the peer's but performance) reads as NaN, printed as '–'.
  const score = (id: string) => (lhr.categories[id] ? Math.round((lhr.categories[id].score ?? 0) * 100) : Number.NaN);
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    bytes: value('total-byte-weight'),
    ...(throttlingMethod === 'simulate' && { charged: await chargedRequests(artifacts, lhr.configSettings) }),
  };
}

/**
 * What Lantern's pessimistic LCP graph holds (the one that keeps every request finished before the
 * observed paint): each request with its simulated start and end, so a figure can be explained.
 */
async function chargedRequests(artifacts: LH.Artifacts, settings: LH.Config.Settings): Promise<string[]> {
  const data = {
    trace: artifacts.Trace,
    devtoolsLog: artifacts.DevtoolsLog,
    gatherContext: artifacts.GatherContext,
    settings,
    URL: artifacts.URL,
    SourceMaps: artifacts.SourceMaps,
    HostDPR: artifacts.HostDPR,
    simulator: null,
  };
  const lcp = await LanternLargestContentfulPaint.request(data, { computedCache: new Map() } as LH.Artifacts.ComputedContext);
  const charged: [number, string][] = [];
  for (const [node, t] of lcp.pessimisticEstimate.nodeTimings)
    if (node.type === 'network')
      charged.push([t.startTime, `${new URL(node.request.url).pathname} ${Math.round(t.startTime)}–${Math.round(t.endTime)}`]);
  return charged.sort(([a], [b]) => a - b).map(([, text]) => text);
}

/** The runs of one page, or the reason it was not audited. Lighthouse audits only documents that
 *  answer 2xx, so a real 404 page is refused by design; any other error is Chrome being flaky, and
 *  the run is repeated (at most twice). */
async function auditRuns(port: number, url: string, throttling: Throttling, site: Site): Promise<Run[] | string> {
  const runs: Run[] = [];
  let failures = 0;
  while (runs.length < RUNS[throttling]) {
    const run = await audit(port, url, throttling, site, runs.length === 0);
    if (!('error' in run)) runs.push(run);
    else if (run.error === 'ERRORED_DOCUMENT_REQUEST' || ++failures > 2) return run.error;
  }
  return runs;
}

function medianRun(runs: Run[]): Run {
  const pick = (key: Exclude<keyof Run, 'charged'>, digits = 0) => round(median(runs.map((r) => r[key])), digits);
  // The categories but performance come from the one run that audited them.
  const [first] = runs as [Run];
  const lcpMs = pick('lcpMs');
  return {
    performance: pick('performance'),
    accessibility: first.accessibility,
    bestPractices: first.bestPractices,
    seo: first.seo,
    lcpMs,
    tbtMs: pick('tbtMs'),
    cls: pick('cls', 3),
    bytes: pick('bytes'),
    charged: runs.find((r) => round(r.lcpMs) === lcpMs)?.charged,
  };
}

export async function measureLighthouse(throttlingMethod: Throttling) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS] });
  const refused: Refusal[] = [];
  const results: ({ site: Site; route: string } & Run)[] = [];
  try {
    for (const route of MAIN_ROUTES) {
      for (const [site, origin] of [
        ['ours', OURS],
        ['peer', PEER],
      ] as const) {
        // Nothing to compare with where ours was refused (the 404 page), so the peer is not audited there.
        if (site === 'peer' && refused.some((r) => r.route === route)) continue;
        const runs = await auditRuns(chrome.port, `${origin}${route}`, throttlingMethod, site);
        if (typeof runs === 'string') refused.push({ site, route, reason: runs });
        else results.push({ site, route, ...medianRun(runs) });
      }
    }
  } finally {
    chrome.kill();
  }
  const ratios = MAIN_ROUTES.flatMap((route) => {
    const ours = results.find((r) => r.site === 'ours' && r.route === route);
    const peer = results.find((r) => r.site === 'peer' && r.route === route);
    if (!ours || !peer) return [];
    return [{ route, lcpRatio: round(ours.lcpMs / peer.lcpMs, 2), tbtRatio: peer.tbtMs ? round(ours.tbtMs / peer.tbtMs, 2) : null }];
  });
  return { throttlingMethod, runs: RUNS[throttlingMethod], results, ratios, refused };
}

type LighthouseResults = Awaited<ReturnType<typeof measureLighthouse>>;

/** Prints one throttling method's table, and the LCP ratio beside the one from before (if any). */
export function reportLighthouse(lh: LighthouseResults, before: { route: string; lcpRatio: number }[] = []) {
  console.log(`\nLighthouse, mobile, ${lh.throttlingMethod === 'devtools' ? 'DevTools' : 'simulated'} throttling, median of ${lh.runs}:`);
  console.table(
    lh.results.map((l) => ({
      site: l.site,
      route: l.route,
      perf: l.performance,
      a11y: shown(l.accessibility),
      bp: shown(l.bestPractices),
      seo: shown(l.seo),
      'LCP ms': l.lcpMs,
      'TBT ms': l.tbtMs,
      CLS: l.cls,
      bytes: kb(l.bytes),
    })),
  );
  for (const route of NOINDEX_ROUTES)
    console.log(`SEO on ${route} leaves out "is crawlable": the page is noindex on purpose (and the bench checked that it is).`);
  for (const r of lh.refused)
    console.log(
      `Lighthouse did not audit ${r.site} ${r.route}: ${r.reason}${r.reason === 'ERRORED_DOCUMENT_REQUEST' ? ' (it audits 2xx documents only, and this page answers 404 on purpose)' : ''}`,
    );
  if (lh.throttlingMethod === 'simulate') {
    console.log("What Lantern charged to the median run's LCP (simulated ms):");
    for (const r of lh.results) if (r.charged) console.log(`  ${r.site} ${r.route}: ${r.charged.join(', ')}`);
  }
  console.log('Ours / peer:');
  console.table(lh.ratios.map((r) => ({ ...r, 'LCP ratio before': before.find((b) => b.route === r.route)?.lcpRatio ?? '–' })));
}

const shown = (score: number) => (Number.isNaN(score) ? '–' : score);
