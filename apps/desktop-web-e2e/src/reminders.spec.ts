import { remindAndRepeatOrder } from '@gopharm/util/e2e';
import { expect, test } from '@playwright/test';
import { newPhone, signIn } from './support';
import { textsFor } from '@gopharm/i18n/texts';

test.describe.configure({ timeout: 120_000 });

for (const lang of ['ru', 'uz'] as const) {
  test(`${lang}: a picked-up order is reminded of in 30 days, listed in the profile and cancelled; /cart?repeat= fills the cart`, async ({
    page,
  }, testInfo) => {
    const texts = textsFor(lang);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(texts.at('/auth'));
    const phone = await signIn(page, newPhone(), lang);
    await expect(page).toHaveURL(new RegExp(`${texts.at('/profile')}$`));
    await remindAndRepeatOrder(page, texts, phone, lang, '/profile', async (name) => {
      const path = testInfo.outputPath(`reminders-${name}-${lang}-1280.png`);
      await page.screenshot({ path, fullPage: true });
      await testInfo.attach(`reminders-${name}-${lang}-1280`, { path, contentType: 'image/png' });
    });
  });
}
