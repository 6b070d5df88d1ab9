import { expect, test } from '@playwright/test';
import { findDrug, signInAndRegister } from './support';
import { textsFor } from '@gopharm/i18n/texts';

// Courier checkout without the browser's geolocation (never granted here): the point is clicked on the map,
// which lays out and takes clicks although its tiles cannot load (no internet in the sandbox).
test('ru: a courier order with geolocation refused: the point is clicked on the checkout map', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const { t, pattern } = textsFor('ru');
  await page.goto('/auth');
  await signInAndRegister(page, request);
  await expect(page).toHaveURL(/\/profile-mobile$/);
  const drug = await findDrug(request, 'Ибупрофен');
  await page.goto(`/product/${drug.slug}`);
  await page.waitForLoadState('networkidle');
  await page
    .getByRole('region', { name: t('product.price') })
    .getByRole('button', { name: t('product.addToCart') })
    .click();
  await expect(page.getByRole('group', { name: drug.name })).toBeVisible();
  await page
    .getByRole('navigation', { name: t('bottomBar.label') })
    .getByRole('link', { name: t('bottomBar.cart') })
    .click();
  const needed = Math.min(drug.max_count, Math.ceil(30_000 / drug.price));
  await page
    .getByRole('listitem', { name: drug.name })
    .getByRole('textbox', { name: t('product.quantity') })
    .fill(String(Math.max(needed, 1)));
  await page.keyboard.press('Enter');
  await page.getByRole('link', { name: t('cart.checkout') }).click();
  await expect(page).toHaveURL(/\/order-process$/);

  await page.getByRole('radio', { name: t('checkout.shipping') }).check();
  await page.getByLabel(t('checkout.street')).fill('ул. Амира Темура, Юнусабад');
  await page.getByLabel(t('checkout.house'), { exact: true }).fill('12');
  // No geolocation here (never granted): the shopper clicks the map, which lays out without its tiles.
  const map = page.getByRole('region', { name: t('checkout.pointOnMap') });
  await expect(map.locator('.leaflet-pane').first()).toBeAttached();
  const box = await map.boundingBox();
  expect(box!.width).toBeGreaterThan(200);
  // A touch screen's hint speaks of tapping, not of keyboard arrows.
  await expect(page.getByText(t('checkout.mapHint'))).toBeVisible();
  await expect(page.getByText(t('checkout.mapKeyboardHint'))).toBeHidden();
  // The zoom buttons in the page's language, each a 44 px target.
  for (const name of [t('pharmacyMap.zoomIn'), t('pharmacyMap.zoomOut')]) {
    const zoom = map.getByRole('button', { name });
    const zoomBox = await zoom.boundingBox();
    expect(zoomBox!.width).toBeGreaterThanOrEqual(44);
    expect(zoomBox!.height).toBeGreaterThanOrEqual(44);
  }
  // Scrolled under the sticky header, the map stays under it: where its "+" passes below the search bar, a tap
  // lands on the header, not on the map.
  const header = page.locator('header').first();
  const zoomIn = map.getByRole('button', { name: t('pharmacyMap.zoomIn') });
  const [headerBox, zoomInBox] = [await header.boundingBox(), await zoomIn.boundingBox()];
  await page.evaluate((by) => window.scrollBy(0, by), zoomInBox!.y - (headerBox!.y + headerBox!.height / 2));
  const under = await zoomIn.boundingBox();
  const topmost = await page.evaluate(
    ({ x, y }) => document.elementFromPoint(x, y)?.closest('header, .leaflet-container')?.tagName ?? null,
    { x: under!.x + under!.width / 2, y: (await header.boundingBox())!.y + headerBox!.height / 2 },
  );
  expect(topmost).toBe('HEADER');
  await map.scrollIntoViewIfNeeded();
  await map.click({ position: { x: box!.width / 2, y: box!.height / 2 } });
  await expect(page.getByRole('status').filter({ hasText: t('checkout.locationSet') })).toBeVisible();
  await page.getByRole('button', { name: t('checkout.placeOrder') }).click();
  const dialog = page.getByRole('dialog', { name: t('orderSuccess.title') });
  await expect(dialog).toContainText(pattern('orderSuccess.number', 'number', 'GP.\\d{6}'));
});
