import { expect, test, type Page } from '@playwright/test';
import {
  addOnSlowPhone,
  addThenOpenCartOnSlowPhone,
  changeServerCartBeforeStart,
  chooseOnServerCheckoutBeforeStart,
  keepCheckoutInputBeforeStoredDraft,
} from '@gopharm/util/e2e';
import { emulateSlowPhone } from '@gopharm/util/testing';
import { textsFor } from '@gopharm/i18n/texts';
import { desktopTab, findDrug, newPhone, slowDeviceTargets } from './support';

// Issue 43: on a slow computer or tablet the app starts seconds after the page shows; a tap meanwhile must count.
for (const lang of ['ru', 'uz'] as const) {
  const texts = textsFor(lang);
  const { t } = texts;
  const targets = slowDeviceTargets(texts);

  test.describe(`${lang}: on a slow device`, () => {
    test.setTimeout(240_000);

    test('a tap on "В корзину" 200 ms after it shows puts the drug in the cart', async ({
      page,
      request,
    }) => {
      await addOnSlowPhone(page, texts, await findDrug(request, 'Парацетамол', lang), targets);
      await expect(page.getByRole('textbox', { name: t('product.quantity') }).first()).toHaveValue('1');
    });

    test('"В корзину" and then the cart link tapped before the app runs: the cart lists the drug', async ({
      page,
      request,
    }) => {
      await addThenOpenCartOnSlowPhone(page, texts, await findDrug(request, 'Парацетамол', lang), targets);
    });

    test('the server\'s cart: "+" tapped 200 ms after it shows and a number typed both end in the cart', async ({
      browser,
      page,
    }) => {
      await changeServerCartBeforeStart(page, texts, lang, targets, desktopTab(browser), async (tab) => {
        await emulateSlowPhone(tab);
        return () => undefined;
      });
    });

    test("the server's checkout of a signed-in shopper: pick-up and a new card chosen before the app runs stay chosen", async ({
      browser,
      page,
    }) => {
      const slow = async (tab: Page) => {
        await emulateSlowPhone(tab);
        return () => undefined;
      };
      await chooseOnServerCheckoutBeforeStart(
        page,
        texts,
        lang,
        targets,
        newPhone(),
        desktopTab(browser),
        slow,
      );
    });

    test("the server's checkout once hydrated, before the stored draft is read: what is chosen and typed then stays", async ({
      browser,
      page,
    }) => {
      await keepCheckoutInputBeforeStoredDraft(page, texts, lang, targets, newPhone(), desktopTab(browser));
    });
  });
}
