import { expect, test } from '@playwright/test';
import { textsFor } from '@gopharm/i18n/texts';
import { expectCartHydratedFromCookie } from '@gopharm/util/e2e';
import { phoneTab, slowPhoneTargets } from './support';
import { drugsOf, formatSum, localized, watchPage, type Locale } from './ssr-support';

const CATEGORY = 'vitaminy-i-bad';
const LOCALES: Locale[] = ['ru', 'uz'];

// The mobile app, server-rendered: with JavaScript off the HTML alone must show the page (a weak phone sees
// it before any script runs); with it on, the page hydrates without errors or a second fetch.
test.describe('server-rendered HTML without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const locale of LOCALES) {
    test(`a product page shows its name, price and image (${locale})`, async ({ page, request }) => {
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

  test('the shopper’s own pages say they need scripts: the server cannot see who is signed in', async ({
    page,
  }) => {
    const { t } = textsFor('ru');
    for (const [path, title] of [
      ['/bonus-card-mobile', t('bonus.title')],
      ['/profile-mobile', t('profile.title')],
      ['/profile/personal', t('profile.personal')],
    ]) {
      await page.goto(path);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1, name: title })).toBeVisible();
      // Scripts off (this block): the page says they are needed, in place of a loading block that never fills.
      await expect(main.getByText(t('common.needsScripts'))).toBeVisible();
      // Not half a page: the balance's label without its figure, as it was.
      await expect(main.getByText(t('bonus.balance'))).toHaveCount(0);
    }
  });

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

  test('a product page fetches no script before its first frame', async ({ page, request }) => {
    const [drug] = await drugsOf(request, CATEGORY, 'uz');
    // When the browser produced the page's first frame (this callback is registered before any of the page's).
    await page.addInitScript(() => {
      requestAnimationFrame(() => {
        (window as { firstFrameAt?: number }).firstFrameAt = performance.now();
      });
    });
    await page.goto(localized(`/product/${drug.slug}`, 'uz'));
    await expect(page.getByRole('heading', { level: 1, name: drug.name })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const { firstFrameAt, scripts } = await page.evaluate(() => ({
      firstFrameAt: (window as { firstFrameAt?: number }).firstFrameAt ?? null,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => /\/mobile-assets\/.+\.js$/.test(entry.name))
        .map((entry) => entry.startTime),
    }));
    expect(firstFrameAt).not.toBeNull();
    // The app's and the product screen's modules: none shares the network with the page before it is painted.
    expect(scripts.length).toBeGreaterThan(10);
    expect(Math.min(...scripts)).toBeGreaterThanOrEqual(firstFrameAt ?? 0);
  });

  test('the page’s dictionary is fetched with the app’s scripts, and only its language’s', async ({
    page,
  }) => {
    // Requested by the app only once its scripts had all arrived and run, the dictionary was one round trip more
    // before the cart (which the server cannot render) showed its lines. And an Uzbek page fetched the Russian
    // dictionary as well (the preload list Vite gave a conditional import).
    const response = await page.goto('/uz/cart');
    const isDictionary = (url: string) => /\/(ru|uz)-[^/]+\.js$/.test(url);
    // The scripts the page's HTML preloads, the dictionary aside: the app starts once they have all arrived.
    const appScripts = [
      ...((await response?.text()) ?? '').matchAll(/<link\b[^>]*rel="gp-modulepreload"[^>]*href="([^"]+)"/g),
    ]
      .map(([, href]) => href)
      .filter((href) => !isDictionary(href));
    expect(appScripts.length).toBeGreaterThan(10);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(textsFor('uz').t('cart.title'));
    await page.waitForLoadState('networkidle');
    const timings = await page.evaluate(() =>
      (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((entry) => ({
        path: new URL(entry.name).pathname,
        startTime: entry.startTime,
        responseEnd: entry.responseEnd,
      })),
    );
    const dictionaries = timings.filter((entry) => isDictionary(entry.path));
    expect(dictionaries.map((entry) => /\/(ru|uz)-/.exec(entry.path)?.[1])).toEqual(['uz']);
    const appArrived = Math.max(
      ...timings.filter((entry) => appScripts.includes(entry.path)).map((entry) => entry.responseEnd),
    );
    expect(dictionaries[0].startTime).toBeLessThan(appArrived);
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
      await expectCartHydratedFromCookie(page, texts, locale, slowPhoneTargets(texts), phoneTab(browser));
    });
  }
});
