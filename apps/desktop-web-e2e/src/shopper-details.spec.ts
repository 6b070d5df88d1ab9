import { expect, test, type Locator, type TestInfo } from '@playwright/test';
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
import { APP_START_TIMEOUT, holdAppScripts, waitForAppStart } from '@gopharm/util/testing';
import { signIn } from './support';

/** A screenshot of one part of the page, kept with the test's results. */
const shotOf =
  (testInfo: TestInfo, lang: string) =>
  async (name: string, part: Locator): Promise<void> => {
    const path = testInfo.outputPath(`issue-44-${name}-${lang}-1280.png`);
    await part.screenshot({ path });
    await testInfo.attach(`${name}-${lang}-1280`, { path, contentType: 'image/png' });
  };

// Issue 44's smaller points, as a shopper at 1280 px meets them, in both languages.
for (const lang of ['ru', 'uz'] as const) {
  const texts = textsFor(lang);
  const { t, at } = texts;
  const other = textsFor(lang === 'ru' ? 'uz' : 'ru');
  const [query, sent] = lang === 'ru' ? ['нурофен', 'парацетамол'] : ['nurofen', 'paratsetamol'];

  test(`${lang}: the header box holds the results page's query: from a link and after a language switch`, async ({
    page,
  }) => {
    const box = page.getByRole('combobox', { name: t('search.placeholder') });
    await page.goto(at(`/search?q=${query}`));
    await expect(box).toHaveValue(query);
    // Editable where it stands: the shopper adds to it and sends it.
    await waitForAppStart(page);
    await box.press('End');
    await box.pressSequentially(' 200');
    await box.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/search\\?q=${encodeURIComponent(query)}(\\+|%20)200$`));
    await expect(box).toHaveValue(`${query} 200`);

    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: t('language.switchTo') })
      .click();
    await expect(page).toHaveURL(new RegExp(`:\\d+${other.at('/search')}\\?q=`));
    await expect(page.getByRole('combobox', { name: other.t('search.placeholder') })).toHaveValue(
      `${query} 200`,
    );
  });

  test(`${lang}: a search sent from the header before the app ran shows its query in the box`, async ({
    page,
  }) => {
    const box = page.getByRole('combobox', { name: t('search.placeholder') });
    const start = await holdAppScripts(page);
    await page.goto(at('/'), { waitUntil: 'commit' });
    await box.fill(sent);
    await box.press('Enter');
    start();
    await expect(page).toHaveURL(new RegExp(`/search\\?q=${encodeURIComponent(sent)}$`), {
      timeout: APP_START_TIMEOUT,
    });
    await expect(box).toHaveValue(sent);
    await waitForAppStart(page);
    await expect(box).toHaveValue(sent);
  });

  test(`${lang}: a search that finds nothing offers "did you mean", popular queries and the catalogue`, async ({
    page,
  }) => {
    await expectNothingFoundHelps(page, texts, lang);
  });

  test(`${lang}: one "download the app" block on the home page`, async ({ page }) => {
    await expectOneAppBlockOnHome(page, texts);
  });

  test(`${lang}: the price filter's placeholders are read whole`, async ({ page }) => {
    await page.goto(at('/catalog/lekarstvennye-sredstva'));
    const price = page.getByRole('group', { name: t('catalog.price') });
    await expectPlaceholdersWhole(price.getByRole('textbox'));
  });

  test(`${lang}: the cart's × beside its line with a seven-digit sum; "my location" on one line`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(90_000);
    await page.context().grantPermissions(['geolocation']);
    await page.context().setGeolocation({ latitude: 41.3111, longitude: 69.2797 });
    await page.goto(at('/auth'));
    await signIn(page, undefined, lang);
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
  }, testInfo) => {
    test.setTimeout(60_000);
    await page.goto(at('/auth'));
    await signIn(page, undefined, lang);
    await page.waitForURL((url) => !url.pathname.endsWith('/auth'));
    const chip = () => page.getByRole('banner').getByRole('button', { name: new RegExp(t('region.title')) });
    await expectRegionChipFitsItsName(page, texts, lang, chip, shotOf(testInfo, lang));
  });
}

test('uz: the article says express delivery as the checkout does, in an hour and a half', async ({
  page,
}) => {
  await expectUzbekExpressSaidOneWay(page, textsFor('uz'));
});
