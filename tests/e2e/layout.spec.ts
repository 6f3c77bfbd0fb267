// The shared layout in a real browser: header, mobile menu, dropdown, loading bar, not-found.
import { expect } from '@playwright/test';
import { MOBILE, NOT_FOUND_ROUTES, ROUTES, watchProblems, test } from './helpers.ts';

test('the header turns translucent after more than 10 px of scroll', async ({ page }) => {
  await page.goto('/ressourcer');
  const header = page.locator('header.site-header');
  await expect(header).toHaveAttribute('data-translucent', 'false');
  await page.evaluate(() => window.scrollTo(0, 10));
  await page.waitForTimeout(100);
  await expect(header).toHaveAttribute('data-translucent', 'false');
  await page.evaluate(() => window.scrollTo(0, 11));
  await expect(header).toHaveAttribute('data-translucent', 'true');
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(header).toHaveAttribute('data-translucent', 'false');
});

// WCAG 1.4.10 (reflow): at 320 CSS px no page scrolls sideways, and the header keeps its name, call
// button and menu on screen, with the longest label the button shows.
test.describe('on a 320 px phone', () => {
  test.use({ viewport: { width: 320, height: 640 } });
  const overflow = () => document.documentElement.scrollWidth - document.documentElement.clientWidth;

  // One page goes through every route (a fresh page for each cost more than the check); each route's
  // check is soft, so every route is measured and a failure names the route.
  test('no route scrolls sideways', async ({ page }) => {
    test.setTimeout(90_000);
    for (const path of [...ROUTES, ...NOT_FOUND_ROUTES]) {
      await page.goto(path);
      expect.soft(await page.evaluate(overflow), `${path} scrolls sideways by`).toBeLessThanOrEqual(0);
    }
  });

  test("the header fits with the call button's longest label, 'Forbinder...'", async ({ page }) => {
    await page.goto('/');
    const edges = await page.evaluate(() => {
      const right = (selector: string) => document.querySelector(selector)!.getBoundingClientRect().right;
      // Only the label's text changes; the layout is what is measured.
      document.querySelector('.call-button')!.lastChild!.textContent = 'Forbinder...';
      return {
        viewport: document.documentElement.clientWidth,
        toggle: right('.menu-toggle'),
        brandEnd: right('.brand'),
        call: document.querySelector('.call-button')!.getBoundingClientRect().left,
      };
    });
    expect(edges.toggle).toBeLessThanOrEqual(edges.viewport);
    expect(edges.brandEnd).toBeLessThanOrEqual(edges.call);
  });
});

// Between a tablet and a wide screen the header shows either the whole navigation or the menu: never a
// link or button cut off at its edge, or a label wrapped onto a second line.
test("from 1024 to 1440 px the header's links and buttons stay inside it, each on one line", async ({ page }) => {
  for (const width of [1024, 1100, 1151, 1152, 1200, 1280, 1440]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/');
    const problems = await page.evaluate(() => {
      const edge = document.querySelector('.header-inner')!.getBoundingClientRect().right;
      const controls = [...document.querySelectorAll<HTMLElement>('.header-inner a, .header-inner button')];
      return controls
        .filter((c) => c.checkVisibility({ visibilityProperty: true }))
        .flatMap((c) => {
          const box = c.getBoundingClientRect();
          const name = c.textContent!.trim();
          return [...(box.right > edge + 0.5 ? [`${name} runs past the edge`] : []), ...(box.height > 50 ? [`${name} wraps`] : [])];
        });
    });
    expect(problems, `at ${width} px`).toEqual([]);
  }
});

test.describe('mobile menu', () => {
  test.use({ viewport: MOBILE });

  test('opens, and closes on Escape with focus back on the toggle', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Åbn menu' });
    const panel = page.locator('#mobilmenu');
    await expect(panel).toHaveAttribute('data-open', 'false');
    await toggle.click();
    await expect(panel).toHaveAttribute('data-open', 'true');
    await expect(page.getByRole('button', { name: 'Luk menu' })).toHaveAttribute('aria-expanded', 'true');
    await expect(panel.getByRole('link', { name: 'Forside' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(panel).toHaveAttribute('data-open', 'false');
    await expect(page.getByRole('button', { name: 'Åbn menu' })).toBeFocused();
  });

  test('closes on a click outside it', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Åbn menu' }).click();
    await expect(page.locator('#mobilmenu')).toHaveAttribute('data-open', 'true');
    // The menu listens for outside clicks from the same effect that focuses its first link; wait for
    // that, or a quick click can arrive before the listener does.
    await expect(page.locator('#mobilmenu a').first()).toBeFocused();
    await page.mouse.click(20, 400);
    await expect(page.locator('#mobilmenu')).toHaveAttribute('data-open', 'false');
  });

  test('closes when a link in it is clicked', async ({ page }) => {
    await page.goto('/');
    // Hold the next page back, so what we see is this page's menu closing, not a new page.
    await page.route('**/ressourcer', async (route) => {
      await new Promise((r) => setTimeout(r, 1500));
      await route.continue();
    });
    await page.getByRole('button', { name: 'Åbn menu' }).click();
    await page.locator('#mobilmenu').getByRole('link', { name: 'Ressourcer' }).click({ noWaitAfter: true });
    await expect(page.locator('#mobilmenu')).toHaveAttribute('data-open', 'false');
    await page.waitForURL('**/ressourcer');
  });
});

// The footer is laid out and painted only once it nears the screen (content-visibility: auto), so the
// first paint is the page's alone. Until then it stands in at an estimated height for the width: kept
// close to the real one, the scrollbar does not jump when the footer is drawn.
for (const viewport of [MOBILE, { width: 800, height: 900 }, { width: 1280, height: 900 }]) {
  test(`at ${viewport.width} px the footer is drawn only near the screen, at about its estimated height`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto('/');
    const footer = page.locator('footer.site-footer');
    const state = () =>
      footer.evaluate((el) => ({
        drawn: el.querySelector('h2')!.checkVisibility({ contentVisibilityAuto: true }),
        height: el.getBoundingClientRect().height,
      }));
    const before = await state();
    expect(before.drawn).toBe(false);
    await footer.scrollIntoViewIfNeeded();
    await expect.poll(async () => (await state()).drawn).toBe(true);
    const after = await state();
    expect(Math.abs(after.height - before.height) / after.height).toBeLessThan(0.1);
    await expect(footer.getByRole('link', { name: 'Privatlivspolitik' })).toBeVisible();
  });
}

