import {
  layoutShiftOf,
  recordedLayoutShifts,
  recordLayoutShifts,
  SLOW_4G,
  waitForAppStart,
} from '@gopharm/util/testing';
import { devices, expect, test, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';
import { drugsOf, type ListedDrug, localized, type Locale } from './ssr-support';
import { addFromProductPage, signInAndRegister } from './support';
import { textsFor } from '@gopharm/i18n/texts';

// The goal: no page moves once it is on screen (Cumulative Layout Shift ≤ 0.02 after load), in real
// Chromium on a 390 px phone, for the pages a shopper lands on and the two they buy through.
const MAX_SHIFT = 0.02;
const CATEGORY = 'vitaminy-i-bad';
const LOCALES: Locale[] = ['ru', 'uz'];
const PHONE = { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } };

/** A page opened fresh on a phone (nothing cached, slow 4G), measured until it has settled. */
async function shiftOf(browser: Browser, path: string, state?: BrowserContextOptions['storageState']) {
  const measured = await layoutShiftOf(browser, path, { ...PHONE, storageState: state }, SLOW_4G);
  expect(measured.status).toBe(200);
  // A footer on screen stays where it first showed (or the shopper sees it jump as the page fills in).
  expect(
    measured.footerTops.length,
    `${path}: the footer seen at ${measured.footerTops.join(', ')} px`,
  ).toBeLessThanOrEqual(1);
  return measured;
}

/** A signed-in shopper with a drug in the cart: what the cart and checkout pages show. */
async function shopperWithCart(page: Page, drug: ListedDrug) {
  const { t } = textsFor('ru');
  await page.goto('/auth');
  await signInAndRegister(page, page.request);
  await expect(page).not.toHaveURL(/\/auth$/);
  // The product's own button, in its price block: the page's other "В корзину" buttons (its analogues) would
  // each add another line.
  await addFromProductPage(page, drug);
  const bar = page.getByRole('navigation', { name: t('bottomBar.label') });
  await expect(bar.getByText('1', { exact: true })).toBeVisible();
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
      const paths = [
        '/',
        `/catalog/${CATEGORY}`,
        `/product/${drug.slug}`,
        `/search?q=${encodeURIComponent(word)}`,
      ];
      for (const path of paths) {
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
    const state = await shopperWithCart(page, drug);
    for (const locale of LOCALES) {
      for (const path of ['/cart', '/order-process']) {
        const measured = await shiftOf(browser, localized(path, locale), state);
        expect(measured.total, JSON.stringify(measured, null, 1)).toBeLessThanOrEqual(MAX_SHIFT);
      }
    }
  });

  test('the product page stays still where the shopper reads when the instruction arrives', async ({
    page,
    request,
  }) => {
    const { t } = textsFor('ru');
    const [drug] = await drugsOf(request, CATEGORY, 'ru');
    // The instruction's sections come while the shopper is already reading the description.
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/v1/drug-instruction/**', async (route) => {
      await held;
      await route.continue();
    });
    await page.addInitScript(recordLayoutShifts);
    await page.goto(`/product/${drug.slug}`);
    await waitForAppStart(page);
    const instruction = page.getByRole('tablist', { name: t('product.instruction') });
    await instruction.scrollIntoViewIfNeeded();
    await expect(instruction.getByRole('tab')).toHaveCount(1);
    const before = (await page.evaluate(recordedLayoutShifts)).length;
    release();
    await expect(instruction.getByRole('tab').nth(1)).toBeVisible();
    await page.waitForTimeout(500);
    const shifts = (await page.evaluate(recordedLayoutShifts)).slice(before);
    const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
    expect(total, JSON.stringify(shifts, null, 1)).toBeLessThanOrEqual(MAX_SHIFT);
  });
});
