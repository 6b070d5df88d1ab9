import { paySavedCardThenRefund } from '@gopharm/util/e2e';
import { expect, test } from '@playwright/test';
import { textsFor } from '@gopharm/i18n/texts';
import { newPhone, signIn } from './support';

test.describe.configure({ timeout: 90_000 });

// Typed once on the profile's form, sent from the browser to the card API only (the secrets scan after the run
// looks for it in every database and log).
const CARD = { number: '8600069195406311', masked: '8600 **** **** 6311' };

test('ru: a saved card pays a later order without the number typed again; the order called off is refunded', async ({
  page,
}, testInfo) => {
  const texts = textsFor('ru');
  await page.goto(texts.at('/auth'));
  const phone = await signIn(page, newPhone(), 'ru');
  await expect(page).toHaveURL(new RegExp(`${texts.at('/profile')}$`));
  await paySavedCardThenRefund(page, texts, phone, 'ru', CARD);
  await testInfo.attach('saved-card-refunded-ru-1280', {
    body: await page.screenshot({ fullPage: true }),
    contentType: 'image/png',
  });
});
