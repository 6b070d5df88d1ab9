import { expect, test } from '@playwright/test';
import { APP_START_TIMEOUT, holdAppScripts } from '@gopharm/util/testing';
import { findDrug, freshPhone, phoneTab, slowPhoneTargets } from './support';
import { textsFor } from '@gopharm/i18n/texts';
import {
  changeServerCartBeforeStart,
  expectCartListedWithoutScripts,
  expectCheckoutSignInWithoutScripts,
  expectNeedsScriptsSaid,
  pageOnWithoutScripts,
} from '@gopharm/util/e2e';

const texts = textsFor('ru');
const { t } = texts;
const targets = slowPhoneTargets(texts);

// What a shopper does on the server's HTML before the app runs (a slow phone) is not lost once it does.
test.describe('before the app has started (a slow phone)', () => {
  test('a tap on "В корзину" puts the drug in the cart', async ({ page, request }) => {
    const drug = await findDrug(request, 'Парацетамол');
    const start = await holdAppScripts(page);
    await page.goto(`/product/${drug.slug}`, { waitUntil: 'commit' });
    await page
      .getByRole('region', { name: t('product.price') })
      .getByRole('button', { name: t('product.addToCart') })
      .click();
    start();
    await expect(
      page.getByRole('group', { name: drug.name }).getByRole('textbox', { name: t('product.quantity') }),
    ).toHaveValue('1', { timeout: APP_START_TIMEOUT });
  });

  test('the server lists the cart: "+" tapped and a number typed before the app starts both end in the cart', async ({
    browser,
    page,
  }) => {
    await changeServerCartBeforeStart(page, texts, 'ru', targets, phoneTab(browser), holdAppScripts);
  });

  test('a number typed on /auth and "Получить код" go through', async ({ page }) => {
    const start = await holdAppScripts(page);
    await page.goto('/auth', { waitUntil: 'commit' });
    await page.getByLabel(t('auth.phone')).fill(freshPhone());
    await page.getByRole('button', { name: t('auth.getCode') }).click();
    start();
    await expect(page.getByLabel(t('auth.code'))).toBeVisible({ timeout: APP_START_TIMEOUT });
  });

  test('a search sent from the header opens its results', async ({ page }) => {
    const start = await holdAppScripts(page);
    await page.goto('/', { waitUntil: 'commit' });
    await page.getByRole('searchbox', { name: t('search.placeholder') }).fill('парацетамол');
    await page.getByRole('searchbox', { name: t('search.placeholder') }).press('Enter');
    start();
    await expect(page).toHaveURL(/\/search\?q=%D0%BF%D0%B0%D1%80/, { timeout: APP_START_TIMEOUT });
    await expect(page.getByRole('link', { name: /Парацетамол/ }).first()).toBeVisible({
      timeout: APP_START_TIMEOUT,
    });
  });

  test('a tap on "Назад" on the categories tab goes back', async ({ page }) => {
    const start = await holdAppScripts(page);
    await page.goto('/catalog-home', { waitUntil: 'commit' });
    await page.getByRole('button', { name: t('header.back') }).click();
    start();
    // Opened straight on this page: "back" within the site is the home page.
    await expect(page).toHaveURL(/\/$/, { timeout: APP_START_TIMEOUT });
  });

  test('a tap on the header search box opens the search page', async ({ page }) => {
    const start = await holdAppScripts(page);
    await page.goto('/', { waitUntil: 'commit' });
    await page.getByRole('searchbox', { name: t('search.placeholder') }).click();
    start();
    await expect(page).toHaveURL(/\/search$/, { timeout: APP_START_TIMEOUT });
    await expect(page.getByRole('searchbox', { name: t('search.placeholder') })).toBeFocused();
  });
});

// React hydrates the layout first and the screen and footer (Suspense boundaries) later, at its lowest priority.
// Nothing a shopper does in between, and nothing read from storage, may meet a part still the server's: React would
// hydrate that part against what the server did not render (error 418) and render it afresh.
test.describe('while the page hydrates', () => {
  test('a tab tapped before the screen is hydrated opens its page without an error', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    // Polls between the browser's tasks and taps "Корзина" in the bottom bar the moment React has hydrated it
    // while the screen's heading is still the server's (React marks the elements it has hydrated).
    await page.addInitScript(() => {
      const hydrated = (element: Element | null) =>
        !!element && Object.keys(element).some((key) => key.startsWith('__reactProps'));
      const poll = () => {
        const tab = document.querySelector('nav a[href="/cart"]');
        if (hydrated(tab)) {
          const early = !hydrated(document.querySelector('main h1'));
          (window as { tappedBeforeScreen?: boolean }).tappedBeforeScreen = early;
          (tab as HTMLAnchorElement).click();
          return;
        }
        setTimeout(poll, 0);
      };
      document.addEventListener('DOMContentLoaded', poll);
    });
    // Whether React's slices leave a task between the layout's hydration and the screen's depends on how busy the
    // machine is (on a loaded CI runner they once ran back to back): a few loads make sure one tap lands early.
    let tappedBeforeScreen = false;
    for (let load = 0; load < 4 && !tappedBeforeScreen; load++) {
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1, name: t('cart.title') })).toBeVisible({
        timeout: APP_START_TIMEOUT,
      });
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      tappedBeforeScreen = await page.evaluate(
        () => (window as { tappedBeforeScreen?: boolean }).tappedBeforeScreen === true,
      );
    }
    expect(tappedBeforeScreen).toBe(true);
    expect(errors).toEqual([]);
  });

  test('a region stored on the phone is applied after the footer naming the server’s is hydrated', async ({
    page,
    request,
  }) => {
    const regions = (await (await request.get('/api/v1/regions?lan=ru')).json()) as {
      id: number;
      name: string;
    }[];
    const stored = regions[regions.length - 1];
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.addInitScript((region) => {
      const entry = { current: { ...region, childs: [], district: null }, __mps__: { version: 1 } };
      localStorage.setItem('region', JSON.stringify(entry));
    }, stored);
    // The footer's code arrives late (a slow network): the stored region must wait for the footer's hydration.
    await page.route('**/mobile-assets/footer-*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto('/');
    await expect(page.getByRole('button', { name: `${t('footer.city')}: ${stored.name}` })).toBeVisible({
      timeout: APP_START_TIMEOUT,
    });
    expect(errors).toEqual([]);
  });
});

test.describe('without scripts', () => {
  test.use({ javaScriptEnabled: false });

  for (const lang of ['ru', 'uz'] as const) {
    test(`${lang}: the shopper's pages say they need scripts, never a loading block for ever`, async ({
      page,
    }) => {
      await expectNeedsScriptsSaid(page, textsFor(lang));
    });

    test(`${lang}: a catalogue's "Вперёд" opens its next page`, async ({ page }) => {
      await pageOnWithoutScripts(page, textsFor(lang));
    });

    test(`${lang}: a cart its cookie tells is listed, and what needs scripts is said`, async ({ page }) => {
      await expectCartListedWithoutScripts(page, textsFor(lang), lang);
    });

    test(`${lang}: a guest asking for the checkout is sent by the server to the sign-in form`, async ({
      page,
    }) => {
      await expectCheckoutSignInWithoutScripts(page, textsFor(lang));
    });
  }
});
