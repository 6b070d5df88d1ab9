import { expect, test } from '@playwright/test';
import { textsFor } from '@gopharm/i18n/texts';
import { signInAndRegister } from './support';

test.describe.configure({ timeout: 90_000 });

test('signing out from the profile goes home as a guest; the profile then asks to sign in', async ({
  page,
  request,
}) => {
  const { t, at } = textsFor('ru');
  await page.goto(at('/auth'));
  await signInAndRegister(page, request);
  await page.waitForURL((url) => !url.pathname.endsWith('/auth'));
  const bottomBar = page.getByRole('navigation', { name: t('bottomBar.label') });
  await bottomBar.getByRole('link', { name: t('bottomBar.profile') }).click();
  await expect(page.getByRole('heading', { level: 1, name: t('profile.title') })).toBeVisible();
  await page.getByRole('button', { name: t('profile.logout') }).click();
  // Home, not the sign-in page the profile sends a guest to.
  await expect(page).toHaveURL(/\/$/);
  await expect(bottomBar.getByRole('link', { name: t('bottomBar.signIn') })).toBeVisible();
  await page.goto(at('/profile'));
  await expect(page).toHaveURL(/\/auth\?next=\/profile$/);
  await expect(page.getByLabel(t('auth.phone'))).toBeVisible();
});
