import { test } from '@playwright/test';
import { saveThenDeleteAddress } from '@gopharm/util/e2e';
import { textsFor } from '@gopharm/i18n/texts';
import { signIn } from './support';

test.use({ geolocation: { latitude: 41.3111, longitude: 69.2797 }, permissions: ['geolocation'] });

for (const [lang, width] of [
  ['ru', 1280],
  ['uz', 390],
] as const) {
  test(`${lang}, ${width} px: a saved address is deleted only when the shopper says so`, async ({
    page,
  }, testInfo) => {
    test.slow();
    await page.setViewportSize({ width, height: 844 });
    const texts = textsFor(lang);
    await page.goto(texts.at('/auth'));
    await signIn(page, undefined, lang);
    await page.waitForURL((url) => !url.pathname.endsWith('/auth'));
    await saveThenDeleteAddress(page, texts, testInfo.outputPath(`address-dialog-${lang}-${width}.png`));
  });
}
