import { expect, test } from '@playwright/test';
import { addFromProductPage, findDrug, signInAndRegister } from './support';
import { textsFor } from '@gopharm/i18n/texts';
import { expectExpressClosedAtNight, expectExpressKeptOnBack, setShopTime } from '@gopharm/util/e2e';
import { onDevPaymentPage } from '@gopharm/util/testing';

// The courier needs the shopper's location: a spot in central Tashkent.
test.use({ geolocation: { latitude: 41.3111, longitude: 69.2797 }, permissions: ['geolocation'] });

for (const lang of ['uz', 'ru'] as const) {
  test(`${lang}: courier delivery with the express cost by day, not sold at night, paid by a new card`, async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const texts = textsFor(lang);
    const { t, pattern, at } = texts;
    // Express is sold within the shop's hours, on the Tashkent clock.
    await setShopTime(page, '12:00');
    await page.goto(at('/auth'));
    await signInAndRegister(page, request, undefined, lang);
    await expect(page).toHaveURL(new RegExp(`${at('/profile-mobile')}$`));

    const drug = await findDrug(request, 'Ибупрофен', lang);
    await addFromProductPage(page, drug, lang);
    await page
      .getByRole('navigation', { name: t('bottomBar.label') })
      .getByRole('link', { name: t('bottomBar.cart') })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: t('cart.title') })).toBeVisible();
    const needed = Math.min(drug.max_count, Math.ceil(30_000 / drug.price));
    await page
      .getByRole('listitem', { name: drug.name })
      .getByRole('textbox', { name: t('product.quantity') })
      .fill(String(Math.max(needed, 1)));
    // A typed quantity counts once it is entered; checkout is then a link.
    await page.keyboard.press('Enter');
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
