import { repeatAndCancelPickupOrder } from '@gopharm/util/e2e';
import { expect, test } from '@playwright/test';
import { newPhone, signIn } from './support';
import { textsFor } from '@gopharm/i18n/texts';

test.describe.configure({ timeout: 120_000 });

for (const lang of ['ru', 'uz'] as const) {
  test(`${lang}: a repeated pick-up order keeps its pharmacy and prescription; the history and the order say more; it is cancelled`, async ({
    page,
  }, testInfo) => {
    const texts = textsFor(lang);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(texts.at('/auth'));
    await signIn(page, newPhone(), lang);
    await expect(page).toHaveURL(new RegExp(`${texts.at('/profile')}$`));
    await repeatAndCancelPickupOrder(
      page,
      texts,
      lang,
      () => page.getByRole('link', { name: new RegExp(texts.t('header.basket')) }).click(),
      async (name) => {
        const path = testInfo.outputPath(`orders-${name}-${lang}-1280.png`);
        await page.screenshot({ path, fullPage: true });
        await testInfo.attach(`orders-${name}-${lang}-1280`, { path, contentType: 'image/png' });
      },
    );
  });
}
