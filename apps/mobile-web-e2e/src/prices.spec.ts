import { expectCheaperEquivalents } from '@gopharm/util/e2e';
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
