import { expect, test } from '@playwright/test';
import { findDrug, signInAndRegister } from './support';
import { textsFor } from '@gopharm/i18n/texts';

for (const lang of ['ru', 'uz'] as const) {
  test(`${lang}: favourites and recently seen keep the drugs a shopper marked and opened`, async ({
    page,
    request,
  }) => {
    const { t, at } = textsFor(lang);
    const first = await findDrug(request, 'Парацетамол', lang);
    const second = await findDrug(request, 'Ибупрофен', lang);
    await page.goto(at(`/product/${first.slug}`));
    await expect(page.getByRole('heading', { level: 1, name: first.name })).toBeVisible();
    const buyBox = page.getByRole('region', { name: t('product.price') });
    // The heart keeps its name; aria-pressed tells its state (ui-kit's toggle, as on every card).
    const heart = buyBox.getByRole('button', { name: t('product.favoriteAdd') });
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await page.goto(at(`/product/${second.slug}`));
    await expect(page.getByRole('heading', { level: 1, name: second.name })).toBeVisible();
    // The product page lists the drug seen before it.
    await expect(
      page.getByRole('list', { name: t('home.recentlySeen') }).getByRole('article', { name: first.name }),
    ).toBeVisible();

    await page.goto(at('/recently-seen'));
    const recent = page.getByRole('list', { name: t('recent.title') });
    await expect(recent.getByRole('article')).toHaveCount(2);
    await expect(recent.getByRole('article').first()).toHaveAccessibleName(second.name);

    await page.goto(at('/favorites'));
    const favourites = page.getByRole('list', { name: t('favorites.title') });
    await expect(favourites.getByRole('article')).toHaveCount(1);
    await favourites.getByRole('button', { name: t('product.favoriteAdd') }).click();
    await expect(page.getByRole('heading', { name: t('favorites.empty') })).toBeVisible();
  });
}

test('the language switch on a product page keeps the product and the cart', async ({ page, request }) => {
  const drug = await findDrug(request, 'Парацетамол');
  await page.goto(`/product/${drug.slug}`);
  await page.getByRole('region', { name: 'Цена' }).getByRole('button', { name: 'В корзину' }).click();
  await page.getByRole('link', { name: 'Oʻzbekcha' }).click();
  await expect(page).toHaveURL(new RegExp(`/uz/product/${drug.slug}$`));
  await expect(page.locator('html')).toHaveAttribute('lang', 'uz');
  await expect(page.getByRole('heading', { level: 2, name: 'Yetkazib berish va olib ketish' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Asosiy menyu' }).getByRole('link', { name: 'Savat' }),
  ).toContainText('1');
  // The line put in on the Russian page is renamed in Uzbek (its renaming's code loads for it).
  const answer = await request.get(`/api/v1/drugs?ids=${drug.id}&per_page=1&lan=uz`);
  const [uzbek] = ((await answer.json()) as { results: { name: string }[] }).results;
  await page.getByRole('navigation', { name: 'Asosiy menyu' }).getByRole('link', { name: 'Savat' }).click();
  await expect(page).toHaveURL(/\/uz\/cart$/);
  await expect(page.getByRole('listitem', { name: uzbek.name })).toBeVisible();
  await page.goBack();
  await page.getByRole('link', { name: 'Русский' }).click();
  await expect(page).toHaveURL(new RegExp(`^[^?]*/product/${drug.slug}$`));
  await expect(page.getByRole('heading', { level: 2, name: 'Доставка и самовывоз' })).toBeVisible();
});

test('a signed-in shopper’s favourites include those marked on another device', async ({ page, request }) => {
  const { t } = textsFor('ru');
  const drug = await findDrug(request, 'Ибупрофен');
  await page.goto('/auth');
  await signInAndRegister(page, request);
  await expect(page).not.toHaveURL(/\/auth$/);
  const token = await page.evaluate(
    () => JSON.parse(localStorage.getItem('auth') ?? '{}').user?.token as string,
  );
  // The desktop site (or the app) marks a drug: the server keeps the signed-in shopper's list.
  const marked = await request.post('/api/v2/favorites/toggle?lan=ru', {
    headers: { authorization: `Bearer ${token}` },
    data: { drug_id: drug.id },
  });
  expect(await marked.json()).toMatchObject({ is_favorite: true });
  await page.goto('/favorites');
  const favourites = page.getByRole('list', { name: t('favorites.title') });
  await expect(favourites.getByRole('article', { name: drug.name })).toBeVisible();
});
