import { DESKTOP_NETWORK, layoutShiftOf } from '@gopharm/util/testing';
import { devices, expect, test, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';
import { drugsOf, localized, type Locale } from './ssr-support';
import { addFromProductPage, signIn } from './support';
import { textsFor } from '@gopharm/i18n/texts';

// The goal: no page moves once it is on screen (Cumulative Layout Shift ≤ 0.02 after load), in real
// Chromium, for the pages a shopper lands on and the two they buy through.
const MAX_SHIFT = 0.02;
const CATEGORY = 'vitaminy-i-bad';
const LOCALES: Locale[] = ['ru', 'uz'];

/** A page opened fresh on a desktop (nothing cached), measured until it has settled. */
async function shiftOf(browser: Browser, path: string, state?: BrowserContextOptions['storageState']) {
  const measured = await layoutShiftOf(
    browser,
    path,
    { ...devices['Desktop Chrome'], storageState: state },
    DESKTOP_NETWORK,
  );
  expect(measured.status).toBe(200);
  return measured;
}

/** A signed-in shopper with a drug in the cart: what the cart and checkout pages show. */
async function shopperWithCart(page: Page, slug: string) {
  const { t } = textsFor('ru');
  await page.goto('/auth');
  await signIn(page);
  await expect(page).not.toHaveURL(/\/auth$/);
  // One tap, then the product's quantity reads 1: a loop tapping "В корзину" until the basket says 1 went on to
  // the analogues' buttons once the product's own had given way to its counter, adding a line each time.
  await addFromProductPage(page, { slug });
  await expect(page.getByRole('link', { name: new RegExp(t('header.basket')) })).toContainText('1');
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
