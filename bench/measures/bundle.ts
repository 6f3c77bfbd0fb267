// The Worker as deployed: `wrangler deploy --dry-run` bundles it exactly as it would upload it. Its
// size, its largest inputs (esbuild's metafile, grouped by package), and its start-up: the module's
// evaluation in a fresh Node process, the nearest stand-in here for a cold isolate.
import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gz, kb, median, round, WORKER_BUNDLE, WORKER_BUNDLE_DIR, wrangler } from '../lib.ts';

const STARTUP_RUNS = Number(process.env.BENCH_STARTUP_RUNS ?? 9);

interface Metafile {
  outputs: Record<string, { entryPoint?: string; inputs: Record<string, { bytesInOutput: number }> }>;
}

/** Bundles the Worker into dist/worker-bundle (with bundle-meta.json) and returns esbuild's metafile. */
function bundleWorker(): Metafile {
  rmSync(WORKER_BUNDLE_DIR, { recursive: true, force: true });
  wrangler(['deploy', '--dry-run', '--outdir', WORKER_BUNDLE_DIR, '--metafile']);
  return JSON.parse(readFileSync(join(WORKER_BUNDLE_DIR, 'bundle-meta.json'), 'utf8')) as Metafile;
}

/** Bytes in the bundle per input: per npm package, or per file of ours (relative to the repository). */
function bundleInputs(meta: Metafile): Map<string, number> {
  const output = Object.values(meta.outputs).find((o) => o.entryPoint);
  const byInput = new Map<string, number>();
  for (const [path, input] of Object.entries(output?.inputs ?? {})) {
    const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(path)?.[1];
    const key = pkg ?? path.replace(/^(\.\.\/)+/, '').replace(/^.*?\b(worker|client|contracts)\//, '$1/');
    byInput.set(key, (byInput.get(key) ?? 0) + input.bytesInOutput);
  }
  return byInput;
}

export async function measureBundle() {
  const inputs = bundleInputs(bundleWorker());
  const startups: number[] = [];
  for (let i = 0; i < STARTUP_RUNS; i++) {
    // A fresh process each time, so nothing is cached.
    const ms = execFileSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `const t = performance.now(); await import(${JSON.stringify(pathToFileURL(WORKER_BUNDLE).href)}); console.log(performance.now() - t);`,
      ],
      { encoding: 'utf8' },
    );
    startups.push(Number(ms));
  }
  const bytes = readFileSync(WORKER_BUNDLE);
  return {
    bundleBytes: bytes.length,
    bundleGzipBytes: gz(bytes),
    largestInputs: [...inputs]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 8)
      .map(([input, bytes]) => ({ input, bytes })),
    startupMsMedian: round(median(startups), 1),
    startupMsRuns: startups.map((s) => round(s, 1)),
  };
}

/** What the Worker must stay within. */
const BUNDLE_TARGETS = { bundleBytes: 850 * 1024, bundleGzipBytes: 270 * 1024, startupShareOfBefore: 0.5 };

type BundleResult = Awaited<ReturnType<typeof measureBundle>>;

export function reportBundle(
  r: BundleResult,
  before?: Pick<BundleResult, 'bundleBytes' | 'bundleGzipBytes' | 'startupMsMedian' | 'largestInputs'>,
) {
  const mark = (ok: boolean) => (ok ? 'met' : 'MISSED');
  const startupLimit = before ? before.startupMsMedian * BUNDLE_TARGETS.startupShareOfBefore : Number.NaN;
  console.log('\nThe Worker (wrangler deploy --dry-run; start-up is the median module evaluation in a fresh Node process):');
  console.table([
    {
      figure: 'bundle',
      before: before ? kb(before.bundleBytes) : '–',
      now: kb(r.bundleBytes),
      target: `≤ ${kb(BUNDLE_TARGETS.bundleBytes)}`,
      '': mark(r.bundleBytes <= BUNDLE_TARGETS.bundleBytes),
    },
    {
      figure: 'bundle, gzip',
      before: before ? kb(before.bundleGzipBytes) : '–',
      now: kb(r.bundleGzipBytes),
      target: `≤ ${kb(BUNDLE_TARGETS.bundleGzipBytes)}`,
      '': mark(r.bundleGzipBytes <= BUNDLE_TARGETS.bundleGzipBytes),
    },
    {
      figure: 'start-up',
      before: before ? `${before.startupMsMedian} ms` : '–',
      now: `${r.startupMsMedian} ms`,
      target: before ? `≤ ${round(startupLimit, 1)} ms (half)` : '–',
      '': before ? mark(r.startupMsMedian <= startupLimit) : '–',
    },
  ]);
  console.log('Largest inputs:');
  console.table(
    r.largestInputs.map(({ input, bytes }) => {
      const was = before?.largestInputs.find((b) => b.input === input)?.bytes;
      return { input, now: kb(bytes), before: was === undefined ? '–' : kb(was) };
    }),
  );
  const gone = before?.largestInputs.filter((b) => !r.largestInputs.some((n) => n.input === b.input)) ?? [];
  if (gone.length) console.log(`Among the largest before, not now: ${gone.map((g) => `${g.input} (${kb(g.bytes)})`).join(', ')}`);
}
