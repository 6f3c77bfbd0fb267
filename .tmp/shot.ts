import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_FLAGS } from '/work/wt/i15/scripts/chromium.ts';
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
const page = await browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
await page.goto('http://127.0.0.1:8783/behandling/angst');
await page.locator('.site-header .call-button').click();
await page.waitForTimeout(500);
await page.screenshot({ path: '/tmp/dialog.png' });
for (const sel of ['h2', '#samtykke-ai', '.helpline', 'p:nth-of-type(3)', 'details', '.consent-check', '.actions'])
  console.log(
    sel,
    JSON.stringify(
      await page
        .locator('dialog ' + sel)
        .first()
        .boundingBox(),
    ),
  );
await browser.close();
