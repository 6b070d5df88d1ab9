import { expect, test } from '@playwright/test';
import { newPhone, reachMinimum, searchFromHeader, signIn } from './support';

test.describe.configure({ timeout: 90_000 });
// The courier needs the shopper's location: a spot in central Tashkent.
test.use({ geolocation: { latitude: 41.3111, longitude: 69.2797 }, permissions: ['geolocation'] });

test('in Uzbek: courier delivery, express cost, paid by a new card sent with the order', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const phone = newPhone();
  await page.goto('/uz/auth');
  await signIn(page, phone, 'uz');
  await expect(page).toHaveURL(/\/uz\/profile$/);

  await searchFromHeader(page, 'ibuprofen', 'Dori-darmonlarni qidirish');
  await page
    .getByRole('list', { name: 'Qidiruv' })
    .getByRole('article')
    .first()
    .getByRole('link')
    .first()
    .click();
  await expect(page).toHaveURL(/\/uz\/product\//);
  await page.getByRole('button', { name: 'Savatga' }).first().click();
  await page.getByRole('link', { name: /Savat/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Savat' })).toBeVisible();
  await reachMinimum(page, 'Miqdorni oshirish', /Minimal buyurtma summasi/, 'Buyurtmani rasmiylashtirish');
  await page.getByRole('link', { name: 'Buyurtmani rasmiylashtirish' }).click();
  await expect(page).toHaveURL(/\/uz\/order-process$/);

  await page.getByRole('radio', { name: 'Kuryer orqali yetkazib berish' }).check();
  await page.getByRole('radio', { name: /Tezkor yetkazib berish/ }).check();
  await page.getByLabel('Koʻcha va tuman').fill('Amir Temur koʻchasi, Yunusobod');
  await page.getByLabel('Uy', { exact: true }).fill('12');
  await page.getByRole('button', { name: 'Joylashuvimni aniqlash' }).click();
  await expect(page.getByText(/Yetkazib berish narxi: [\d\s]+ soʻm/)).toBeVisible();

  await page.getByRole('radio', { name: 'Yangi karta' }).check();
  await page.getByLabel('Karta raqami').fill('4111111111111111');
  await page.getByLabel('Amal qilish muddati (oo/yy)').fill('1230');

  await page.getByRole('button', { name: 'Buyurtma berish' }).click();
  const dialog = page.getByRole('dialog', { name: 'Buyurtma rasmiylashtirildi!' });
  await expect(dialog).toContainText(/Buyurtma raqami: \d+/);
  await dialog.getByRole('button', { name: 'Buyurtma holati' }).click();
  await expect(page).toHaveURL(/\/uz\/profile\/orders$/);
  const orders = page.getByRole('list', { name: 'Buyurtmalarim' });
  await expect(orders.getByRole('listitem')).toHaveCount(1);
  await expect(orders).toContainText('Kuryer orqali yetkazib berish');
});
