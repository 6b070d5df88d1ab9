import { expect, test, type Locator, type Page } from '@playwright/test';
import { textsFor } from '@gopharm/i18n/texts';
import {
  expectNothingFoundHelps,
  expectOneAppBlockOnHome,
  expectPlaceholdersWhole,
  expectUzbekExpressSaidOneWay,
} from '@gopharm/util/e2e';

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
}

test('uz: the article says express delivery as the checkout does, in an hour and a half', async ({
  page,
}) => {
  await expectUzbekExpressSaidOneWay(page, textsFor('uz'));
});
