import {
  signInForCheckout,
  findPrescriptionDrug,
  keepPrescriptionsOnRecipePage,
  orderWithPrescription,
} from '@gopharm/util/e2e';
import { expect, test } from '@playwright/test';
import { reachMinimum, signIn } from './support';
import { textsFor } from '@gopharm/i18n/texts';

test.describe.configure({ timeout: 120_000 });

for (const lang of ['ru', 'uz'] as const) {
  test(`${lang}: a prescription medicine is ordered with a photo of the prescription; without one it is refused`, async ({
    page,
  }, testInfo) => {
    const texts = textsFor(lang);
    const { t, at } = texts;
    await page.setViewportSize({ width: 1280, height: 900 });
    const drug = await findPrescriptionDrug(page.request, lang);
    await page.goto(at(`/product/${drug.slug}`));
    // The product page says it is dispensed by prescription and how to order it.
    await expect(page.getByText(t('product.receptNote'))).toBeVisible();
    await expect(page.getByRole('link', { name: t('recipe.howToOrder') })).toHaveAttribute(
      'href',
      at('/recipe'),
    );
    await page
      .getByRole('button', { name: t('product.addToCart') })
      .first()
      .click();
    await expect(page.getByRole('group', { name: drug.name })).toBeVisible();
    await page.getByRole('link', { name: new RegExp(t('header.basket')) }).click();
    await expect(page.getByText(t('recipe.inCart'))).toBeVisible();
    await reachMinimum(page, lang);
    await page.getByRole('link', { name: t('cart.checkout') }).click();
    await expect(page).toHaveURL(signInForCheckout(at));
    await signIn(page, undefined, lang);
    await expect(page).toHaveURL(new RegExp(`${at('/order-process')}$`));
    await testInfo.attach(`checkout-prescription-${lang}-1280`, {
      body: await page.screenshot({ fullPage: true }),
      contentType: 'image/png',
    });

    await orderWithPrescription(page, texts);
  });
}

test('uz: /recipe from the footer: a guest signs in, keeps a number, a wrong number and a non-picture are refused in Uzbek', async ({
  page,
}, testInfo) => {
  const texts = textsFor('uz');
  const { t } = texts;
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/uz');
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: t('recipe.title') })
    .click();
  await expect(page).toHaveURL(/\/uz\/recipe$/);
  await expect(page.getByRole('heading', { level: 1, name: t('recipe.title') })).toBeVisible();
  await page.getByRole('link', { name: t('recipe.signIn') }).click();
  await expect(page).toHaveURL(/\/uz\/auth$/);
  await signIn(page, undefined, 'uz');
  await expect(page).toHaveURL(/\/uz\/recipe$/);
  await keepPrescriptionsOnRecipePage(page, texts);
  await testInfo.attach('recipe-uz-1280', {
    body: await page.screenshot({ fullPage: true }),
    contentType: 'image/png',
  });
});
