import { paySavedCardThenRefund } from '@gopharm/util/e2e';
import { expect, test } from '@playwright/test';
import { textsFor } from '@gopharm/i18n/texts';
import { freshPhone, signInAndRegister } from './support';

test.describe.configure({ timeout: 90_000 });

// Typed once on the profile's form, sent from the browser to the card API only (the secrets scan after the run
// looks for it in every database and log).
const CARD = { number: '9860123456781236', masked: '9860 **** **** 1236' };

test('uz: a saved card pays a later order without the number typed again; the order called off is refunded', async ({
  page,
  request,
}, testInfo) => {
  const texts = textsFor('uz');
  await page.goto(texts.at('/auth'));
  const phone = await signInAndRegister(page, request, freshPhone(), 'uz');
  await expect(page).toHaveURL(new RegExp(`${texts.at('/profile-mobile')}$`));
  await paySavedCardThenRefund(page, texts, phone, 'uz', CARD);
  await testInfo.attach('saved-card-refunded-uz-390', {
    body: await page.screenshot({ fullPage: true }),
    contentType: 'image/png',
  });
});
