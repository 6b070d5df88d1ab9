import { test } from '@playwright/test';
import { filterShelfByBrand, filterShelfByForm } from '@gopharm/util/e2e';
import { textsFor } from '@gopharm/i18n/texts';

// The filters that fit the shelf (issue 41): a medicine shelf by dosage form, a goods shelf by brand; links,
// at a phone's width and a computer's, in both languages, and without the app's scripts.
for (const width of [390, 1280]) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height: 844 } });
    for (const lang of ['ru', 'uz'] as const) {
      test(`${lang}: a medicine shelf by dosage form, a goods shelf by brand`, async ({ page }, testInfo) => {
        // Two shelves, each filtered and cleared, then two pages to look at: more than one journey's time.
        test.slow();
        const texts = textsFor(lang);
        await filterShelfByForm(page, texts);
        await filterShelfByBrand(page, texts);
        // Looked at by eye: the chosen chips, the count, the grid.
        for (const [name, path] of [
          ['form', '/catalog/obezbolivayushchie?form=p'],
          ['brand', '/catalog/tonometry?brand=Omron'],
        ]) {
          await page.goto(texts.at(path));
          await page.screenshot({ path: testInfo.outputPath(`desktop-${lang}-${width}-${name}.png`) });
        }
      });
    }
  });
}

test.describe('without scripts', () => {
  test.use({ javaScriptEnabled: false });
  for (const lang of ['ru', 'uz'] as const) {
    test(`${lang}: the shelf's filters are links the server answers`, async ({ page }) => {
      await filterShelfByForm(page, textsFor(lang), false);
      await filterShelfByBrand(page, textsFor(lang), false);
    });
  }
});
