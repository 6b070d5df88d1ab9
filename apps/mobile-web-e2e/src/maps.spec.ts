import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { findDrug } from './support';
import { textsFor, type Lang } from '@gopharm/i18n/texts';

// The sandbox has no internet: the map's tiles never load. The map box must still lay out and the list work.
test.describe.configure({ timeout: 90_000 });

/** The map box has a width, nothing is wider than the window, and the list's links and buttons are 44 px tall. */
async function expectUsableMap(page: Page, lang: Lang) {
  const { t } = textsFor(lang);
  const list = page.getByRole('list', { name: t('pharmacyMap.list') });
  await expect(list.getByRole('listitem').first()).toBeVisible({ timeout: 15_000 });
  const map = page.getByRole('region', { name: t('pharmacyMap.map') });
  const box = await map.boundingBox();
  expect(box?.width ?? 0).toBeGreaterThan(100);
  expect(box?.height ?? 0).toBeGreaterThan(100);
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
  const heights = await list
    .locator('a, button')
    .evaluateAll((targets) => targets.map((target) => target.getBoundingClientRect().height));
  expect(heights.length).toBeGreaterThan(0);
  expect(Math.min(...heights)).toBeGreaterThanOrEqual(44);
}

/** An in-stock drug that some, not all, pharmacies of Tashkent hold, with the names of its holders. */
async function drugHeldBySome(request: APIRequestContext, lang: Lang) {
  const answer = await request.get(`/api/v1/drugs?in_stock=1&lan=${lang}`);
  const { results } = (await answer.json()) as {
    results: { id: number; slug: string; is_recept: boolean }[];
  };
  for (const drug of results.filter((candidate) => !candidate.is_recept)) {
    const stock = await request.get(`/api/v1/pharmacies?drugs=${drug.id}:1&lan=${lang}`);
    const pharmacies = (await stock.json()).results as { name: string; has_all: boolean }[];
    const holders = pharmacies.filter((pharmacy) => pharmacy.has_all).map((pharmacy) => pharmacy.name);
    if (holders.length > 0 && holders.length < pharmacies.length) return { ...drug, holders };
  }
  throw new Error('No drug held by only some pharmacies in the seed');
}

for (const lang of ['ru', 'uz'] as const) {
  test(`${lang}: /pharmacy-map at 390 px: one column, the map box laid out, 44 px phone links`, async ({
    page,
  }) => {
    const { t, at } = textsFor(lang);
    await page.goto(at('/pharmacy-map'));
    await expect(page.getByRole('heading', { level: 1, name: t('pharmacyMap.title') })).toBeVisible();
    await expectUsableMap(page, lang);
    // One column: the map above the list (not after every pharmacy of it), as wide as it.
    const list = await page.getByRole('list', { name: t('pharmacyMap.list') }).boundingBox();
    const map = await page.getByRole('region', { name: t('pharmacyMap.map') }).boundingBox();
    expect(map!.y).toBeLessThan(list!.y);
    expect(Math.abs(map!.width - list!.width)).toBeLessThan(2);
  });

  test(`${lang}: "Показать на карте" lists only the pharmacies holding the drug`, async ({
    page,
    request,
  }) => {
    const { t, at } = textsFor(lang);
    const drug = await drugHeldBySome(request, lang);
    await page.goto(at(`/product/${drug.slug}`));
    await page.getByRole('link', { name: t('product.showOnMap') }).click();
    await expect(page).toHaveURL(new RegExp(`${at('/pharmacy-map')}\\?drug=${drug.id}$`));
    await expect(page.getByText(t('pharmacyMap.holders'))).toBeVisible();
    const list = page.getByRole('list', { name: t('pharmacyMap.list') });
    await expect(list.getByRole('listitem')).toHaveCount(drug.holders.length);
    const names = await list.getByRole('listitem').locator('strong').allTextContents();
    expect(names.sort()).toEqual([...drug.holders].sort());
    await expectUsableMap(page, lang);
    // The page served to a first visitor (server render, page cache) is the filtered one too.
    await page.reload();
    await expect(list.getByRole('listitem')).toHaveCount(drug.holders.length);
    await page.getByRole('link', { name: t('pharmacyMap.showAll') }).click();
    await expect(page).toHaveURL(new RegExp(`${at('/pharmacy-map')}$`));
    await expect(list.getByRole('listitem')).not.toHaveCount(drug.holders.length);
  });
}

test('/take-from-shop at 390 px: the map box laid out beside a list of 44 px targets', async ({
  page,
  request,
}) => {
  const { t } = textsFor('ru');
  const drug = await findDrug(request, 'Парацетамол');
  await page.goto(`/product/${drug.slug}`);
  await page.waitForLoadState('networkidle');
  await page
    .getByRole('region', { name: t('product.price') })
    .getByRole('button', { name: t('product.addToCart') })
    .click();
  await expect(page.getByRole('group', { name: drug.name })).toBeVisible();
  await page.goto('/take-from-shop');
  await expect(page.getByRole('heading', { level: 1, name: t('checkout.choosePharmacy') })).toBeVisible();
  await expectUsableMap(page, 'ru');
});
