import { expect, test } from '@playwright/test';
import { signInAndRegister } from './support';

test('a guest who taps the region goes to sign in', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: /Выберите регион/ }).click();
  await expect(page).toHaveURL(/\/auth$/);
});

test('a signed-in shopper changes the region in the dialog and lands on home', async ({ page, request }) => {
  test.setTimeout(60_000);
  await page.goto('/auth');
  await signInAndRegister(page, request);
  await expect(page).toHaveURL(/\/profile-mobile$/);
  await page.getByRole('button', { name: /Выберите регион/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Выберите регион' });
  await expect(dialog).toBeVisible();
  // The dialog fits the phone: screen width minus 10 under 670 px.
  const box = await dialog.boundingBox();
  expect(Math.round(box?.width ?? 0)).toBeLessThanOrEqual(380);
  const regionSelect = dialog.getByLabel('Регион');
  await expect(regionSelect.locator('option')).not.toHaveCount(0);
  const options = await regionSelect.locator('option').allTextContents();
  const other = options.find((name) => name && !/Ташкент$/.test(name) && name !== 'Город Ташкент');
  await regionSelect.selectOption({ label: other ?? options[1] });
  await dialog.getByRole('button', { name: 'Подтвердить регион' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: `Выберите регион: ${other ?? options[1]}` })).toBeVisible();
});
