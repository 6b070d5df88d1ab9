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
} from '@gopharm/util/e2e';
import { signInAndRegister } from './support';

/** Whether what the shopper's finger meets at the middle of `part` is `part` itself (not a dialog's shade over it). */
async function tapReaches(page: Page, part: Locator): Promise<boolean> {
  const box = await part.boundingBox();
  if (!box) throw new Error('the part is not on screen');
  const handle = await part.elementHandle();
  return page.evaluate(([x, y, element]) => Boolean(element?.contains(document.elementFromPoint(x, y))), [
    box.x + box.width / 2,
    box.y + box.height / 2,
    handle,
  ] as const);
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

  test(`${lang}: the filters' price placeholders are read whole, and the sheet's shade covers the header and the bottom bar`, async ({
    page,
  }) => {
    await page.goto(at('/catalog/lekarstvennye-sredstva'));
    const header = page.getByRole('banner');
    const bar = page.getByRole('navigation', { name: t('bottomBar.label') });
    expect(await tapReaches(page, header)).toBe(true);
    expect(await tapReaches(page, bar)).toBe(true);
    await page.getByRole('button', { name: t('catalog.filters') }).click();
    const sheet = page.getByRole('dialog', { name: t('catalog.filters') });
    await expectPlaceholdersWhole(
      sheet.getByRole('group', { name: t('catalog.price') }).getByRole('textbox'),
    );
    expect(await tapReaches(page, header), 'the header under the shade').toBe(false);
    expect(await tapReaches(page, bar), 'the bottom bar under the shade').toBe(false);
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
