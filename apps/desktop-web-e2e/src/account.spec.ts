import { expect, test } from '@playwright/test';
import { signIn } from './support';
import { textsFor } from '@gopharm/i18n/texts';

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
      const title = page.getByRole('heading', { level: 1 });
      await expect(cards.nth(index)).toBeVisible();
      const searchTitle = (await title.textContent()) ?? '';
      await cards.nth(index).getByRole('link').first().click();
      // The search page's own heading stays until the product page replaces it: read the title after that.
      await page.waitForURL(/\/product\//);
      await expect(title).not.toHaveText(searchTitle);
      await expect(title).not.toBeEmpty();
      names.push((await title.textContent()) ?? '');
      if (index === 0) {
        // The product's own heart comes before the analogues' ones.
        const heart = page.getByRole('button', { name: t('product.favoriteAdd') }).first();
        await heart.click();
        await expect(heart).toHaveAttribute('aria-pressed', 'true');
      }
      if (index === 1) {
        // Under the second product: the first one, as "recently seen" (the one on screen is left out).
        const seen = page.getByRole('list', { name: t('home.recentlySeen') });
        await expect(seen.getByRole('article')).toHaveCount(1);
        await expect(seen.getByRole('article', { name: names[0] })).toBeVisible();
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
    const seenOnHome = page.getByRole('list', { name: t('home.recentlySeen') }).getByRole('article');
    await expect(seenOnHome).toHaveCount(2);
    await expect(seenOnHome.first()).toHaveAccessibleName(names[1]);
    // The other language's home names them in its own language, not as they were seen.
    const other = textsFor(lang === 'ru' ? 'uz' : 'ru');
    await page.goto(other.at('/'));
    const seenInOther = page.getByRole('list', { name: other.t('home.recentlySeen') }).getByRole('article');
    await expect(seenInOther).toHaveCount(2);
    for (const name of await seenInOther.evaluateAll((cards) => cards.map((card) => card.ariaLabel))) {
      expect(names).not.toContain(name);
    }
  });
}

const REGIONS = {
  ru: { current: 'Ташкент', region: 'Бухарская область', district: 'Бухара' },
  uz: { current: 'Toshkent', region: 'Buxoro viloyati', district: 'Buxoro' },
};

for (const lang of ['ru', 'uz'] as const) {
  test(`${lang}: a guest tapping the region goes to /auth; a registered user changes the region in the dialog`, async ({
    page,
  }) => {
    const { t, at } = textsFor(lang);
    const names = REGIONS[lang];
    const home = new RegExp(`${lang === 'uz' ? '/uz' : ''}/?$`);
    await page.goto(at('/'));
    await page.getByRole('button', { name: new RegExp(t('region.title')) }).click();
    await expect(page).toHaveURL(new RegExp(`${at('/auth')}$`));
    // Told why: a guest may not choose a region.
    await expect(page.getByText(t('auth.forRegion'))).toBeVisible();
    await signIn(page, undefined, lang);
    // Back where the shopper was, with the picker they tapped for open.
    await expect(page).toHaveURL(home);
    const dialog = page.getByRole('dialog', { name: t('region.title') });
    await expect(dialog).toBeVisible();
    await expect(
      page.getByRole('button', { name: new RegExp(`${t('region.title')}: ${names.current}`) }),
    ).toBeAttached();
    await dialog.getByLabel(t('region.region')).selectOption({ label: names.region });
    await expect(dialog.getByLabel(t('region.district'))).toHaveValue('');
    await expect(dialog.getByLabel(t('region.district')).locator('option').first()).toHaveText(
      t('region.select'),
    );
    await dialog.getByLabel(t('region.district')).selectOption({ label: names.district });
    await dialog.getByRole('button', { name: t('region.confirm') }).click();

    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(home);
    await expect(
      page.getByRole('button', { name: new RegExp(`${t('region.title')}: ${names.district}`) }),
    ).toBeVisible();
    // Escape closes the dialog and gives focus back.
    await page.getByRole('button', { name: new RegExp(t('region.title')) }).click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });
}

test('signing in from a page returns the shopper to that page', async ({ page }) => {
  await page.goto('/catalog/vitaminy-i-bad?sort=name');
  await expect(page.getByRole('heading', { level: 1, name: 'Витамины и БАДы' })).toBeVisible();
  await page.getByRole('link', { name: 'Войти' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await signIn(page);
  await expect(page).toHaveURL(/\/catalog\/vitaminy-i-bad\?sort=name$/);
  await expect(page.getByRole('link', { name: 'Мой кабинет' })).toHaveAttribute('href', '/profile');
});

test('signing out from the profile goes home as a guest; the profile then asks to sign in', async ({
  page,
}) => {
  const { t } = textsFor('ru');
  await page.goto('/auth');
  await signIn(page);
  await page.waitForURL((url) => !url.pathname.endsWith('/auth'));
  await page.getByRole('link', { name: t('header.cabinet') }).click();
  await expect(page.getByRole('heading', { level: 1, name: t('profile.title') })).toBeVisible();
  await page.getByRole('button', { name: t('profile.logout') }).click();
  // Home, not the sign-in page the profile sends a guest to.
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: t('header.signIn') })).toBeVisible();
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/auth\?next=\/profile$/);
  await expect(page.getByLabel(t('auth.phone'))).toBeVisible();
});
