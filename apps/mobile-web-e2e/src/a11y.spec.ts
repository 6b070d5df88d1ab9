import { expect, test } from '@playwright/test';
import { expectNoSeriousViolation, findDrug } from './support';

test('home, catalogue, search, product and cart have no serious or critical axe violation', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  await page.goto('/');
  await expect(
    page.getByRole('list', { name: 'Популярные товары' }).getByRole('article').first(),
  ).toBeVisible();
  await testInfo.attach('home-390', {
    body: await page.screenshot({ fullPage: true }),
    contentType: 'image/png',
  });
  await expectNoSeriousViolation(page);

  await page.goto('/catalog/lekarstvennye-sredstva');
  await expect(
    page.getByRole('list', { name: 'Лекарственные средства' }).getByRole('article').first(),
  ).toBeVisible();
  await expectNoSeriousViolation(page);

  await page.goto('/search?q=%D0%B0%D1%81%D0%BF%D0%B8%D1%80%D0%B8%D0%BD');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('аспирин');
  await expectNoSeriousViolation(page);

  const drug = await findDrug(request, 'Ибупрофен', 'uz');
  await page.goto(`/uz/product/${drug.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoSeriousViolation(page);
  await page.getByRole('region', { name: 'Narx' }).getByRole('button', { name: 'Savatga' }).click();

  await page.goto('/uz/cart');
  await expect(page.getByRole('listitem', { name: drug.name })).toBeVisible();
  await expectNoSeriousViolation(page);
});
