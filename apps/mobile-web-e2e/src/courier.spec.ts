import { expect, test } from '@playwright/test';
import { findDrug, signInAndRegister } from './support';

// The courier needs the shopper's location: a spot in central Tashkent.
test.use({ geolocation: { latitude: 41.3111, longitude: 69.2797 }, permissions: ['geolocation'] });

test('in Uzbek: courier delivery with the express cost, paid by a new card', async ({ page, request }) => {
  test.setTimeout(90_000);
  await page.goto('/auth');
  await signInAndRegister(page, request);
  await expect(page).toHaveURL(/\/profile-mobile$/);

  const drug = await findDrug(request, 'Ибупрофен', 'uz');
  await page.goto(`/uz/product/${drug.slug}`);
  await page.getByRole('region', { name: 'Narx' }).getByRole('button', { name: 'Savatga' }).click();
  await page.getByRole('navigation', { name: 'Asosiy menyu' }).getByRole('link', { name: 'Savat' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Savat' })).toBeVisible();
  const needed = Math.min(drug.max_count, Math.ceil(30_000 / drug.price));
  await page
    .getByRole('listitem', { name: drug.name })
    .getByRole('textbox', { name: 'Miqdori' })
    .fill(String(Math.max(needed, 1)));
  await page.getByRole('button', { name: 'Buyurtmani rasmiylashtirish' }).click();
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
  await expect(dialog).toContainText(/\d+/);
  await dialog.getByRole('button').last().click();
  await expect(page).toHaveURL(/\/uz\/profile\/orders$/);
  const orders = page.getByRole('list', { name: 'Buyurtmalarim' });
  await expect(orders.getByRole('listitem')).toHaveCount(1);
  await expect(orders).toContainText('Kuryer orqali yetkazib berish');
});
