import { waitForAppStart } from '@gopharm/util/testing';
import { expect, test } from '@playwright/test';
import { textsFor } from '@gopharm/i18n/texts';

test.describe.configure({ timeout: 90_000 });

test('search: the analogues row by the top result’s active substance, in Uzbek', async ({ page }) => {
  const { t, at } = textsFor('uz');
  await page.goto(at('/search?q=nurofen'));
  const title = new RegExp(`^${t('search.analogues')}: `);
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
  const row = page.getByRole('list', { name: title }).getByRole('article');
  await expect(row.first()).toBeVisible();
  await expect(row.filter({ hasText: /Nurofen|Нурофен/ })).toHaveCount(0);
});

test('search: a query typed in the wrong keyboard layout offers "did you mean"', async ({ page }) => {
  const { t, at } = textsFor('ru');
  await page.goto(at('/search?q=gfhfwtnfvjk'));
  const suggestion = page.getByRole('link', { name: t('search.didYouMean', { query: 'парацетамол' }) });
  await expect(suggestion).toBeVisible();
  await suggestion.click();
  await expect
    .poll(() => (new URL(page.url()).searchParams.get('q') ?? '').toLowerCase())
    .toBe('парацетамол');
});

test('product: the gallery turns on a swipe and names each picture', async ({ page, request }) => {
  const { t, at } = textsFor('ru');
  const answer = await request.get('/api/v1/drugs?search=ибупрофен&per_page=1');
  const [drug] = ((await answer.json()) as { results: { slug: string }[] }).results;
  if (!drug) throw new Error('no ibuprofen in the seed');
  await page.route(`**/api/v1/drug/${drug.slug}*`, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { images: string[] };
    body.images = ['/api/images/tablet-1.svg', '/api/images/tablet-2.svg'];
    await route.fulfill({ response, json: body });
  });
  // The first page is server-rendered: the browser's own call (the one intercepted) comes with a client-side
  // visit, here from the search results.
  await page.goto(at(`/search?q=${encodeURIComponent('ибупрофен')}`));
  // A link tapped before the app has started is an ordinary navigation, the server's call.
  await waitForAppStart(page);
  await page.locator(`main a[href$="/product/${drug.slug}"]`).first().click();
  const gallery = page.getByRole('region', { name: t('product.gallery') });
  const stage = gallery.getByRole('group');
  await expect(stage).toHaveAccessibleName(t('product.galleryPicture', { position: 1, total: 2 }));
  // A finger moving left turns to the next picture.
  const box = await stage.boundingBox();
  if (!box) throw new Error('the gallery has no box');
  const y = box.y + box.height / 2;
  await stage.dispatchEvent('pointerdown', {
    clientX: box.x + box.width - 20,
    clientY: y,
    pointerType: 'touch',
  });
  await stage.dispatchEvent('pointerup', { clientX: box.x + 20, clientY: y, pointerType: 'touch' });
  await expect(stage).toHaveAccessibleName(t('product.galleryPicture', { position: 2, total: 2 }));
});

test('the empty layout: /app shows only the page, without the bottom bar', async ({ page }) => {
  const { t, at } = textsFor('ru');
  await page.goto(at('/app'));
  await expect(page.getByRole('heading', { level: 1, name: t('pages.app') })).toBeVisible();
  await expect(page.getByRole('navigation', { name: t('bottomBar.label') })).toHaveCount(0);
  await expect(page.getByRole('banner')).toHaveCount(0);
  await page.getByRole('link', { name: new RegExp(t('errorPage.home')) }).click();
  await expect(page.getByRole('navigation', { name: t('bottomBar.label') })).toBeVisible();
});
