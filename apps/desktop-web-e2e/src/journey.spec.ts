import { signInForCheckout } from '@gopharm/util/e2e';
import { expect, test, type Locator } from '@playwright/test';
import { newPhone, reachMinimum, searchFromHeader, signIn } from './support';
import { textsFor, type Lang } from '@gopharm/i18n/texts';
import { onDevPaymentPage } from '@gopharm/util/testing';

// The main purchase journey, as a shopper browses to it, in both languages and with both ways to pay. Every text
// asserted comes from the dictionaries the app itself uses.
test.describe.configure({ timeout: 120_000 });

const journeys: { lang: Lang; pay: 'cash' | 'card' }[] = [
  { lang: 'ru', pay: 'cash' },
  { lang: 'ru', pay: 'card' },
  { lang: 'uz', pay: 'cash' },
  { lang: 'uz', pay: 'card' },
];

for (const { lang, pay } of journeys) {
  // Paying in cash the shopper browses the Categories menu; paying by card they search from the header
  // (dropdown, then the results page): each way in runs in both languages.
  const entry = pay === 'cash' ? 'Categories menu → category' : 'header search → results';
  test(`${lang}: ${entry} → product → cart → sign in → pick-up, ${pay} → order placed`, async ({ page }) => {
    const { t, pattern, at } = textsFor(lang);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(at('/'));
    const inStock = (list: Locator) =>
      list
        .getByRole('article')
        .filter({ hasNot: page.getByText(t('product.outOfStock')) })
        .first();

    if (pay === 'cash') {
      // Browse: the Categories menu, its first category, a card that is in stock.
      const homeTitle = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
      await page.getByRole('button', { name: t('header.categories') }).click();
      await page
        .getByRole('navigation', { name: t('header.categories') })
        .getByRole('link')
        .first()
        .click();
      await expect(page).toHaveURL(new RegExp(`${at('/catalog/')}[^/?]+`));
      // The address changes before the category's screen has arrived: wait for its own heading.
      await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(homeTitle);
      const category = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
      await inStock(page.getByRole('list', { name: category }))
        .getByRole('link')
        .first()
        .click();
    } else {
      // Search: the header's dropdown shows results as the shopper types, Enter opens the results page.
      const query = lang === 'uz' ? 'paracetamol' : 'парацетамол';
      await searchFromHeader(page, query, t('search.placeholder'));
      await expect(
        page.getByRole('heading', { level: 1, name: t('search.resultsFor', { query }) }),
      ).toBeVisible();
      await inStock(page.getByRole('list', { name: t('search.title') }))
        .getByRole('link')
        .first()
        .click();
    }
    await expect(page).toHaveURL(new RegExp(at('/product/')));

    // The product page: its gallery, the price, and into the cart. The address changes before the product's
    // screen has arrived (the results' heading is still there): wait for the gallery, then read the heading.
    await expect(page.getByLabel(t('product.gallery'))).toBeVisible();
    const name = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
    await page
      .getByRole('button', { name: t('product.addToCart') })
      .first()
      .click();
    await expect(page.getByRole('group', { name })).toBeVisible();
    const basket = page.getByRole('link', { name: new RegExp(t('header.basket')) });
    await expect(basket).toContainText('1');
    await basket.click();

    // The cart: the line, then enough of it for the minimum order.
    await expect(page.getByRole('heading', { level: 1, name: t('cart.title') })).toBeVisible();
    await expect(page.getByRole('listitem', { name })).toBeVisible();
    await reachMinimum(page, lang);
    await page.getByRole('link', { name: t('cart.checkout') }).click();

    // A guest signs in (a new number registers) and comes back to checkout.
    await expect(page).toHaveURL(signInForCheckout(at));
    await signIn(page, newPhone(), lang);
    await expect(page).toHaveURL(new RegExp(`${at('/order-process')}$`));
    await expect(page.getByRole('heading', { level: 1, name: t('checkout.title') })).toBeVisible();

    await page.getByRole('radio', { name: t('checkout.pickup') }).check();
    await page
      .getByRole('group', { name: t('checkout.choosePharmacy') })
      .getByRole('radio')
      .first()
      .check();
    if (pay === 'cash') {
      await expect(page.getByRole('radio', { name: t('checkout.cash') })).toBeChecked();
    } else {
      await page.getByRole('radio', { name: t('checkout.newCard') }).check();
      await expect(page.getByText(t('checkout.cardOnProviderPage'))).toBeVisible();
    }
    await page.getByRole('button', { name: t('checkout.placeOrder') }).click();
    if (pay === 'card') {
      // The card is typed on the provider's page (the development one here): declined first, "Payment failed",
      // then paid again from the order's page; the order reads paid only once the provider performed it.
      await onDevPaymentPage(page, 'decline');
      // Back from the provider's page the order is placed all the same: the success dialog, as after cash, once.
      const placed = page.getByRole('dialog', { name: t('orderSuccess.title') });
      await expect(placed).toContainText(pattern('orderSuccess.number', 'number', 'GP.\\d{6}'));
      await placed.getByRole('button', { name: t('orderSuccess.status') }).click();
      await expect(placed).toBeHidden();
      await expect(page).toHaveURL(new RegExp(`${at('/order-detail')}\\?id=\\d+$`));
      await expect(page.getByText(`${t('orders.card')} · ${t('orderStatus.payment_failed')}`)).toBeVisible();
      await page.getByRole('link', { name: t('orders.pay'), exact: true }).click();
      await page.getByRole('button', { name: t('orderPayment.payByCard') }).click();
      await onDevPaymentPage(page, 'pay');
      await expect(page.getByText(`${t('orders.card')} · ${t('orders.paid')}`)).toBeVisible();
      await expect(page.getByRole('link', { name: t('orders.pay'), exact: true })).toHaveCount(0);
      await expect(basket).not.toContainText('1');
      return;
    }

    // Order placed: the success dialog, then the order's own page with its delivery, status and payment.
    const dialog = page.getByRole('dialog', { name: t('orderSuccess.title') });
    await expect(dialog).toContainText(pattern('orderSuccess.number', 'number', 'GP.\\d{6}'));
    await expect(dialog).toContainText(t('orderSuccess.nth', { count: 1 }));
    await expect(dialog).toContainText(t('orderSuccess.timeSaved'));
    await dialog.getByRole('button', { name: t('orderSuccess.status') }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`${at('/order-detail')}\\?id=\\d+$`));
    const order = page.getByRole('main');
    await expect(order).toContainText(t('orders.pickup'));
    await expect(order).toContainText(t('orderStatus.pending'));
    await expect(order).toContainText(t('orders.cash'));
    await expect(basket).not.toContainText('1');
  });
}
