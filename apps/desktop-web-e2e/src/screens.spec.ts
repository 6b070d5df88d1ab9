import { expect, test } from '@playwright/test';
import { textsFor } from '@gopharm/i18n/texts';
import { waitForAppStart } from '@gopharm/util/testing';

test.describe.configure({ timeout: 90_000 });

test('search: under the results, the analogues row by the top result’s active substance', async ({
  page,
}) => {
  const { t, at } = textsFor('ru');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(at('/search?q=нурофен'));
  // Every result is a Nurofen; the row offers the other ibuprofen drugs.
  const title = `${t('search.analogues')}: ибупрофен`;
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
  const row = page.getByRole('list', { name: title }).getByRole('article');
  await expect(row.first()).toBeVisible();
  await expect(row.filter({ hasText: /Нурофен/ })).toHaveCount(0);
});

test('product: a gallery of every picture the API gives, by buttons, thumbnails and arrow keys (uz)', async ({
  page,
  request,
}) => {
  const { t, at } = textsFor('uz');
  await page.setViewportSize({ width: 1280, height: 900 });
  const answer = await request.get('/api/v1/drugs?search=ibuprofen&per_page=1&lan=uz');
  const [drug] = ((await answer.json()) as { results: { slug: string; image: string }[] }).results;
  if (!drug) throw new Error('no ibuprofen in the seed');
  // The seed has one picture a drug: the answer gets two more, as a catalogue with photo sets would give.
  await page.route(`**/api/v1/drug/${drug.slug}*`, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { images: string[] };
    body.images = ['/api/images/tablet-1.svg', '/api/images/tablet-2.svg', '/api/images/tablet-3.svg'];
    await route.fulfill({ response, json: body });
  });
  // The first page is server-rendered: the browser's own call (the one intercepted) comes with a client-side
  // visit, here from the search results.
  await page.goto(at('/search?q=ibuprofen'));
  // A link tapped before the app has started is an ordinary navigation, the server's call.
  await waitForAppStart(page);
  await page.locator(`main a[href$="/product/${drug.slug}"]`).first().click();
  const gallery = page.getByRole('region', { name: t('product.gallery') });
  const thumb = (n: number) =>
    gallery.getByRole('button', { name: t('product.galleryPicture', { position: n, total: 3 }) });
  await expect(thumb(1)).toHaveAttribute('aria-current', 'true');
  await gallery.getByRole('button', { name: t('product.galleryNext') }).click();
  await expect(thumb(2)).toHaveAttribute('aria-current', 'true');
  await gallery.getByRole('group').press('ArrowRight');
  await expect(thumb(3)).toHaveAttribute('aria-current', 'true');
  await expect(gallery.getByRole('img').first()).toHaveAttribute('src', '/api/images/tablet-3.svg');
  await thumb(1).click();
  await expect(gallery.getByRole('group')).toHaveAccessibleName(
    t('product.galleryPicture', { position: 1, total: 3 }),
  );
});

for (const lang of ['ru', 'uz'] as const) {
  test(`${lang}: the top bar shows while the next page's data loads, and goes once it has come`, async ({
    page,
  }) => {
    const { t, at } = textsFor(lang);
    await page.setViewportSize({ width: 1280, height: 900 });
    // The articles' list is held until the bar has been seen, so the test never races the API.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/v1/articles?*', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(at('/'));
    await waitForAppStart(page);
    const bar = page.getByRole('progressbar', { name: t('common.loading') });
    await expect(bar).toHaveCount(0);
    await page.getByRole('contentinfo').locator('a[href$="/articles"]').click();
    await expect(bar).toBeVisible();
    release();
    await expect(page.getByRole('heading', { level: 1, name: t('articles.title') })).toBeVisible();
    await expect(page.getByRole('main').getByRole('listitem').first()).toBeVisible();
    await expect(bar).toHaveCount(0);
  });
}

test('product: the instruction tabs never widen the 1280 px page and follow the arrow keys', async ({
  page,
  request,
}) => {
  const { at } = textsFor('ru');
  await page.setViewportSize({ width: 1280, height: 900 });
  const answer = await request.get('/api/v1/drugs?search=парацетамол&per_page=1');
  const [drug] = ((await answer.json()) as { results: { slug: string }[] }).results;
  await page.goto(at(`/product/${drug?.slug}`));
  const tabs = page.getByRole('tablist');
  await expect(tabs.getByRole('tab').nth(1)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
  const count = await tabs.getByRole('tab').count();
  await tabs.getByRole('tab').first().click();
  for (let i = 1; i < count; i++) await page.keyboard.press('ArrowRight');
  const last = tabs.getByRole('tab').last();
  await expect(last).toHaveAttribute('aria-selected', 'true');
  await expect(last).toBeInViewport();
});

test('the empty layout: /app shows only the page, with its own way home', async ({ page }) => {
  const { t, at } = textsFor('uz');
  await page.goto(at('/app'));
  await expect(page.getByRole('heading', { level: 1, name: t('pages.app') })).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await page.getByRole('link', { name: new RegExp(t('errorPage.home')) }).click();
  await expect(page).toHaveURL(/\/uz$/);
  await expect(page.getByRole('banner')).toBeVisible();
});
