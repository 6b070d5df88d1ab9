import { expect, test } from '@playwright/test';
import { textsFor } from '@gopharm/i18n/texts';
import {
  expectNothingFoundHelps,
  expectOneAppBlockOnHome,
  expectPlaceholdersWhole,
  expectUzbekExpressSaidOneWay,
} from '@gopharm/util/e2e';
import { APP_START_TIMEOUT, holdAppScripts, waitForAppStart } from '@gopharm/util/testing';

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
}

test('uz: the article says express delivery as the checkout does, in an hour and a half', async ({
  page,
}) => {
  await expectUzbekExpressSaidOneWay(page, textsFor('uz'));
});
