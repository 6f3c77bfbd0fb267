// How long a visitor waits between 'Accepter og start samtale' and the browser's first attempt to
// connect to the call server, on a throttled mobile network, with and without the early fetch of the
// call chunk. "Without" holds the chunk back until the click, which is when it would start without
// the intent prefetch. Nothing listens at the call server, so the attempt is the WebSocket opening.
import { chromium, type Page } from 'playwright-core';

/** Chrome DevTools' "Slow 4G" preset (Chrome 120+): 562.5 ms latency, 1.44 Mbps down, 675 kbps up. */
const SLOW_4G = { offline: false, latency: 562.5, downloadThroughput: (1.44 * 1024 * 1024) / 8, uploadThroughput: (675 * 1024) / 8 };
/** Time a visitor spends reading the consent dialog before accepting. */
const READING_MS = 3000;

export interface CallStartResult {
  runs: number;
  withEarlyFetchMs: number;
  withoutEarlyFetchMs: number;
  network: string;
  readingMs: number;
}

export async function measureCallStart(
  origin: string,
  lazyChunks: string[],
  { runs = 5, chromiumPath = '/usr/bin/chromium', flags = [] as string[] } = {},
): Promise<CallStartResult> {
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: [...flags, '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream'],
  });
  try {
    const timings = { early: [] as number[], late: [] as number[] };
    for (let i = 0; i < runs; i++) {
      for (const mode of ['early', 'late'] as const) {
        const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
        const page = await context.newPage();
        timings[mode].push(await oneCall(page, origin, lazyChunks, mode === 'early'));
        await context.close();
      }
    }
    return {
      runs,
      withEarlyFetchMs: median(timings.early),
      withoutEarlyFetchMs: median(timings.late),
      network: 'DevTools Slow 4G',
      readingMs: READING_MS,
    };
  } finally {
    await browser.close();
  }
}

async function oneCall(page: Page, origin: string, lazyChunks: string[], earlyFetch: boolean): Promise<number> {
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
  await page.goto(`${origin}/behandling/angst`, { waitUntil: 'load' });
  await page.locator('.site-header .call-button').tap();
  await page.getByRole('checkbox').check();
  await page.waitForTimeout(READING_MS);
  const clicked = performance.now();
  accepted = true;
  for (const release of waiting) release();
  await page.getByRole('button', { name: 'Accepter og start samtale' }).tap();
  const attempt = await Promise.race([connecting, page.waitForTimeout(60_000).then(() => Number.NaN)]);
  return attempt - clicked;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
