import { devices, test } from '@playwright/test';
import { cartFollowsShopper } from '@gopharm/util/e2e';
import { textsFor } from '@gopharm/i18n/texts';
import { findDrug, freshPhone } from './support';

// Issue 43: a signed-in shopper's cart is kept by the API too, so it follows them from one phone to another.
for (const lang of ['ru', 'uz'] as const) {
  const texts = textsFor(lang);
  const { t } = texts;

  test(`${lang}: a cart filled on one phone is there on another after sign-in, and a line removed there goes here`, async ({
    browser,
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const drugs = [
      await findDrug(request, 'Парацетамол', lang),
      await findDrug(request, 'Ибупрофен', lang),
    ] as [{ slug: string; name: string }, { slug: string; name: string }];
    await cartFollowsShopper(page, texts, drugs, freshPhone(), {
      addToCart: (on) =>
        on
          .getByRole('region', { name: t('product.price') })
          .getByRole('button', { name: t('product.addToCart') }),
      cartLink: (on) =>
        on
          .getByRole('navigation', { name: t('bottomBar.label') })
          .getByRole('link', { name: t('bottomBar.cart') }),
      secondDevice: async () =>
        (
          await browser.newContext({ ...devices['Pixel 7'], viewport: { width: 390, height: 844 } })
        ).newPage(),
    });
  });
}
