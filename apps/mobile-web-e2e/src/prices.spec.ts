import { expectCheaperEquivalents, expectMinimumOrderExplained } from '@gopharm/util/e2e';
import { test } from '@playwright/test';
import { textsFor } from '@gopharm/i18n/texts';

for (const lang of ['ru', 'uz'] as const) {
  test(`${lang}: a brand's page says the price per tablet and which makers' equivalents are cheaper`, async ({
    page,
  }, testInfo) => {
    await expectCheaperEquivalents(page, textsFor(lang));
    await testInfo.attach(`equivalents-${lang}`, { body: await page.screenshot(), contentType: 'image/png' });
  });
}

for (const lang of ['ru', 'uz'] as const) {
  test(`${lang}: a drug below the minimum order says the minimum (pick-up too) and how much more, on its page and in the cart`, async ({
    page,
  }, testInfo) => {
    const texts = textsFor(lang);
    await expectMinimumOrderExplained(page, texts, lang, () =>
      page
        .getByRole('navigation', { name: texts.t('bottomBar.label') })
        .getByRole('link', { name: texts.t('bottomBar.cart') })
        .click(),
    );
    await testInfo.attach(`minimum-cart-${lang}-390`, {
      body: await page.screenshot(),
      contentType: 'image/png',
    });
  });
}
