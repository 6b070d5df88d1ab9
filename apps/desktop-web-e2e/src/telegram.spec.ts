import { followOrderLive, linkTelegram } from '@gopharm/util/e2e';
import { expect, test } from '@playwright/test';
import { newPhone, signIn } from './support';
import { textsFor } from '@gopharm/i18n/texts';

test.describe.configure({ timeout: 120_000 });

for (const [index, lang] of (['ru', 'uz'] as const).entries()) {
  test(`${lang}: Telegram chosen in the settings, the order's message comes through the bot once, not by SMS`, async ({
    page,
  }, testInfo) => {
    const texts = textsFor(lang);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(texts.at('/auth'));
    const phone = await signIn(page, newPhone(), lang);
    await expect(page).toHaveURL(new RegExp(`${texts.at('/profile')}$`));
    const chat = 8_100_000 + index * 1_000 + Math.floor(Math.random() * 1_000);
    await linkTelegram(page, texts, lang, chat, async (state) => {
      await testInfo.attach(`telegram-${state}-${lang}-1280`, {
        body: await page.screenshot({
          fullPage: true,
          path: testInfo.outputPath(`telegram-${state}-${lang}-1280.png`),
        }),
        contentType: 'image/png',
      });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
    });
    await followOrderLive(page, texts, phone, lang, chat);
  });
}
