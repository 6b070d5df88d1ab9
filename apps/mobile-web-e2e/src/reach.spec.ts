import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { guestReachesOwnLists } from '@gopharm/util/e2e';
import { everyReachKey, linksOnPage, onDevPaymentPage, reachKeyOf, walkLinks } from '@gopharm/util/testing';
import { addFromProductPage, findDrug, freshPhone, signInAndRegister } from './support';
import { textsFor } from '@gopharm/i18n/texts';

const { t, pattern } = textsFor('ru');

/**
 * Routes no link reaches by design: each is opened by a flow or from outside the shop, never from a menu.
 * Everything else in the route table must be reached by tapping.
 */
const REACHED_OTHERWISE: Record<string, string> = {
  // Links printed on QR codes and receipts resolve a drug id to its product page (SCREENS.md).
  code: 'a QR code or a receipt',
  // An old or outside link by category id, resolved to the category's page; the app links categories by slug.
  'catalog-by-id': 'an outside link by category id',
  // The desktop cabinet's address: on a phone /profile-mobile is the menu (SCREENS.md), /profile a shared link.
  profile: 'a link shared from the desktop site',
  // Where a placed order leads (spec, section 4: "the user goes to /profile/orders"); the menu opens the same
  // history at /order-history-mobile.
  'profile-orders': 'placing an order',
  // The desktop address of the bonus card; the phone's menu opens it at /bonus-card-mobile (SCREENS.md).
  'profile-bonus-card': 'a link shared from the desktop site',
};

/** The shopper's bearer token, as the app keeps it. */
async function tokenOf(page: Page): Promise<string> {
  return page.evaluate(() => JSON.parse(localStorage.getItem('auth') ?? '{}').user?.token as string);
}

/** An unpaid card order (courier, no saved card), placed through the API as the checkout sends it. */
async function placeCardOrder(page: Page, request: APIRequestContext): Promise<number> {
  const drug = await findDrug(request, 'Ибупрофен');
  const qty = Math.max(1, Math.min(drug.max_count, Math.ceil(30_000 / drug.price)));
  const answer = await request.post('/api/v2/cart?lan=ru', {
    headers: { authorization: `Bearer ${await tokenOf(page)}` },
    data: {
      drugs: [{ drug_id: drug.id, qty }],
      type: 'shipping',
      shipping_time: 'standard',
      payment_type: 2,
      device: 'mobile',
      location: { lat: 41.3111, lng: 69.2797 },
      address: 'ул. Навои',
      house: '5',
    },
  });
  const body = (await answer.json()) as { status: number; order_id: number };
  expect(body.status).toBe(1);
  return body.order_id;
}

/** A product in the cart, enough of it for checkout to be a link. */
async function fillCart(page: Page, request: APIRequestContext) {
  const drug = await findDrug(request, 'Парацетамол');
  await addFromProductPage(page, drug);
  await page
    .getByRole('navigation', { name: t('bottomBar.label') })
    .getByRole('link', { name: t('bottomBar.cart') })
    .click();
  const needed = Math.max(1, Math.min(drug.max_count, Math.ceil(30_000 / drug.price)));
  const quantity = page
    .getByRole('listitem', { name: drug.name })
    .getByRole('textbox', { name: t('product.quantity') });
  await quantity.fill(String(needed));
  await quantity.press('Enter');
  await expect(page.getByRole('link', { name: t('cart.checkout') })).toBeVisible();
}

for (const lang of ['ru', 'uz'] as const) {
  // The walk below is a signed-in shopper's; a guest's lists are kept on the device and need links of their own.
  test(`${lang}: a guest reaches their favourites and recently seen by tapping`, async ({
    page,
    request,
  }) => {
    await guestReachesOwnLists(page, textsFor(lang), await findDrug(request, 'Парацетамол', lang));
  });
}

test('a signed-in shopper reaches every screen of the route table by tapping links from the menus', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  // A guest's links first: "Войти" in the bottom bar is where every shopper starts.
  const reached = new Map<string, string>();
  await page.goto('/');
  for (const href of await linksOnPage(page)) {
    const target = reachKeyOf(href, new URL(page.url()).origin);
    if (target && !reached.has(target.key)) reached.set(target.key, '/ (guest)');
  }
  await page.goto('/auth');
  await signInAndRegister(page, request, freshPhone());
  await expect(page).toHaveURL(/\/profile-mobile$/, { timeout: 20_000 });
  await placeCardOrder(page, request);
  await fillCart(page, request);

  await walkLinks(page, {
    start: ['/'],
    reached,
    // Choosing pick-up in checkout shows the link to the pharmacies on a map (/take-from-shop).
    taps: {
      'order-process': async (at) => {
        await at.getByRole('radio', { name: t('checkout.pickup') }).check();
        await expect(at.getByRole('link', { name: t('pharmacyMap.map'), exact: true })).toBeVisible();
      },
    },
  });
  const missing = everyReachKey().filter((key) => !reached.has(key) && !(key in REACHED_OTHERWISE));
  expect(missing, `no link reaches: ${missing.join(', ')}`).toEqual([]);
  // The allow-list holds only what no link reaches: a route that gains a link leaves it.
  const linkedAnyway = Object.keys(REACHED_OTHERWISE).filter((key) => reached.has(key));
  expect(linkedAnyway, `linked, so no longer an exception: ${linkedAnyway.join(', ')}`).toEqual([]);
});

test('history → an order → "Оплатить" → the provider page → paid, and the order reads paid', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const phone = freshPhone();
  await page.goto('/auth');
  await signInAndRegister(page, request, phone);
  await expect(page).toHaveURL(/\/profile-mobile$/, { timeout: 20_000 });
  const orderId = await placeCardOrder(page, request);
  const number = `GP-${String(orderId).padStart(6, '0')}`;

  await page
    .getByRole('navigation', { name: t('profile.title') })
    .getByRole('link', { name: t('profile.orders') })
    .click();
  await expect(page).toHaveURL(/\/order-history-mobile$/);
  await page.getByRole('link', { name: t('orders.detailsOf', { number }) }).click();
  await expect(page).toHaveURL(new RegExp(`/order-detail\\?id=${orderId}$`));
  await expect(page.getByText(`${t('orders.card')} · ${t('orderStatus.payment_waiting')}`)).toBeVisible();
  await page.getByRole('link', { name: t('orders.pay'), exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/order-payment\\?order_id=${orderId}$`));

  // No card is typed here: the provider's page (the development one here) takes it and sends the shopper back.
  await page.getByRole('button', { name: t('orderPayment.payByCard') }).click();
  await onDevPaymentPage(page, 'pay');
  await expect(page).toHaveURL(new RegExp(`/order-detail\\?id=${orderId}$`));
  await expect(page.getByText(`${t('orders.card')} · ${t('orders.paid')}`)).toBeVisible();
  await expect(page.getByRole('link', { name: t('orders.pay'), exact: true })).toHaveCount(0);
  // The number's hyphen is a non-breaking one on the page (never broken across lines).
  await expect(
    page.getByText(pattern('orders.orderNumber', 'number', number.replace('-', '.'))).first(),
  ).toBeVisible();
});
