import { followOrderLive } from '@gopharm/util/e2e';
import { expect, test } from '@playwright/test';
import { newPhone, signIn } from './support';
import { textsFor } from '@gopharm/i18n/texts';

test.describe.configure({ timeout: 90_000 });

for (const lang of ['ru', 'uz'] as const) {
  test(`${lang}: an open order page shows each step the pharmacy reports within 2 s, without a reload`, async ({
    page,
  }, testInfo) => {
    const texts = textsFor(lang);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(texts.at('/auth'));
    const phone = await signIn(page, newPhone(), lang);
    await expect(page).toHaveURL(new RegExp(`${texts.at('/profile')}$`));
    await followOrderLive(page, texts, phone, lang);
    await testInfo.attach(`order-live-${lang}-1280`, {
      body: await page.screenshot({ fullPage: true }),
      contentType: 'image/png',
    });
  });
}
