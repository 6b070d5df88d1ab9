import { expect, test } from '@playwright/test';
import { expectNoSeriousViolation, findDrug, signInAndRegister } from './support';

test('product → cart with price check and minimum → sign in and register → pick-up order → success → orders', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const drug = await findDrug(request, 'Парацетамол');
  await page.goto(`/product/${drug.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: drug.name })).toBeVisible();
  await testInfo.attach('product-390', {
    body: await page.screenshot({ fullPage: true }),
    contentType: 'image/png',
  });

  await page.getByRole('region', { name: 'Цена' }).getByRole('button', { name: 'В корзину' }).click();
  const counter = page.getByRole('group', { name: drug.name });
  await expect(counter.getByRole('textbox', { name: 'Количество' })).toHaveValue('1');
  const bar = page.getByRole('navigation', { name: 'Основное меню' });
  await expect(bar.getByText('1', { exact: true })).toBeVisible();

  await bar.getByRole('link', { name: 'Корзина' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Корзина' })).toBeVisible();
  const line = page.getByRole('listitem', { name: drug.name });
  await expect(line).toBeVisible();
  // Below the minimum of 30 000 сум the order cannot go on; more of the drug lifts it over.
  // Checkout is a disabled button while the order may not go on, a link once it may.
  const checkout = page.getByRole('link', { name: 'Оформить заказ' });
  if (drug.price < 30_000) {
    await expect(page.getByRole('alert').filter({ hasText: 'Минимальная сумма заказа' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Оформить заказ' })).toBeDisabled();
    const needed = Math.min(drug.max_count, Math.ceil(30_000 / drug.price));
    // A typed quantity counts once it is entered (Enter or leaving the field).
    await line.getByRole('textbox', { name: 'Количество' }).fill(String(needed));
    await line.getByRole('textbox', { name: 'Количество' }).press('Enter');
  }
  await expect(checkout).toBeVisible();
  await testInfo.attach('cart-390', {
    body: await page.screenshot({ fullPage: true }),
    contentType: 'image/png',
  });
  await checkout.click();

  await expect(page).toHaveURL(/\/auth\?next=\/order-process$/);
  await signInAndRegister(page, request);
  await expect(page).toHaveURL(/\/order-process$/);
  await page.getByLabel('Самовывоз из аптеки').check();
  const pharmacies = page.getByRole('group', { name: 'Выберите аптеку' });
  await pharmacies.getByRole('radio').first().check();
  await expect(page.getByLabel('Наличными')).toBeChecked();
  await expectNoSeriousViolation(page);
  await testInfo.attach('checkout-390', {
    body: await page.screenshot({ fullPage: true }),
    contentType: 'image/png',
  });
  await page.getByRole('button', { name: 'Оформить заказ' }).click();

  const dialog = page.getByRole('dialog', { name: 'Заказ оформлен!' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(/Номер заказа: GP.\d{6}/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Статус заказа' }).click();
  await expect(dialog).toBeHidden();
  // "Статус заказа" opens the order's own page; the history lists it too.
  await expect(page).toHaveURL(/\/order-detail\?id=\d+$/);
  await expect(page.getByRole('main')).toContainText('Самовывоз');
  await expectNoSeriousViolation(page);
  await page.goto('/profile/orders');
  await expect(page.getByRole('list', { name: 'Мои заказы' }).getByRole('listitem')).toHaveCount(1);
  // The history names the pharmacy: "Самовывоз: GoPharm №1 · Наличными · Не оплачен".
  await expect(page.getByText(/^Самовывоз: .+ · Наличными/)).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Основное меню' }).getByRole('link', { name: 'Корзина' }),
  ).toBeVisible();
});
