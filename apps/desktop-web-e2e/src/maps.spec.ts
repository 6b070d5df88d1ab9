import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { textsFor, type Lang } from '@gopharm/i18n/texts';

// The sandbox has no internet: the map's tiles never load. The map box must still lay out and the list work.
test.use({ viewport: { width: 1280, height: 900 } });
test.describe.configure({ timeout: 90_000 });

/** The map box has a width, nothing is wider than the window, and the list's links and buttons are 44 px tall. */
async function expectUsableMap(page: Page, lang: Lang) {
  const { t } = textsFor(lang);
  const list = page.getByRole('list', { name: t('pharmacyMap.list') });
  await expect(list.getByRole('listitem').first()).toBeVisible({ timeout: 15_000 });
  const box = await page.getByRole('region', { name: t('pharmacyMap.map') }).boundingBox();
  expect(box?.width ?? 0).toBeGreaterThan(400);
  expect(box?.height ?? 0).toBeGreaterThan(300);
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

/**
 * Leaflet's controls and markers (its own class names: the library's markup) stacked over the page would paint
 * over the sticky header. Each is scrolled to the middle of the header's visible bar, and there the header must be
 * the topmost element (`document.elementFromPoint`), so a click lands on the header, not on the map.
 */
async function expectHeaderOverMap(page: Page, map: Locator, shot: (name: string) => Promise<void>) {
  const header = page.getByRole('banner');
  const parts = {
    zoom: map.locator('.leaflet-control-zoom a').first(),
    marker: map.locator('.leaflet-marker-pane > *, path.leaflet-interactive').first(),
    credit: map.locator('.leaflet-control-attribution'),
  };
  for (const [name, part] of Object.entries(parts)) {
    await expect(part, `the map's ${name}`).toBeVisible();
    // Twice: the header's top row scrolls away on the first move, which shifts its visible bar's middle.
    for (let move = 0; move < 2; move++) {
      const [bar, box] = [await header.boundingBox(), await part.boundingBox()];
      const barMiddle = (Math.max(bar!.y, 0) + bar!.y + bar!.height) / 2;
      await page.evaluate((by) => window.scrollBy(0, by), box!.y + box!.height / 2 - barMiddle);
    }
    const [bar, box] = [await header.boundingBox(), await part.boundingBox()];
    const point = { x: box!.x + box!.width / 2, y: (Math.max(bar!.y, 0) + bar!.y + bar!.height) / 2 };
    // The part is under the header there (else the page could not scroll it so far, and nothing would be shown).
    expect(point.y, `the map's ${name} under the header`).toBeGreaterThanOrEqual(box!.y);
    expect(point.y, `the map's ${name} under the header`).toBeLessThanOrEqual(box!.y + box!.height);
    const handle = await header.elementHandle();
    const headerOnTop = await page.evaluate(
      ([x, y, element]) => Boolean(element?.contains(document.elementFromPoint(x, y))),
      [point.x, point.y, handle] as const,
    );
    await shot(name);
    expect(headerOnTop, `the header over the map's ${name}`).toBe(true);
  }
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
  test(`${lang}: /pharmacy-map at 1280 px: the list beside the map, the map box laid out, 44 px links`, async ({
    page,
  }) => {
    const { t, at } = textsFor(lang);
    await page.goto(at('/pharmacy-map'));
    await expect(page.getByRole('heading', { level: 1, name: t('pharmacyMap.title') })).toBeVisible();
    await expectUsableMap(page, lang);
    const list = await page.getByRole('list', { name: t('pharmacyMap.list') }).boundingBox();
    const map = await page.getByRole('region', { name: t('pharmacyMap.map') }).boundingBox();
    expect(map!.x).toBeGreaterThan(list!.x + list!.width);
  });

  test(`${lang}: /pharmacy-map scrolled under the sticky header: the header stays over the map's controls, markers and credit line`, async ({
    page,
  }, testInfo) => {
    const { t, at } = textsFor(lang);
    // A window short enough that the map's bottom, its credit line, can be scrolled up under the header.
    await page.setViewportSize({ width: 1280, height: 560 });
    await page.goto(at('/pharmacy-map'));
    // By its name (a region now; the map was an image when the header's bug was found).
    const map = page.getByLabel(t('pharmacyMap.map'), { exact: true });
    await expect(map.locator('.leaflet-pane').first()).toBeAttached({ timeout: 15_000 });
    await expectHeaderOverMap(page, map, async (name) => {
      const path = testInfo.outputPath(`map-under-header-${name}-${lang}-1280.png`);
      await page.screenshot({ path });
      await testInfo.attach(`map-under-header-${name}-${lang}-1280`, { path, contentType: 'image/png' });
    });
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
  });
}

test('/take-from-shop at 1280 px: the map box laid out beside a list of 44 px targets', async ({
  page,
  request,
}) => {
  const { t } = textsFor('ru');
  const answer = await request.get(
    `/api/v1/drugs?search=${encodeURIComponent('Парацетамол')}&in_stock=1&lan=ru`,
  );
  const drug = ((await answer.json()).results as { slug: string; name: string; is_recept: boolean }[]).find(
    (candidate) => !candidate.is_recept,
  )!;
  await page.goto(`/product/${drug.slug}`);
  await page.waitForLoadState('networkidle');
  await page
    .getByRole('main')
    .getByRole('button', { name: t('product.addToCart') })
    .first()
    .click();
  await expect(page.getByRole('group', { name: drug.name })).toBeVisible();
  await page.goto('/take-from-shop');
  await expect(page.getByRole('heading', { level: 1, name: t('checkout.choosePharmacy') })).toBeVisible();
  await expectUsableMap(page, 'ru');
});
