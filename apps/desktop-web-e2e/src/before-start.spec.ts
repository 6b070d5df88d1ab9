import { expect, test } from '@playwright/test';
import { APP_START_TIMEOUT, holdAppScripts, waitForAppStart } from '@gopharm/util/testing';
import {
  changeServerCartBeforeStart,
  expectCartListedWithoutScripts,
  expectCheckoutSignInWithoutScripts,
  expectNeedsScriptsSaid,
  findOutOfStockDrug,
  pageOnWithoutScripts,
} from '@gopharm/util/e2e';
import { desktopTab, findDrug, newPhone, signIn, slowDeviceTargets } from './support';
import { textsFor } from '@gopharm/i18n/texts';

const texts = textsFor('ru');
const { t } = texts;

// What a shopper does on the server's HTML before the app runs (a slow computer) is not lost once it does.
test.describe('before the app has started', () => {
  test('a tap on "В корзину" puts the drug in the cart', async ({ page }) => {
    const drug = await findDrug(page.request, 'Парацетамол');
    const start = await holdAppScripts(page);
    await page.goto(`/product/${drug.slug}`, { waitUntil: 'commit' });
    await page
      .getByRole('button', { name: t('product.addToCart') })
      .first()
      .click();
    start();
    await expect(page.getByRole('textbox', { name: t('product.quantity') }).first()).toHaveValue('1', {
      timeout: APP_START_TIMEOUT,
    });
  });

  test('the server lists the cart: "+" tapped and a number typed before the app starts both end in the cart', async ({
    browser,
    page,
  }) => {
    await changeServerCartBeforeStart(
      page,
      texts,
      'ru',
      slowDeviceTargets(texts),
      desktopTab(browser),
      holdAppScripts,
    );
  });

  test('a number typed on /auth and "Получить код" go through', async ({ page }) => {
    const start = await holdAppScripts(page);
    await page.goto('/auth', { waitUntil: 'commit' });
    await page.getByLabel(t('auth.phone')).fill(newPhone());
    await page.getByRole('button', { name: t('auth.getCode') }).click();
    start();
    await expect(page.getByLabel(t('auth.code'))).toBeVisible({ timeout: APP_START_TIMEOUT });
  });

  test('a search sent from the header opens its results', async ({ page }) => {
    const start = await holdAppScripts(page);
    await page.goto('/', { waitUntil: 'commit' });
    await page.getByRole('combobox', { name: t('search.placeholder') }).fill('парацетамол');
    await page.getByRole('combobox', { name: t('search.placeholder') }).press('Enter');
    start();
    await expect(page).toHaveURL(/\/search\?q=%D0%BF%D0%B0%D1%80/, { timeout: APP_START_TIMEOUT });
    await expect(page.getByRole('link', { name: /Парацетамол/ }).first()).toBeVisible({
      timeout: APP_START_TIMEOUT,
    });
  });

  test('a link to sign-in followed before the app started still returns to the drug after it', async ({
    page,
  }) => {
    const drug = await findOutOfStockDrug(page.request, 'ru');
    const start = await holdAppScripts(page);
    await page.goto(`/product/${drug.slug}`, { waitUntil: 'commit' });
    // An ordinary navigation: the app never saw the product page.
    await page.getByRole('link', { name: t('product.notifyBack') }).click();
    await expect(page).toHaveURL(/\/auth$/);
    start();
    await signIn(page);
    await expect(page).toHaveURL(new RegExp(`/product/${drug.slug}$`), { timeout: APP_START_TIMEOUT });
  });

  test('a search from the not-found page opens its results, sent before or after the app starts', async ({
    page,
  }) => {
    const start = await holdAppScripts(page);
    await page.goto('/no-such-page', { waitUntil: 'commit' });
    const search = page.getByRole('searchbox', { name: t('notFound.searchPlaceholder') });
    await search.fill('нурофен');
    await search.press('Enter');
    start();
    await expect(page).toHaveURL(/\/search\?q=%D0%BD%D1%83%D1%80/, { timeout: APP_START_TIMEOUT });

    // Typed before the app started, sent after: the app keeps the text the shopper sees.
    const held = await holdAppScripts(page);
    await page.goto('/uz/no-such-page', { waitUntil: 'commit' });
    const uzSearch = page.getByRole('searchbox', { name: textsFor('uz').t('notFound.searchPlaceholder') });
    await uzSearch.fill('nurofen');
    held();
    await waitForAppStart(page);
    await uzSearch.press('Enter');
    await expect(page).toHaveURL(/\/uz\/search\?q=nurofen/);
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
