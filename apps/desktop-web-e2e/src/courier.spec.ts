import { expect, test } from '@playwright/test';
import { addFromProductPage, findDrug, newPhone, reachMinimum, searchFromHeader, signIn } from './support';
import { textsFor } from '@gopharm/i18n/texts';
import { expectExpressClosedAtNight, expectExpressKeptOnBack, setShopTime } from '@gopharm/util/e2e';
import { onDevPaymentPage } from '@gopharm/util/testing';

test.describe.configure({ timeout: 90_000 });
// The courier needs the shopper's location: a spot in central Tashkent.
test.use({ geolocation: { latitude: 41.3111, longitude: 69.2797 }, permissions: ['geolocation'] });

for (const lang of ['uz', 'ru'] as const) {
  test(`${lang}: courier delivery, express cost by day, not sold at night, paid by a new card on the provider page`, async ({
    page,
  }) => {
    const texts = textsFor(lang);
    const { t, pattern, at } = texts;
    // Express is sold within the shop's hours, on the Tashkent clock.
    await setShopTime(page, '12:00');
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(at('/auth'));
    await signIn(page, newPhone(), lang);
    await expect(page).toHaveURL(new RegExp(`${at('/profile')}$`));

    await searchFromHeader(page, lang === 'uz' ? 'ibuprofen' : 'ибупрофен', t('search.placeholder'));
    const result = page
      .getByRole('list', { name: t('search.title') })
      .getByRole('article')
      .first();
    const name = (await result.getAttribute('aria-label')) ?? '';
    await result.getByRole('link').first().click();
    await expect(page).toHaveURL(new RegExp(at('/product/')));
    // The results have buttons of the same name and stay until the product's screen arrives: wait for it.
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await page
      .getByRole('main')
      .getByRole('button', { name: t('product.addToCart') })
      .first()
      .click();
    await page.getByRole('link', { name: new RegExp(t('header.basket')) }).click();
    await expect(page.getByRole('heading', { level: 1, name: t('cart.title') })).toBeVisible();
    await reachMinimum(page, lang);
    await page.getByRole('link', { name: t('cart.checkout') }).click();
    await expect(page).toHaveURL(new RegExp(`${at('/order-process')}$`));

    await page.getByRole('radio', { name: t('checkout.shipping') }).check();
    await page.getByRole('radio', { name: t('checkout.express') }).check();
    await page.getByLabel(t('checkout.street')).fill('Amir Temur koʻchasi, Yunusobod');
    await page.getByLabel(t('checkout.house'), { exact: true }).fill('12');
    await page.getByRole('button', { name: t('checkout.useMyLocation') }).click();
    await expect(page.getByText(pattern('checkout.expressCost', 'amount', '[\\d\\s]+\\s\\S+'))).toBeVisible();
    await expectExpressKeptOnBack(page, texts);
    // The same checkout at night: express is not sold, the kept choice turns standard (the order is placed so).
    await expectExpressClosedAtNight(page, texts);

    await page.getByRole('radio', { name: t('checkout.newCard') }).check();
    await page.getByRole('button', { name: t('checkout.placeOrder') }).click();
    // The card is typed on the provider's page (the development one here), which sends the shopper back.
    await onDevPaymentPage(page, 'pay');
    await expect(page).toHaveURL(new RegExp(`${at('/order-detail')}\\?id=\\d+$`));
    await expect(page.getByText(t('orders.shippingStandard'))).toBeVisible();
    // Standard, as the night turned it: no express fee was charged.
    await expect(page.getByText(t('orders.deliveryCost'), { exact: true }).locator('..')).toContainText(
      t('checkout.free'),
    );
    await expect(page.getByText(`${t('orders.card')} · ${t('orders.paid')}`)).toBeVisible();
  });
}

test.describe('without geolocation', () => {
  test.use({ permissions: [] });

  test('ru: the point is marked on the map from the keyboard, and the address is kept for next time', async ({
    page,
  }) => {
    const { t } = textsFor('ru');
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/auth');
    await signIn(page, newPhone());
    await expect(page).toHaveURL(/\/profile$/);
    const drug = await findDrug(page.request, 'Парацетамол');
    await addFromProductPage(page, drug);
    await page.getByRole('link', { name: new RegExp(t('header.basket')) }).click();
    await reachMinimum(page);
    await page.getByRole('link', { name: t('cart.checkout') }).click();

    await page.getByRole('radio', { name: t('checkout.shipping') }).check();
    await page.getByLabel(t('checkout.street')).fill('ул. Амира Темура, Юнусабад');
    await page.getByLabel(t('checkout.house'), { exact: true }).fill('12');
    const locate = page.getByRole('button', { name: t('checkout.useMyLocation') });
    await locate.click();
    await expect(locate).toHaveAccessibleDescription(t('errors.geolocationDenied'));
    // Keyboard only: the map takes the focus, Enter marks its centre.
    const map = page.getByRole('region', { name: t('checkout.pointOnMap') });
    await map.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: t('checkout.locationSet') })).toBeVisible();

    await page.getByRole('button', { name: t('checkout.placeOrder') }).click();
    await expect(page.getByRole('dialog', { name: t('orderSuccess.title') })).toBeVisible();
    await page.keyboard.press('Escape');
    await page.goto('/profile/address');
    await expect(page.getByRole('main')).toContainText('ул. Амира Темура, Юнусабад');
  });
});
