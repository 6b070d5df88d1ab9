import { expect, test } from '@playwright/test';
import { reachMinimum, searchFromHeader, signIn } from './support';

test.describe.configure({ timeout: 90_000 });

test('search from the header → product → cart → sign in → pick-up order → success → order history', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  await searchFromHeader(page, 'парацетамол', 'Поиск лекарств');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Результаты по запросу «парацетамол»' }),
  ).toBeVisible();

  const results = page.getByRole('list', { name: 'Поиск' });
  const firstCard = results.getByRole('article').first();
  await firstCard.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/product\//);
  // The address changes before the product's screen has arrived: its gallery first, then its heading.
  await expect(page.getByLabel('Фотографии товара')).toBeVisible();
  const title = page.getByRole('heading', { level: 1 });
  const productName = (await title.textContent()) ?? '';
  await testInfo.attach('product', { body: await page.screenshot(), contentType: 'image/png' });

  await page.getByRole('button', { name: 'В корзину' }).first().click();
  await expect(page.getByRole('group', { name: productName })).toBeVisible();
  await page.getByRole('link', { name: /Корзина/ }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Корзина' })).toBeVisible();
  await expect(page.getByRole('listitem', { name: productName })).toBeVisible();
  await reachMinimum(page);
  await testInfo.attach('cart', { body: await page.screenshot(), contentType: 'image/png' });
  await page.getByRole('link', { name: 'Оформить заказ' }).click();

  await expect(page).toHaveURL(/\/auth\?next=\/order-process$/);
  await signIn(page);
  await expect(page).toHaveURL(/\/order-process$/);

  await page.getByRole('radio', { name: 'Самовывоз из аптеки' }).check();
  const pharmacies = page.getByRole('group', { name: 'Выберите аптеку' });
  await pharmacies.getByRole('radio').first().check();
  await expect(page.getByRole('radio', { name: 'Наличными' })).toBeChecked();
  await testInfo.attach('checkout', { body: await page.screenshot(), contentType: 'image/png' });
  await page.getByRole('button', { name: 'Оформить заказ' }).click();

  const dialog = page.getByRole('dialog', { name: 'Заказ оформлен!' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(/Номер заказа: GP.\d{6}/);
  await expect(dialog).toContainText('Это ваш 1-й заказ');
  await expect(dialog).toContainText('Вы сэкономили 30 минут');
  await dialog.getByRole('button', { name: 'Статус заказа' }).click();
  await expect(dialog).toBeHidden();

  // "Статус заказа" opens the order's own page (it follows the order live).
  await expect(page).toHaveURL(/\/order-detail\?id=\d+$/);
  const order = page.getByRole('main');
  await expect(order).toContainText('Самовывоз');
  await expect(order).toContainText('Ожидает');
  await expect(page.getByRole('link', { name: /Корзина/ })).toContainText('Корзина');
});
