// How long a visitor waits between 'Accepter og start samtale' and the browser's first attempt to
// connect to the call server, on a throttled mobile network, with and without the early fetch of the
// call chunk. "Without" holds the chunk back until the click, which is when it would start without
// the intent prefetch. Nothing listens at the call server, so the attempt is the WebSocket opening.
import { chromium, type Page } from 'playwright-core';
import { CHROMIUM, CHROMIUM_FLAGS } from '../../scripts/chromium.ts';
import { median, OURS, readManifest, STATIC_PAGE } from '../lib.ts';

const RUNS = Number(process.env.BENCH_CALL_START_RUNS ?? 5);

/** Chrome DevTools' "Slow 4G" preset (Chrome 120+): 562.5 ms latency, 1.44 Mbps down, 675 kbps up. */
const SLOW_4G = { offline: false, latency: 562.5, downloadThroughput: (1.44 * 1024 * 1024) / 8, uploadThroughput: (675 * 1024) / 8 };
/** Time a visitor spends reading the consent dialog before accepting. */
const READING_MS = 3000;

export async function measureCallStart() {
  const lazyChunks = readManifest().lazy;
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [...CHROMIUM_FLAGS, '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream'],
  });
  try {
    const timings = { early: [] as number[], late: [] as number[] };
    for (let i = 0; i < RUNS; i++) {
      for (const mode of ['early', 'late'] as const) {
        const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
        const page = await context.newPage();
        timings[mode].push(await oneCall(page, lazyChunks, mode === 'early'));
        await context.close();
      }
    }
    return {
      runs: RUNS,
      withEarlyFetchMs: median(timings.early),
      withoutEarlyFetchMs: median(timings.late),
      network: 'DevTools Slow 4G',
      readingMs: READING_MS,
    };
  } finally {
    await browser.close();
  }
}

async function oneCall(page: Page, lazyChunks: string[], earlyFetch: boolean): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  let accepted = false;
  const waiting: (() => void)[] = [];
  if (!earlyFetch) {
    for (const chunk of lazyChunks) {
      await page.route(`**${chunk}`, async (route) => {
        if (!accepted) await new Promise<void>((resolve) => waiting.push(resolve));
        await route.continue();
      });
    }
  }
  const connecting = new Promise<number>((resolve) => page.on('websocket', () => resolve(performance.now())));
  await page.goto(`${OURS}${STATIC_PAGE}`, { waitUntil: 'load' });
  // A visitor taps 'Ring op' as soon as the page has loaded, usually before the header is live: the entry
  // keeps the tap and replays it once it is (client/entry.ts), so the dialog opens a moment later.
  await page.locator('.site-header .call-button').tap();
  // The dialog asks the visitor's age (issue 23) before the consent can be given.
  await page.getByRole('radio', { name: /Jeg er fyldt/ }).check({ timeout: 30_000 });
  await page.getByRole('checkbox').check();
  await page.waitForTimeout(READING_MS);
  const clicked = performance.now();
  accepted = true;
  for (const release of waiting) release();
  await page.getByRole('button', { name: 'Accepter og start samtale' }).tap();
  const attempt = await Promise.race([connecting, page.waitForTimeout(60_000).then(() => Number.NaN)]);
  return attempt - clicked;
}

export function reportCallStart(r: Awaited<ReturnType<typeof measureCallStart>>) {
  console.log(
    `\nFrom 'Accepter og start samtale' to the first connection attempt (${r.network}, median of ${r.runs}, ${r.readingMs} ms reading the dialog):`,
  );
  console.table([
    { 'with the early fetch': `${Math.round(r.withEarlyFetchMs)} ms`, 'without it': `${Math.round(r.withoutEarlyFetchMs)} ms` },
  ]);
}
