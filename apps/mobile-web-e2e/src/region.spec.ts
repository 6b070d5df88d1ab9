import { expect, test } from '@playwright/test';
import { signInAndRegister } from './support';
import { textsFor } from '@gopharm/i18n/texts';

for (const lang of ['ru', 'uz'] as const) {
  test(`${lang}: a guest who taps the region goes to sign in, is told why, and finds the picker open after`, async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const { t, at } = textsFor(lang);
    await page.goto(at('/'));
    await page.getByRole('button', { name: new RegExp(t('region.title')) }).click();
    await expect(page).toHaveURL(new RegExp(`${at('/auth')}$`));
    await expect(page.getByText(t('auth.forRegion'))).toBeVisible();
    await signInAndRegister(page, request, undefined, lang);
    // Back where the shopper was (home), with the picker they tapped for open.
    await expect(page).toHaveURL(new RegExp(`${lang === 'uz' ? '/uz' : ''}/?$`));
    await expect(page.getByRole('dialog', { name: t('region.title') })).toBeVisible();
  });

  test(`${lang}: a signed-in shopper changes the region in the dialog and lands on home`, async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const { t, at } = textsFor(lang);
    const capital = lang === 'uz' ? /Toshkent/ : /Ташкент/;
    await page.goto(at('/auth'));
    await signInAndRegister(page, request, undefined, lang);
    await expect(page).toHaveURL(new RegExp(`${at('/profile-mobile')}$`));
    await page.getByRole('button', { name: new RegExp(t('region.title')) }).click();
    const dialog = page.getByRole('dialog', { name: t('region.title') });
    await expect(dialog).toBeVisible();
    // The dialog fits the phone: screen width minus 10 under 670 px.
    const box = await dialog.boundingBox();
    expect(Math.round(box?.width ?? 0)).toBeLessThanOrEqual(380);
    const regionSelect = dialog.getByLabel(t('region.region'));
    await expect(regionSelect.locator('option')).not.toHaveCount(0);
    const options = await regionSelect.locator('option').allTextContents();
    const other = options.find((name) => name && !capital.test(name)) ?? options[1];
    await regionSelect.selectOption({ label: other });
    await dialog.getByRole('button', { name: t('region.confirm') }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`${lang === 'uz' ? '/uz' : ''}/?$`));
    await expect(page.getByRole('button', { name: `${t('region.title')}: ${other}` })).toBeVisible();
  });
}
