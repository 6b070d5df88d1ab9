import { expect, test } from '@playwright/test';
import { textsFor } from '@gopharm/i18n/texts';
import { codeFromOutbox, outbox, signIn } from './support';

test.describe.configure({ timeout: 60_000 });

const { t } = textsFor('ru');

// The secrets scan after the e2e run looks for this number in every database and log: it is typed here on purpose.
const TEST_CARD = '4111111111111111';

test('a card saved in the settings with the SMS code shows masked, and deleting it asks first', async ({
  page,
}) => {
  await page.goto('/auth');
  const phone = await signIn(page);
  await page.getByRole('link', { name: 'Мой кабинет' }).click();
  await page.getByRole('link', { name: t('profile.settings') }).click();
  await expect(page).toHaveURL(/\/profile\/settings$/);
  await expect(page.getByText(t('cards.empty'))).toBeVisible();

  const seen = await outbox(page.request, phone);
  await page.getByLabel(t('cards.number')).fill(TEST_CARD);
  await page.getByLabel(t('cards.expiry')).fill('1230');
  await page.getByRole('button', { name: t('cards.add') }).click();
  // The code field has the keyboard, and its sixth digit confirms: no tap on "Подтвердить".
  await expect(page.getByLabel(t('cards.confirmCode'))).toBeFocused();
  await page.getByLabel(t('cards.confirmCode')).fill(await codeFromOutbox(page.request, phone, seen));
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: t('cards.added') })
      .first(),
  ).toBeVisible();

  const masked = '4111 **** **** 1111';
  await expect(page.getByText(masked)).toBeVisible();
  await expect(page.getByText(t('cards.empty'))).toHaveCount(0);
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
