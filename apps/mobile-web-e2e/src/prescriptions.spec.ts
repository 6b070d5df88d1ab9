import {
  signInForCheckout,
  findPrescriptionDrug,
  keepPrescriptionsOnRecipePage,
  orderWithPrescription,
} from '@gopharm/util/e2e';
import { expect, test } from '@playwright/test';
import { signInAndRegister } from './support';
import { textsFor } from '@gopharm/i18n/texts';

test.describe.configure({ timeout: 120_000 });

for (const lang of ['ru', 'uz'] as const) {
  test(`${lang}: a prescription medicine is ordered with a photo of the prescription; without one it is refused`, async ({
    page,
    request,
  }, testInfo) => {
    const texts = textsFor(lang);
    const { t, at } = texts;
    const drug = await findPrescriptionDrug(request, lang);
    await page.goto(at(`/product/${drug.slug}`));
    // The product page says it is dispensed by prescription and how to order it.
    await expect(page.getByText(t('product.receptNote'))).toBeVisible();
    await expect(page.getByRole('link', { name: t('recipe.howToOrder') })).toHaveAttribute(
      'href',
      at('/recipe'),
    );
    await page
      .getByRole('region', { name: t('product.price') })
      .getByRole('button', { name: t('product.addToCart') })
      .click();
    const line = page.getByRole('group', { name: drug.name });
    await expect(line.getByRole('textbox', { name: t('product.quantity') })).toHaveValue('1');
    await page
      .getByRole('navigation', { name: t('bottomBar.label') })
      .getByRole('link', { name: t('bottomBar.cart') })
      .click();
    await expect(page.getByText(t('recipe.inCart'))).toBeVisible();
    await testInfo.attach(`cart-prescription-${lang}-390`, {
      body: await page.screenshot({ fullPage: true }),
      contentType: 'image/png',
    });
    const checkout = page.getByRole('link', { name: t('cart.checkout') });
    await expect(checkout).toBeVisible();
    await checkout.click();
    await expect(page).toHaveURL(signInForCheckout(at));
    await signInAndRegister(page, request, undefined, lang);
    await expect(page).toHaveURL(new RegExp(`${at('/order-process')}$`));
    await testInfo.attach(`checkout-prescription-${lang}-390`, {
      body: await page.screenshot({ fullPage: true }),
      contentType: 'image/png',
    });

    await orderWithPrescription(page, texts);
  });
}

test('ru: /recipe from the footer: a guest signs in, keeps a number, a wrong number and a non-picture are refused', async ({
  page,
  request,
}, testInfo) => {
  const texts = textsFor('ru');
  const { t } = texts;
  await page.goto('/');
  // The phone's footer folds its columns: "Покупателям" opens the shop's pages.
  const footer = page.getByRole('contentinfo');
  await footer.getByText(t('footer.buyers'), { exact: true }).click();
  await footer.getByRole('link', { name: t('recipe.title') }).click();
  await expect(page).toHaveURL(/\/recipe$/);
  await page.getByRole('link', { name: t('recipe.signIn') }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await signInAndRegister(page, request);
  await expect(page).toHaveURL(/\/recipe$/);
  await keepPrescriptionsOnRecipePage(page, texts);
  await testInfo.attach('recipe-ru-390', {
    body: await page.screenshot({ fullPage: true }),
    contentType: 'image/png',
  });
});
