import { headerShadowOf, mainOffsetOf, scrollWindowTo, scrollYOf } from '@gopharm/util/testing';
import { expect, test } from '@playwright/test';
import { drugsOf } from './ssr-support';
import { textsFor } from '@gopharm/i18n/texts';

// Nothing scrolls by itself: a page opens at its top unless the shopper came back to it, and the header's
// sticky style never moves the page.
const CATEGORY = 'vitaminy-i-bad';
const { t } = textsFor('ru');

test('a product page opens at its top: the instruction tabs scroll their row, not the page', async ({
  page,
  request,
}) => {
  const [drug] = await drugsOf(request, CATEGORY, 'ru');
  await page.goto(`/product/${drug.slug}`);
  await expect(page.getByRole('tablist', { name: t('product.instruction') })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await scrollYOf(page)).toBe(0);
  await expect(page.getByRole('heading', { level: 1, name: drug.name })).toBeInViewport();
});

test('Back returns to the place on ?page=2 of a listing; a page opened from it starts at its top', async ({
  page,
}) => {
  await page.goto(`/catalog/${CATEGORY}?page=2`);
  const grid = page.getByRole('main').getByRole('article');
  await expect(grid.first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await scrollWindowTo(page, 900);
  const left = await scrollYOf(page);
  const listingTitle = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
  await grid.nth(4).getByRole('link').first().click();
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

test('a tab of the bottom bar opens its page at the top, and Back returns to the old place', async ({
  page,
}) => {
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await scrollWindowTo(page, 1200);
  const left = await scrollYOf(page);
  const bar = page.getByRole('navigation', { name: t('bottomBar.label') });
  await bar.getByRole('link', { name: t('bottomBar.categories') }).click();
  await expect(page).toHaveURL(/\/catalog-home$/);
  await expect.poll(() => scrollYOf(page)).toBe(0);
  await page.goBack();
  await expect.poll(() => scrollYOf(page)).toBe(left);
});

test('the header takes its sticky style past 123 px without moving the page', async ({ page }) => {
  await page.goto(`/catalog/${CATEGORY}`);
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  const offset = await mainOffsetOf(page);
  await scrollWindowTo(page, 113);
  expect(await headerShadowOf(page)).toBe('none');
  await scrollWindowTo(page, 133);
  await expect.poll(() => headerShadowOf(page)).not.toBe('none');
  expect(await mainOffsetOf(page)).toBe(offset);
  expect((await page.getByRole('banner').boundingBox())?.y).toBe(0);
  await scrollWindowTo(page, 113);
  await expect.poll(() => headerShadowOf(page)).toBe('none');
  expect(await mainOffsetOf(page)).toBe(offset);
});

test('a chosen chip far along its line is in view when the shelf opens; the line scrolls, not the page', async ({
  page,
}) => {
  // The last of the shelf's dosage forms, beyond a phone's width in the line of chips.
  await page.goto(`/catalog/${CATEGORY}?form=ef`);
  await page.waitForLoadState('networkidle');
  const chosen = page.getByRole('main').locator('a[aria-current="page"]', { hasText: 'Таблетки шипучие' });
  await expect(chosen).toBeInViewport({ ratio: 1 });
  expect(await scrollYOf(page)).toBe(0);
});
