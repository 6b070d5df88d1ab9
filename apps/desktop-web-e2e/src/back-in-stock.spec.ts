import { askAndReceiveBackInStock, findOutOfStockDrug, followStockNotice } from '@gopharm/util/e2e';
import { expect, test } from '@playwright/test';
import { signIn } from './support';
import { textsFor } from '@gopharm/i18n/texts';

test.describe.configure({ timeout: 120_000 });

for (const lang of ['ru', 'uz'] as const) {
  test(`${lang}: a drug out of stock: the shopper asks to be told, gets an SMS when it comes and a notice in the profile`, async ({
    page,
  }, testInfo) => {
    const texts = textsFor(lang);
    const { t, at } = texts;
    await page.setViewportSize({ width: 1280, height: 900 });
    const drug = await findOutOfStockDrug(page.request, lang);
    await page.goto(at(`/product/${drug.slug}`));
    await expect(page.getByText(t('product.outOfStock')).first()).toBeVisible();
    // A guest signs in first and comes back to the drug.
    await page.getByRole('link', { name: t('product.notifyBack') }).click();
    await expect(page).toHaveURL(new RegExp(`${at('/auth')}$`));
    const phone = await signIn(page, undefined, lang);
    await expect(page).toHaveURL(new RegExp(`${at(`/product/${drug.slug}`)}$`), { timeout: 20_000 });
    await askAndReceiveBackInStock(page, texts, drug, phone, lang);
    await testInfo.attach(`product-back-in-stock-${lang}-1280`, {
      body: await page.screenshot({ fullPage: true }),
      contentType: 'image/png',
    });

    await page.getByRole('link', { name: t('header.cabinet') }).click();
    await expect(page).toHaveURL(new RegExp(`${at('/profile')}$`));
    await expect(page.getByRole('region', { name: t('profile.stockTitle') })).toBeVisible();
    await testInfo.attach(`profile-stock-notice-${lang}-1280`, {
      body: await page.screenshot({ fullPage: true }),
      contentType: 'image/png',
    });
    await followStockNotice(page, texts, drug);
  });
}
