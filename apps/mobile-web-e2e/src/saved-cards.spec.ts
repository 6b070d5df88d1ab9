import { expect, test } from '@playwright/test';
import { textsFor } from '@gopharm/i18n/texts';
import { lastCode, signInAndRegister } from './support';

test.describe.configure({ timeout: 60_000 });

const { t } = textsFor('uz');

// The secrets scan after the e2e run looks for this number in every database and log: it is typed here on purpose.
const TEST_CARD = '5555555555554444';

test('uz: a card saved from the profile menu with the SMS code shows masked, and deleting it asks first', async ({
  page,
  request,
}) => {
  await page.goto('/uz/auth');
  const phone = await signInAndRegister(page, request, undefined, 'uz');
  await expect(page).toHaveURL(/\/uz\/profile-mobile$/, { timeout: 20_000 });
  await page.getByRole('link', { name: t('profile.settings') }).click();
  await expect(page).toHaveURL(/\/uz\/profile\/settings$/);
  await expect(page.getByText(t('cards.empty'))).toBeVisible();

  const signInCode = await lastCode(request, phone);
  await page.getByLabel(t('cards.number')).fill(TEST_CARD);
  await page.getByLabel(t('cards.expiry')).fill('1230');
  await page.getByRole('button', { name: t('cards.add') }).click();
  // The code field has the keyboard, and its sixth digit confirms: no tap on "Tasdiqlash".
  await expect(page.getByLabel(t('cards.confirmCode'))).toBeFocused();
  let code = '';
  await expect
    .poll(async () => {
      code = await lastCode(request, phone);
      return code;
    })
    .not.toBe(signInCode);
  await page.getByLabel(t('cards.confirmCode')).fill(code);
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: t('cards.added') })
      .first(),
  ).toBeVisible();

  const masked = '5555 **** **** 4444';
  await expect(page.getByText(masked)).toBeVisible();
  // The number is nowhere on the page once the card is saved, the form is empty again.
  expect(await page.locator('body').innerText()).not.toContain(TEST_CARD);
  await expect(page.getByLabel(t('cards.number'))).toHaveValue('');

  await page.getByRole('button', { name: `${t('cards.delete')} ${masked}` }).click();
  const dialog = page.getByRole('dialog', { name: t('cards.deleteConfirm', { number: masked }) });
  await dialog.getByRole('button', { name: t('cards.delete') }).click();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: t('cards.deleted') })
      .first(),
  ).toBeVisible();
  await expect(page.getByText(t('cards.empty'))).toBeVisible();
});
