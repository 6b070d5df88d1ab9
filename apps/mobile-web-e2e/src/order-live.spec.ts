import { followOrderLive } from '@gopharm/util/e2e';
import { expect, test } from '@playwright/test';
import { freshPhone, signInAndRegister } from './support';
import { textsFor } from '@gopharm/i18n/texts';

for (const lang of ['ru', 'uz'] as const) {
  test(`${lang}: an open order page shows each step the pharmacy reports within 2 s, without a reload`, async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(90_000);
    const texts = textsFor(lang);
    await page.goto(texts.at('/auth'));
    const phone = await signInAndRegister(page, request, freshPhone(), lang);
    await expect(page).toHaveURL(new RegExp(`${texts.at('/profile-mobile')}$`));
    await followOrderLive(page, texts, phone, lang);
    await testInfo.attach(`order-live-${lang}-390`, {
      body: await page.screenshot({ fullPage: true }),
      contentType: 'image/png',
    });
  });
}
