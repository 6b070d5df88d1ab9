import { expect, test } from '@playwright/test';
import { signIn } from './support';
import { textsFor } from './texts';

test.describe.configure({ timeout: 60_000 });

for (const lang of ['ru', 'uz'] as const) {
  test(`${lang}: favourites and recently seen keep what the shopper looked at and liked`, async ({
    page,
  }) => {
    const { t, at } = textsFor(lang);
    await page.goto(at(`/search?q=${lang === 'uz' ? 'vitamin' : 'витамин'}`));
    const cards = page.getByRole('list', { name: t('search.title') }).getByRole('article');
    const names: string[] = [];
    for (const index of [0, 1]) {
      await cards.nth(index).getByRole('link').first().click();
      const title = page.getByRole('heading', { level: 1 });
      await expect(title).not.toBeEmpty();
      names.push((await title.textContent()) ?? '');
      if (index === 0) {
        // The product's own heart comes before the analogues' ones.
        const heart = page.getByRole('button', { name: t('product.favoriteAdd') }).first();
        await heart.click();
        await expect(heart).toHaveAttribute('aria-pressed', 'true');
      }
      await page.goBack();
    }

    await page.goto(at('/favorites'));
    const favourites = page.getByRole('list', { name: t('favorites.title') });
    await expect(favourites.getByRole('article')).toHaveCount(1);
    await expect(favourites.getByRole('article', { name: names[0] })).toBeVisible();

    await page.goto(at('/recently-seen'));
    const recent = page.getByRole('list', { name: t('recent.title') });
    await expect(recent.getByRole('article')).toHaveCount(2);
    // Newest first.
    await expect(recent.getByRole('article').first()).toHaveAccessibleName(names[1]);

    await page.goto(at('/'));
    await expect(page.getByRole('heading', { name: t('home.recentlySeen') })).toBeVisible();
  });
}

test('a guest tapping the region goes to /auth; a registered user changes the region in the dialog', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('button', { name: /Выберите регион/ }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await signIn(page);
  // Back where the shopper was.
  await expect(page).toHaveURL(/\/$/);

  await page.getByRole('button', { name: /Выберите регион: Ташкент/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Выберите регион' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Регион').selectOption({ label: 'Бухарская область' });
  await expect(dialog.getByLabel('Район')).toHaveValue('');
  await expect(dialog.getByLabel('Район').locator('option').first()).toHaveText('Выберите...');
  await dialog.getByLabel('Район').selectOption({ label: 'Бухара' });
  await dialog.getByRole('button', { name: 'Подтвердить регион' }).click();

  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: /Выберите регион: Бухара/ })).toBeVisible();
  // Escape closes the dialog and gives focus back.
  await page.getByRole('button', { name: /Выберите регион/ }).click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('signing in from a page returns the shopper to that page', async ({ page }) => {
  await page.goto('/catalog/vitaminy-i-bad?sort=name');
  await expect(page.getByRole('heading', { level: 1, name: 'Витамины и БАДы' })).toBeVisible();
  await page.getByRole('link', { name: 'Войти' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await signIn(page);
  await expect(page).toHaveURL(/\/catalog\/vitaminy-i-bad\?sort=name$/);
  await expect(page.getByRole('link', { name: 'Мой кабинет' })).toHaveAttribute('href', '/profile');
});
