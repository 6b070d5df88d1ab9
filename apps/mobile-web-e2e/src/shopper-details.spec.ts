import { expect, test, type Locator, type Page, type TestInfo } from '@playwright/test';
import { textsFor } from '@gopharm/i18n/texts';
import {
  expectCardStillWhenAdded,
  expectCartAndLocateUncramped,
  expectNothingFoundHelps,
  expectRegionChipFitsItsName,
  expectTabChevronsClear,
  expectOneAppBlockOnHome,
  expectPlaceholdersWhole,
  expectUzbekExpressSaidOneWay,
  placeOrderByApi,
} from '@gopharm/util/e2e';
import { signInAndRegister } from './support';

/**
 * What the shopper's finger meets at the middle of `part` (`document.elementFromPoint`): 'inside' when it is inside
 * `topmost` (the part itself when nothing covers it, a dialog's shade when one is open over it), else the element
 * it meets, described (tag, classes, text), so a failure says what covered the part.
 */
async function topmostAtMiddleOf(page: Page, part: Locator, topmost: Locator): Promise<string> {
  const box = await part.boundingBox();
  if (!box) throw new Error('the part is not on screen');
  const handle = await topmost.elementHandle();
  return page.evaluate(
    ([x, y, element]) => {
      const hit = document.elementFromPoint(x, y);
      if (element?.contains(hit)) return 'inside';
      return hit
        ? `<${hit.tagName.toLowerCase()} class="${hit.className}">${hit.textContent?.slice(0, 40)}`
        : 'nothing';
    },
    [box.x + box.width / 2, box.y + box.height / 2, handle] as const,
  );
}

/** A screenshot of one part of the page, kept with the test's results. */
const shotOf =
  (testInfo: TestInfo, lang: string) =>
  async (name: string, part: Locator): Promise<void> => {
    const path = testInfo.outputPath(`issue-44-${name}-${lang}-390.png`);
    await part.screenshot({ path });
    await testInfo.attach(`${name}-${lang}-390`, { path, contentType: 'image/png' });
  };

// Issue 44's smaller points, as a shopper on a 390 px phone meets them, in both languages.
for (const lang of ['ru', 'uz'] as const) {
  const texts = textsFor(lang);
  const { t, at } = texts;

  test(`${lang}: a search that finds nothing offers "did you mean", popular queries and the catalogue`, async ({
    page,
  }) => {
    await expectNothingFoundHelps(page, texts, lang);
  });

  test(`${lang}: one "download the app" block on the home page`, async ({ page }) => {
    await expectOneAppBlockOnHome(page, texts);
  });

  test(`${lang}: the filters' price placeholders are read whole`, async ({ page }) => {
    await page.goto(at('/catalog/lekarstvennye-sredstva'));
    await page.getByRole('button', { name: t('catalog.filters') }).click();
    const sheet = page.getByRole('dialog', { name: t('catalog.filters') });
    await expectPlaceholdersWhole(
      sheet.getByRole('group', { name: t('catalog.price') }).getByRole('textbox'),
    );
  });

  test(`${lang}: a dialog declared inside a part of the page that stacks on its own shades the header and the bottom bar`, async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    await page.goto(at('/auth'));
    const phone = await signInAndRegister(page, request, undefined, lang);
    await page.waitForURL((url) => !url.pathname.endsWith('/auth'));
    const orderId = await placeOrderByApi(page, phone, lang, 1);
    await page.goto(at(`/order-detail?id=${orderId}`));
    const repeat = page.getByRole('button', { name: t('orders.repeat'), exact: true });
    await expect(repeat).toBeVisible();
    // The page's main part made a stacking context of its own, as a sticky or positioned part of a page does (set
    // through the element's style: the page's CSP refuses an added style sheet): the repeat dialog is declared
    // inside it, and its shade must still be the topmost thing over both bars.
    await page.getByRole('main').evaluate((main) => (main.style.isolation = 'isolate'));
    const header = page.getByRole('banner');
    const bar = page.getByRole('navigation', { name: t('bottomBar.label') });
    await expect(header).toBeVisible();
    await expect(bar).toBeVisible();
    expect(await topmostAtMiddleOf(page, header, header), 'the header, before the dialog').toBe('inside');
    expect(await topmostAtMiddleOf(page, bar, bar), 'the bottom bar, before the dialog').toBe('inside');
    await repeat.click();
    const shade = page.getByRole('dialog').locator('xpath=..');
    await expect(shade).toBeVisible();
    expect(await topmostAtMiddleOf(page, header, shade), 'the shade over the sticky header').toBe('inside');
    expect(await topmostAtMiddleOf(page, bar, shade), 'the shade over the bottom bar').toBe('inside');
  });

  test(`${lang}: the cart's × beside its line with a seven-digit sum; "my location" on one line`, async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(90_000);
    await page.context().grantPermissions(['geolocation']);
    await page.context().setGeolocation({ latitude: 41.3111, longitude: 69.2797 });
    await page.goto(at('/auth'));
    await signInAndRegister(page, request, undefined, lang);
    await page.waitForURL((url) => !url.pathname.endsWith('/auth'));
    await expectCartAndLocateUncramped(page, texts, lang, shotOf(testInfo, lang));
  });

  test(`${lang}: no chevron of the instruction's tab row lies over a tab`, async ({ page }, testInfo) => {
    await expectTabChevronsClear(page, texts, shotOf(testInfo, lang));
  });

  test(`${lang}: a card's price stays where it is when the drug is added`, async ({ page }, testInfo) => {
    await expectCardStillWhenAdded(page, texts, shotOf(testInfo, lang));
  });

  test(`${lang}: the region chip cut by the spec is named in full and as wide as what it shows`, async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(60_000);
    await page.goto(at('/auth'));
    await signInAndRegister(page, request, undefined, lang);
    await page.waitForURL((url) => !url.pathname.endsWith('/auth'));
    await page.goto(at('/'));
    const chip = () => page.getByRole('main').getByRole('button', { name: new RegExp(t('region.title')) });
    await expectRegionChipFitsItsName(page, texts, lang, chip, shotOf(testInfo, lang));
  });
}

test('uz: the article says express delivery as the checkout does, in an hour and a half', async ({
  page,
}) => {
  await expectUzbekExpressSaidOneWay(page, textsFor('uz'));
});
