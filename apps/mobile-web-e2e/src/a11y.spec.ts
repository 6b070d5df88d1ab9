import { expect, test, type Page } from '@playwright/test';
import { textsFor } from '@gopharm/i18n/texts';
import { skipToContentByKeyboard } from '@gopharm/util/e2e';
import { addFromProductPage, expectNoSeriousViolation, findDrug } from './support';

// One test per page: axe takes seconds a page on a busy machine, and a failure names its page.
test.describe('no serious or critical axe violation', () => {
  const pages: Array<[string, string, (page: Page) => Promise<void>]> = [
    [
      'home',
      '/',
      (page) =>
        expect(
          page.getByRole('list', { name: 'Популярные товары' }).getByRole('article').first(),
        ).toBeVisible(),
    ],
    [
      'catalogue',
      '/catalog/lekarstvennye-sredstva',
      (page) =>
        expect(
          page.getByRole('list', { name: 'Лекарственные средства' }).getByRole('article').first(),
        ).toBeVisible(),
    ],
    // Once Leaflet has drawn the markers: before, the map is an empty box and axe has nothing to find.
    ...(['/pharmacy-map', '/uz/pharmacy-map'] as const).map(
      (path): [string, string, (page: Page) => Promise<void>] => [
        `pharmacy map ${path}`,
        path,
        (page) => expect(page.locator('.leaflet-interactive').first()).toBeAttached(),
      ],
    ),
    [
      'search',
      '/search?q=%D0%B0%D1%81%D0%BF%D0%B8%D1%80%D0%B8%D0%BD',
      (page) => expect(page.getByRole('heading', { level: 1 })).toContainText('аспирин'),
    ],
  ];
  for (const [name, path, shown] of pages) {
    test(name, async ({ page }, testInfo) => {
      await page.goto(path);
      await shown(page);
      await testInfo.attach(`${name}-390`, {
        body: await page.screenshot({ fullPage: true }),
        contentType: 'image/png',
      });
      await expectNoSeriousViolation(page);
    });
  }

  test('product and cart (uz)', async ({ page, request }) => {
    const drug = await findDrug(request, 'Ибупрофен', 'uz');
    await addFromProductPage(page, drug, 'uz');
    await expectNoSeriousViolation(page);
    await page.goto('/uz/cart');
    await expect(page.getByRole('listitem', { name: drug.name })).toBeVisible();
    await expectNoSeriousViolation(page);
  });
});

for (const locale of ['ru', 'uz'] as const) {
  test(`${locale}: the first Tab shows the skip link, a touch target in the window, and it takes the keyboard to the content`, async ({
    page,
  }) => {
    await skipToContentByKeyboard(page, textsFor(locale));
  });
}