test('the product dropdown works by keyboard', async ({ page }) => {
  await page.goto('/');
  const button = page.locator('.main-nav .dropdown > button');
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  const links = page.locator('#soestersider a');
  await expect(links).toHaveCount(3);
  await page.keyboard.press('Tab');
  await expect(links.first()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(button).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(links.first()).toBeFocused();
  // Tabbing past the last link closes it.
  for (let i = 0; i < 3; i++) await page.keyboard.press('Tab');
  await expect(button).toHaveAttribute('aria-expanded', 'false');
});

test('the loading bar shows 30, 70, then 100, then hides 100 ms later around an internal navigation', async ({ page }) => {
  // Every page reports its bar's changes on the console, so the sequence is seen across the navigation.
  const steps: string[] = [];
  page.on('console', (m) => {
    if (m.text().startsWith('progress:')) steps.push(m.text().slice(9));
  });
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const bar = document.querySelector('.loading-bar')!;
      new MutationObserver(() => console.log(`progress:${bar.getAttribute('data-progress')}`)).observe(bar, {
        attributes: true,
        attributeFilter: ['data-progress'],
      });
    });
  });
  // A prefetched page shows at once; to watch the bar, switch prefetching off (the speculation rules the
  // entry adds are taken out as they come) and hold the next page back.
  await page.addInitScript(() => {
    new MutationObserver(() => document.querySelector('script[type="speculationrules"]')?.remove()).observe(document, {
      childList: true,
      subtree: true,
    });
  });
  await page.route('**/behandlinger', async (route) => {
    await new Promise((r) => setTimeout(r, 800));
    await route.continue();
  });
  await page.goto('/');
  await page.getByRole('link', { name: 'Se, hvad terapi kan hjælpe med' }).click();
  await page.waitForURL('**/behandlinger');
  await expect(page.locator('.loading-bar')).toBeHidden();
  await expect.poll(() => steps.join(',')).toBe('30,70,100,hidden');
});

test.describe('not found', () => {
  test('"Gå tilbage" goes back to where the visitor came from', async ({ page }) => {
    // A real visit to a missing page comes from a link on our site.
    await page.goto('/behandlinger');
    await page.evaluate(() => {
      const a = document.createElement('a');
      a.href = '/findes-ikke';
      a.textContent = 'x';
      a.id = 'broken';
      document.body.insertAdjacentElement('beforeend', a);
    });
    // enhance() gives the link its way back and then logs the missing route: clicked before that, the link
    // goes home, as it does without JavaScript. Wait for the log, then click.
    const enhanced = page.waitForEvent('console', (message) => message.text().includes('non-existent route'));
    await page.click('#broken');
    await page.waitForURL('**/findes-ikke');
    await enhanced;
    await page.getByRole('link', { name: 'Gå tilbage' }).click();
    // A page restored from the back-forward cache fires no new load event: the URL it commits is the check.
    await page.waitForURL('**/behandlinger', { waitUntil: 'commit' });
  });

  test('"Gå tilbage" falls back to the front page when there is no history', async ({ page }) => {
    await page.goto('/findes-ikke');
    await page.getByRole('link', { name: 'Gå tilbage' }).click();
    await page.waitForURL((url) => url.pathname === '/');
  });

  test('logs one console error naming the missing route', async ({ page }) => {
    const problems = await watchProblems(page);
    const response = await page.goto('/findes-ikke/her');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Siden blev ikke fundet');
    await expect.poll(() => problems.filter((p) => p.includes('non-existent route')).length).toBe(1);
    const logged = problems.find((p) => p.includes('non-existent route'))!;
    expect(logged).toContain('/findes-ikke/her');
    // The 404 response itself is reported by the browser too; nothing else.
    expect(problems.filter((p) => !p.includes('non-existent route') && !p.includes('404'))).toEqual([]);
  });
});

// No console error, page error or CSP violation on the main routes: crawl.spec.ts, in its crawl.
