import { headerShadowOf, mainOffsetOf, scrollWindowTo, scrollYOf } from '@gopharm/util/testing';
import { expect, test } from '@playwright/test';
import { drugsOf } from './ssr-support';
import { textsFor } from '@gopharm/i18n/texts';

// Nothing scrolls by itself: a page opens at its top unless the shopper came back to it, and the header's
// sticky style never moves the page.
const CATEGORY = 'vitaminy-i-bad';
const { t } = textsFor('ru');

test('a product page opens at its top and stays there while its instruction loads', async ({
  page,
  request,
}) => {
  const [drug] = await drugsOf(request, CATEGORY, 'ru');
  await page.goto(`/product/${drug.slug}`);
  await expect(page.getByRole('tablist', { name: t('product.instruction') })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await scrollYOf(page)).toBe(0);
});

test('Back returns to the place on ?page=2 of a listing; a page opened from it starts at its top', async ({
  page,
}) => {
  await page.goto(`/catalog/${CATEGORY}?page=2`);
  const grid = page.getByRole('main').getByRole('article');
  await expect(grid.first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await scrollWindowTo(page, 900);
  // Playwright scrolls a link into view before it clicks: do that first, so the place left is the one read.
  const link = grid.nth(8).getByRole('link').first();
  await link.scrollIntoViewIfNeeded();
  const left = await scrollYOf(page);
  const listingTitle = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
  await link.click();
  await expect(page).toHaveURL(/\/product\//);
  const product = page.url();
  // The address changes at once, but the listing stays on screen (still scrolled) until the product's screen is
  // in: the navigation is a transition. The place is read once the product's heading has replaced the listing's.
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(listingTitle);
  expect(await scrollYOf(page)).toBe(0);

  // The connection drops on the product page: Back shows the listing as it was left, at its height (the place is
  // there to return to), and its quiet refresh failing changes nothing on it.
  const listingCall = /\/api\/v1\/drugs\?/;
  await page.route(listingCall, (route) => route.abort('internetdisconnected'));
  const refreshed = page.waitForRequest(listingCall);
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/catalog/${CATEGORY}\\?page=2$`));
  await refreshed;
  await expect.poll(() => scrollYOf(page)).toBe(left);
  await expect(grid).toHaveCount(24);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.unroute(listingCall);
  await page.goForward();
  await expect(page).toHaveURL(product);
  await expect.poll(() => scrollYOf(page)).toBe(0);
});

test('a link to another page opens it at its top, not at the old position', async ({ page }) => {
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await scrollWindowTo(page, 1200);
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: t('pages.delivery') })
    .click();
  await expect(page).toHaveURL(/\/delivery-gopharm$/);
  await expect.poll(() => scrollYOf(page)).toBe(0);
});

for (const [width, threshold] of [
  [1280, 60],
  [900, 123],
] as const) {
  test(`the header turns sticky past ${threshold} px at ${width} px without moving the page`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(`/catalog/${CATEGORY}`);
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const offset = await mainOffsetOf(page);
    await scrollWindowTo(page, threshold - 10);
    expect(await headerShadowOf(page)).toBe('none');
    await scrollWindowTo(page, threshold + 10);
    await expect.poll(() => headerShadowOf(page)).not.toBe('none');
    // Still the same place in the document, and the bar is on screen at the top.
    expect(await mainOffsetOf(page)).toBe(offset);
    const bar = await page.getByRole('banner').getByRole('search').boundingBox();
    expect(bar?.y).toBeGreaterThanOrEqual(0);
    await scrollWindowTo(page, threshold - 10);
    await expect.poll(() => headerShadowOf(page)).toBe('none');
    expect(await mainOffsetOf(page)).toBe(offset);
  });
}
