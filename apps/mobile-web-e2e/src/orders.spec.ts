import { repeatAndCancelPickupOrder } from '@gopharm/util/e2e';
import { test } from '@playwright/test';
import { signInAndRegister } from './support';
import { textsFor } from '@gopharm/i18n/texts';

test.describe.configure({ timeout: 120_000 });

for (const lang of ['ru', 'uz'] as const) {
  test(`${lang}: a repeated pick-up order keeps its pharmacy and prescription; the history and the order say more; it is cancelled`, async ({
    page,
    request,
  }, testInfo) => {
    const texts = textsFor(lang);
    await page.goto(texts.at('/auth'));
    await signInAndRegister(page, request, undefined, lang);
    await page.waitForURL((url) => !url.pathname.endsWith('/auth'));
    await repeatAndCancelPickupOrder(
      page,
      texts,
      lang,
      () =>
        page
          .getByRole('navigation', { name: texts.t('bottomBar.label') })
          .getByRole('link', { name: texts.t('bottomBar.cart') })
          .click(),
      async (name) => {
        const path = testInfo.outputPath(`orders-${name}-${lang}-390.png`);
        await page.screenshot({ path, fullPage: true });
        await testInfo.attach(`orders-${name}-${lang}-390`, { path, contentType: 'image/png' });
      },
    );
  });
}
