import { recordedLayoutShifts, recordLayoutShifts } from '@gopharm/util/testing';
import { devices, expect, test, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';
import { drugsOf, localized, type Locale } from './ssr-support';
import { signIn } from './support';
import { textsFor } from './texts';

// The goal: no page moves once it is on screen (Cumulative Layout Shift ≤ 0.02 after load), in real
// Chromium, for the pages a shopper lands on and the two they buy through.
const MAX_SHIFT = 0.02;
const CATEGORY = 'vitaminy-i-bad';
const LOCALES: Locale[] = ['ru', 'uz'];

/** Opens a page fresh and sums its layout shifts from the first paint until it has hydrated and settled. */
async function shiftOf(browser: Browser, path: string, state?: BrowserContextOptions['storageState']) {
  // A fresh context each time: a first visit, with nothing in the browser's cache.
  const context = await browser.newContext({ ...devices['Desktop Chrome'], storageState: state });
  const page = await context.newPage();
  // The shopper's network (Lighthouse's desktop network (40 ms, 10 Mbit/s)): what arrives after the first paint arrives visibly later.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 40,
    downloadThroughput: 1_280_000,
    uploadThroughput: 1_280_000,
  });
  await page.addInitScript(recordLayoutShifts);
  const answer = await page.goto(path);
  expect(answer?.status()).toBe(200);
  await page.waitForLoadState('networkidle');
  // The stored cart and user are applied after hydration: leave the page a moment to show them.
  await page.waitForTimeout(1_000);
  const shifts = await page.evaluate(recordedLayoutShifts);
  await context.close();
  return { path, total: shifts.reduce((sum, shift) => sum + shift.value, 0), shifts };
}

/** A signed-in shopper with a drug in the cart: what the cart and checkout pages show. */
async function shopperWithCart(page: Page, slug: string) {
  const { t } = textsFor('ru');
  await page.goto('/auth');
  await signIn(page);
  await expect(page).not.toHaveURL(/\/auth$/);
  await page.goto(`/product/${slug}`);
  await expect(async () => {
    await page
      .getByRole('main')
      .getByRole('button', { name: t('product.addToCart') })
      .first()
      .click({ timeout: 1_000 });
    await expect(page.getByRole('link', { name: new RegExp(t('header.basket')) })).toContainText('1', {
      timeout: 1_000,
    });
  }).toPass();
  return page.context().storageState();
}

test.describe('no layout shift after load', () => {
  test.describe.configure({ timeout: 120_000 });

  for (const locale of LOCALES) {
    test(`home, catalogue, product and search stay still while they hydrate (${locale})`, async ({
      browser,
      request,
    }) => {
      const [drug] = await drugsOf(request, CATEGORY, locale);
      const word = drug.name.split(/\s+/)[0].toLowerCase();
      for (const path of [
        '/',
        `/catalog/${CATEGORY}`,
        `/product/${drug.slug}`,
        `/search?q=${encodeURIComponent(word)}`,
      ]) {
        const measured = await shiftOf(browser, localized(path, locale));
        expect(measured.total, JSON.stringify(measured, null, 1)).toBeLessThanOrEqual(MAX_SHIFT);
      }
    });
  }

  test('the cart and checkout of a signed-in shopper stay still while they render (ru, uz)', async ({
    browser,
    page,
    request,
  }) => {
    const [drug] = await drugsOf(request, CATEGORY, 'ru');
    const state = await shopperWithCart(page, drug.slug);
    for (const locale of LOCALES) {
      for (const path of ['/cart', '/order-process']) {
        const measured = await shiftOf(browser, localized(path, locale), state);
        expect(measured.total, JSON.stringify(measured, null, 1)).toBeLessThanOrEqual(MAX_SHIFT);
      }
    }
  });
});
