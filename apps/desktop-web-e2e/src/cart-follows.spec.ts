import { test } from '@playwright/test';
import { cartFollowsShopper } from '@gopharm/util/e2e';
import { textsFor } from '@gopharm/i18n/texts';
import { findDrug, newPhone } from './support';

// Issue 43: a signed-in shopper's cart is kept by the API too, so it follows them from one computer to another.
for (const lang of ['ru', 'uz'] as const) {
  const texts = textsFor(lang);
  const { t } = texts;

  test(`${lang}: a cart filled on one computer is there on another after sign-in, and a line removed there goes here`, async ({
    browser,
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const drugs = [
      await findDrug(request, 'Парацетамол', lang),
      await findDrug(request, 'Ибупрофен', lang),
    ] as [{ slug: string; name: string }, { slug: string; name: string }];
    await cartFollowsShopper(page, texts, drugs, newPhone(), {
      // The product's own button comes first (the analogues' cards follow it).
      addToCart: (on) => on.getByRole('button', { name: t('product.addToCart') }).first(),
      cartLink: (on) => on.getByRole('banner').getByRole('link', { name: t('header.basket') }),
      secondDevice: async () =>
        (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage(),
    });
  });
}
