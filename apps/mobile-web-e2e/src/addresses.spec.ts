import { expect, test } from '@playwright/test';
import { saveThenDeleteAddress } from '@gopharm/util/e2e';
import { textsFor } from '@gopharm/i18n/texts';
import { signInAndRegister } from './support';

test.use({ geolocation: { latitude: 41.3111, longitude: 69.2797 }, permissions: ['geolocation'] });

for (const lang of ['ru', 'uz'] as const) {
  test(`${lang}: a saved address is deleted only when the shopper says so`, async ({
    page,
    request,
  }, testInfo) => {
    test.slow();
    const texts = textsFor(lang);
    await page.goto(texts.at('/auth'));
    await signInAndRegister(page, request, undefined, lang);
    await expect(page).toHaveURL(/\/profile-mobile$/, { timeout: 20_000 });
    await saveThenDeleteAddress(page, texts, testInfo.outputPath(`address-dialog-${lang}.png`));
  });
}
