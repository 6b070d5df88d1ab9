import { textsFor } from '@gopharm/i18n/texts';
import { expectCartHydratedFromCookie } from '@gopharm/util/e2e';
import { desktopTab, slowDeviceTargets } from './support';
import { expect, test } from '@playwright/test';
import { drugsOf, formatSum, localized, watchPage, type Locale } from './ssr-support';

const CATEGORY = 'vitaminy-i-bad';
const LOCALES: Locale[] = ['ru', 'uz'];

// With JavaScript off, the HTML alone must show the page: what a weak phone or a crawler sees first.
test.describe('server-rendered HTML without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const locale of LOCALES) {
    test(`a product page shows its name, price, image and description (${locale})`, async ({
      page,
      request,
    }) => {
      const [drug] = await drugsOf(request, CATEGORY, locale);
      const response = await page.goto(localized(`/product/${drug.slug}`, locale));
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.getByRole('heading', { level: 1, name: drug.name })).toBeVisible();
      await expect(page.getByRole('main').getByText(formatSum(drug.price, locale)).first()).toBeVisible();
      const image = page.getByRole('main').getByRole('img', { name: drug.name }).first();
      await expect(image).toHaveAttribute('fetchpriority', 'high');
      await expect(image).toHaveAttribute('width', /^\d+$/);
      await expect(image).toHaveAttribute('height', /^\d+$/);
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      // The description is the page's text for a crawler: in the HTML, not behind the instruction's request.
      const { t } = textsFor(locale);
      await expect(page.getByRole('tab', { name: t('product.description'), selected: true })).toBeVisible();
      await expect(page.getByRole('tabpanel')).not.toBeEmpty();
    });

    test(`a catalogue page lists its products (${locale})`, async ({ page, request }) => {
      const drugs = await drugsOf(request, CATEGORY, locale);
      const response = await page.goto(localized(`/catalog/${CATEGORY}`, locale));
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty();
      for (const drug of drugs.slice(0, 3)) {
        await expect(page.getByRole('link', { name: drug.name }).first()).toBeVisible();
      }
    });
  }

  // A link shared from a phone: the desktop's place for it, answered by the server (not rendered and redirected by
  // the browser), and temporary, as the same address is a page on a phone.
  for (const [path, place] of [
    ['/profile-mobile', '/profile'],
    ['/uz/order-history-mobile', '/uz/profile/orders'],
    ['/bonus-card-mobile', '/profile/bonus-card'],
  ]) {
    test(`${path} answers 302 to ${place}`, async ({ request }) => {
      const answer = await request.get(path, { maxRedirects: 0 });
      expect(answer.status()).toBe(302);
      expect(answer.headers()['location']).toBe(place);
    });
  }

  test('an unknown product answers 404 with the not-found page', async ({ page }) => {
    const response = await page.goto('/product/no-such-drug-anywhere');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });
});

test.describe('hydration of server-rendered pages', () => {
  test('a product page hydrates without errors, CSP violations or a second fetch of the drug', async ({
    page,
    request,
  }) => {
    const [drug] = await drugsOf(request, CATEGORY, 'ru');
    const watch = await watchPage(page);
    await page.goto(`/product/${drug.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: drug.name })).toBeVisible();
    // Interactive once hydrated: adding to the cart shows the counter.
    const main = page.getByRole('main');
    await expect(async () => {
      await main.getByRole('button', { name: 'В корзину' }).first().click({ timeout: 1_000 });
      await expect(main.getByRole('group', { name: drug.name })).toBeVisible({ timeout: 1_000 });
    }).toPass();
    await page.waitForLoadState('networkidle');
    expect(watch.apiCalls.filter((call) => call.startsWith(`/api/v1/drug/${drug.slug}`))).toEqual([]);
    expect(await watch.violations()).toEqual([]);
    expect(watch.errors).toEqual([]);
    expect(watch.failed).toEqual([]);
  });

  test('a catalogue page hydrates without errors, CSP violations or a second fetch of its products', async ({
    page,
  }) => {
    const watch = await watchPage(page);
    await page.goto(`/uz/catalog/${CATEGORY}`);
    await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty();
    await page.waitForLoadState('networkidle');
    const listings = watch.apiCalls.filter(
      (call) => call.startsWith(`/api/v1/category/${CATEGORY}`) || /\/api\/v1\/drugs\?.*category=/.test(call),
    );
    expect(listings).toEqual([]);
    expect(await watch.violations()).toEqual([]);
    expect(watch.errors).toEqual([]);
    expect(watch.failed).toEqual([]);
  });
});

// The cart lives on the device; its lines are mirrored in a cookie so the server renders /cart with them (issue 43):
// the page's largest paint need not wait for the app to read storage, and the app hydrates that page.
test.describe('the cart page rendered by the server from the cart cookie', () => {
  for (const locale of LOCALES) {
    test(`a filled cart's page lists its lines in the server's HTML, hydrated as they are (${locale})`, async ({
      browser,
      page,
    }) => {
      const texts = textsFor(locale);
      await expectCartHydratedFromCookie(page, texts, locale, slowDeviceTargets(texts), desktopTab(browser));
    });
  }
});
