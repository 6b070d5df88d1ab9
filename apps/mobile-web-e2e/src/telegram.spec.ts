import { followOrderLive, linkTelegram } from '@gopharm/util/e2e';
import { expect, test } from '@playwright/test';
import { freshPhone, signInAndRegister } from './support';
import { textsFor } from '@gopharm/i18n/texts';

for (const [index, lang] of (['ru', 'uz'] as const).entries()) {
  test(`${lang}: Telegram chosen in the settings, the order's message comes through the bot once, not by SMS`, async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(120_000);
    const texts = textsFor(lang);
    await page.goto(texts.at('/auth'));
    const phone = await signInAndRegister(page, request, freshPhone(), lang);
    await expect(page).toHaveURL(new RegExp(`${texts.at('/profile-mobile')}$`));
    const chat = 8_200_000 + index * 1_000 + Math.floor(Math.random() * 1_000);
    await linkTelegram(page, texts, lang, chat, async (state) => {
      await testInfo.attach(`telegram-${state}-${lang}-390`, {
        body: await page.screenshot({
          fullPage: true,
          path: testInfo.outputPath(`telegram-${state}-${lang}-390.png`),
        }),
        contentType: 'image/png',
      });
      const width = page.viewportSize()?.width ?? 390;
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    });
    await followOrderLive(page, texts, phone, lang, chat);
  });
}
