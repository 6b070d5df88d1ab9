import { expectPaymentChoicesLarge, paySavedCardThenRefund } from '@gopharm/util/e2e';
import { expect, test, type Locator } from '@playwright/test';
import { textsFor, type Lang } from '@gopharm/i18n/texts';
import { newPhone, signIn } from './support';

test.describe.configure({ timeout: 90_000 });

// Each card typed once on the profile's form, sent from the browser to the card API only (the secrets scan after
// the run looks for it in every database and log). The store calls one paid order off, the shopper the other (the
// phone's suite the other way round), so each language meets both refunds in one of the apps.
const RUNS: { lang: Lang; cancelledBy: 'store' | 'shopper'; card: { number: string; masked: string } }[] = [
  { lang: 'ru', cancelledBy: 'store', card: { number: '8600069195406311', masked: '8600 **** **** 6311' } },
  { lang: 'uz', cancelledBy: 'shopper', card: { number: '9860123456781236', masked: '9860 **** **** 1236' } },
];

for (const { lang, cancelledBy, card } of RUNS) {
  test(`${lang}: a saved card pays a later order without the number typed again; called off by the ${cancelledBy}, it is refunded`, async ({
    page,
  }, testInfo) => {
    const texts = textsFor(lang);
    await page.goto(texts.at('/auth'));
    const phone = await signIn(page, newPhone(), lang);
    await expect(page).toHaveURL(new RegExp(`${texts.at('/profile')}$`));
    await paySavedCardThenRefund(page, texts, phone, lang, card, cancelledBy);
    await testInfo.attach(`saved-card-refunded-${lang}-1280`, {
      body: await page.screenshot({ fullPage: true }),
      contentType: 'image/png',
    });
  });
}

// Issue 44, point 10: the payment page's card choices are large and styled, not the browser's tiny default radios.
for (const { lang, card } of RUNS) {
  test(`${lang}: each card on the payment page is a radio drawn larger than 13 px inside a tap target of at least 44×44 px`, async ({
    page,
  }, testInfo) => {
    const texts = textsFor(lang);
    await page.goto(texts.at('/auth'));
    const phone = await signIn(page, newPhone(), lang);
    await expect(page).toHaveURL(new RegExp(`${texts.at('/profile')}$`));
    await expectPaymentChoicesLarge(page, texts, phone, lang, card, async (name: string, part: Locator) => {
      const path = testInfo.outputPath(`issue-44-${name}-${lang}-1280.png`);
      await part.screenshot({ path });
      await testInfo.attach(`${name}-${lang}-1280`, { path, contentType: 'image/png' });
    });
  });
}
