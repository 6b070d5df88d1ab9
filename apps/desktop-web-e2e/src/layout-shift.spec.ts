import { DESKTOP_NETWORK, layoutShiftOf, waitForAppStart } from '@gopharm/util/testing';
import { devices, expect, test, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';
import { drugsOf, localized, type Locale } from './ssr-support';
import { addFromProductPage, signIn } from './support';
import { textsFor } from '@gopharm/i18n/texts';

// The goal: no page moves once it is on screen (Cumulative Layout Shift ≤ 0.02 after load), in real
// Chromium, for the pages a shopper lands on and the two they buy through.
const MAX_SHIFT = 0.02;
// Playwright hides scrollbars in headless Chromium; a desktop browser shows them, taking 15 px of the window, and
// a scrollbar that comes or goes moves a centred page sideways. These pages are measured with it.
test.use({
  launchOptions: [
    async ({ launchOptions }, use) => use({ ...launchOptions, ignoreDefaultArgs: ['--hide-scrollbars'] }),
    { scope: 'worker' },
  ],
});

const CATEGORY = 'vitaminy-i-bad';
const LOCALES: Locale[] = ['ru', 'uz'];

/** A page opened fresh on a desktop (nothing cached), measured until it has settled. */
async function shiftOf(
  browser: Browser,
  path: string,
  state?: BrowserContextOptions['storageState'],
  options?: Parameters<typeof layoutShiftOf>[4],
) {
  const measured = await layoutShiftOf(
    browser,
    path,
    { ...devices['Desktop Chrome'], storageState: state },
    DESKTOP_NETWORK,
    options,
  );
  expect(measured.status).toBe(200);
  // A footer on screen stays where it first showed (or the shopper sees it jump as the page fills in).
  expect(
    measured.footerTops.length,
    `${path}: the footer seen at ${measured.footerTops.join(', ')} px`,
  ).toBeLessThanOrEqual(1);
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
        // The app late, as on a slow line: the server's loading state is on screen when the cart replaces it.
        const measured = await shiftOf(browser, localized(path, locale), state, { appLateBy: 1_000 });
        expect(measured.total, JSON.stringify(measured, null, 1)).toBeLessThanOrEqual(MAX_SHIFT);
      }
    }
  });
});

test('the page does not move sideways when its scrollbar goes: a dialog locks scrolling (ru, uz)', async ({
  page,
  request,
}) => {
  // Lighthouse's desktop window: the page's column is narrower than the window, so it is centred in it.
  await page.setViewportSize({ width: 1350, height: 940 });
  // The region dialog is a registered shopper's (a guest's tap goes to sign-in).
  await page.goto('/auth');
  await signIn(page);
  await expect(page).not.toHaveURL(/\/auth$/);
  for (const locale of LOCALES) {
    const { t } = textsFor(locale);
    const [drug] = await drugsOf(request, CATEGORY, locale);
    await page.goto(localized(`/search?q=${encodeURIComponent(drug.name.split(/\s+/)[0])}`, locale));
    await waitForAppStart(page);
    const logo = page.getByRole('link', { name: t('header.logo') });
    const before = await logo.boundingBox();
    // The page is taller than the window, and its scrollbar takes room (else this test proves nothing).
    expect(await page.evaluate(() => document.documentElement.scrollHeight > window.innerHeight)).toBe(true);
    expect(
      await page.evaluate(() => window.innerWidth - document.documentElement.clientWidth),
    ).toBeGreaterThan(0);
    await page.getByRole('button', { name: new RegExp(t('region.title')) }).click();
    await expect(page.getByRole('dialog', { name: t('region.title') })).toBeVisible();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    expect(await logo.boundingBox()).toEqual(before);
  }
});

// At 1280 px, and in a desktop window narrowed to a phone's width (phones get the mobile app; a narrow window, a
// split screen or a zoomed page gets this one).
for (const width of [1280, 390]) {
  test(`at ${width} px with the scrollbar taking its room, no page overflows sideways (ru, uz)`, async ({
    page,
    request,
  }) => {
    // Sign-in and 28 pages, each waited for until the app has started: more than the default 30 s on a busy machine.
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 800 });
    // Signed in, so the profile's pages are drawn (its side menu squeezed them past a phone-wide window).
    await page.goto('/auth');
    await signIn(page);
    await expect(page).not.toHaveURL(/\/auth$/);
    for (const locale of LOCALES) {
      const [drug] = await drugsOf(request, CATEGORY, locale);
      for (const path of [
        '/',
        `/catalog/${CATEGORY}`,
        `/product/${drug.slug}`,
        `/search?q=${encodeURIComponent(drug.name.split(/\s+/)[0])}`,
        '/cart',
        '/catalog-home',
        '/favorites',
        '/profile',
        '/profile/personal',
        '/profile/orders',
        '/profile/address',
        '/profile/bonus-card',
        '/profile/reminders',
        '/profile/settings',
      ]) {
        await page.goto(localized(path, locale));
        await waitForAppStart(page);
        if (path.startsWith('/profile')) await expect(page.locator('#profile-title')).toBeVisible();
        const widths = await page.evaluate(() => ({
          page: document.documentElement.scrollWidth,
          window: document.documentElement.clientWidth,
        }));
        expect(widths.window, path).toBeLessThan(width);
        expect(widths.page, path).toBeLessThanOrEqual(widths.window);
      }
    }
  });
}
