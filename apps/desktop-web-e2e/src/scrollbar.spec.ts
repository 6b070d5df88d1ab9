import { textsFor } from '@gopharm/i18n/texts';
import { waitForAppStart } from '@gopharm/util/testing';
import { expect, test } from '@playwright/test';
import { chromiumLaunchOptions } from '../../../tools/e2e/playwright-shared';
import { drugsOf, localized, type Locale } from './ssr-support';
import { signIn } from './support';

// Playwright hides scrollbars in headless Chromium; a desktop browser shows them, taking 15 px of the window. The
// rest of the suite keeps Playwright's default; this file looks at the page with the scrollbar a shopper sees.
test.use({ launchOptions: { ...chromiumLaunchOptions, ignoreDefaultArgs: ['--hide-scrollbars'] } });

const CATEGORY = 'vitaminy-i-bad';
const LOCALES: Locale[] = ['ru', 'uz'];

test('the page does not move sideways when its scrollbar goes: a dialog locks scrolling (ru, uz)', async ({
  page,
  request,
}) => {
  // Lighthouse's desktop window: the page's column is narrower than the window, so it is centred in it.
  await page.setViewportSize({ width: 1350, height: 940 });
  // The region dialog is a registered shopper's (a guest's tap goes to sign-in).
  await page.goto('/auth');
  await signIn(page);
  await expect(page).not.toHaveURL(/\/auth$/);
  for (const locale of LOCALES) {
    const { t } = textsFor(locale);
    const [drug] = await drugsOf(request, CATEGORY, locale);
    await page.goto(localized(`/search?q=${encodeURIComponent(drug.name.split(/\s+/)[0])}`, locale));
    await waitForAppStart(page);
    const logo = page.getByRole('link', { name: t('header.logo') });
    const before = await logo.boundingBox();
    // The page is taller than the window, and its scrollbar takes room (else this test proves nothing).
    expect(await page.evaluate(() => document.documentElement.scrollHeight > window.innerHeight)).toBe(true);
    expect(
      await page.evaluate(() => window.innerWidth - document.documentElement.clientWidth),
    ).toBeGreaterThan(0);
    await page.getByRole('button', { name: new RegExp(t('region.title')) }).click();
    await expect(page.getByRole('dialog', { name: t('region.title') })).toBeVisible();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    expect(await logo.boundingBox()).toEqual(before);
  }
});

test('at 1280 px with the scrollbar taking its room, no page overflows sideways (ru, uz)', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  for (const locale of LOCALES) {
    const [drug] = await drugsOf(request, CATEGORY, locale);
    for (const path of [
      '/',
      `/catalog/${CATEGORY}`,
      `/product/${drug.slug}`,
      `/search?q=${encodeURIComponent(drug.name.split(/\s+/)[0])}`,
      '/cart',
    ]) {
      await page.goto(localized(path, locale));
      await waitForAppStart(page);
      const widths = await page.evaluate(() => ({
        page: document.documentElement.scrollWidth,
        window: document.documentElement.clientWidth,
      }));
      expect(widths.window, path).toBeLessThan(1280);
      expect(widths.page, path).toBeLessThanOrEqual(widths.window);
    }
  }
});
