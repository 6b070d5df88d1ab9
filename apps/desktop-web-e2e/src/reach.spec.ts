import { expect, test, type Page } from '@playwright/test';
import { guestReachesOwnLists } from '@gopharm/util/e2e';
import { everyReachKey, linksOnPage, onDevPaymentPage, reachKeyOf, walkLinks } from '@gopharm/util/testing';
import { addFromProductPage, findDrug, newPhone, reachMinimum, signIn } from './support';
import { textsFor } from '@gopharm/i18n/texts';

const { t } = textsFor('ru');

/**
 * Routes no link reaches by design: each is opened by a flow or from outside the shop, never from a menu.
 * Everything else in the route table must be reached by tapping.
 */
const REACHED_OTHERWISE: Record<string, string> = {
  // Links printed on QR codes and receipts resolve a drug id to its product page (SCREENS.md).
  code: 'a QR code or a receipt',
  // An old or outside link by category id, resolved to the category's page; the app links categories by slug.
  'catalog-by-id': 'an outside link by category id',
  // The phone's addresses of the profile menu, history and bonus card (SCREENS.md: "mobile also at …"): the
  // desktop opens the same screens at /profile, /profile/orders and /profile/bonus-card; these come from links
  // shared from a phone.
  'profile-mobile': 'a link shared from a phone',
  'order-history-mobile': 'a link shared from a phone',
  'bonus-card-mobile': 'a link shared from a phone',
};

/** An unpaid card order (courier, no saved card), placed through the API as the checkout sends it. */
async function placeCardOrder(page: Page): Promise<number> {
  const drug = await findDrug(page.request, 'Ибупрофен');
  const token = await page.evaluate(
    () => JSON.parse(localStorage.getItem('auth') ?? '{}').user?.token as string,
  );
  const answer = await page.request.post('/api/v2/cart?lan=ru', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      drugs: [
        { drug_id: drug.id, qty: Math.max(1, Math.min(drug.max_count, Math.ceil(30_000 / drug.price))) },
      ],
      type: 'shipping',
      shipping_time: 'standard',
      payment_type: 2,
      device: 'desktop',
      location: { lat: 41.3111, lng: 69.2797 },
      address: 'ул. Навои',
      house: '5',
    },
  });
  const body = (await answer.json()) as { status: number; order_id: number };
  expect(body.status).toBe(1);
  return body.order_id;
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
});

for (const lang of ['ru', 'uz'] as const) {
  // The walk below is a signed-in shopper's; a guest's lists are kept on the device and need links of their own.
  test(`${lang}: a guest reaches their favourites and recently seen by tapping`, async ({ page }) => {
    await guestReachesOwnLists(page, textsFor(lang), await findDrug(page.request, 'Парацетамол', lang));
  });
}

test('a signed-in shopper reaches every screen of the route table by tapping links from the menus', async ({
  page,
}) => {
  test.setTimeout(240_000);
  // A guest's links first: "Войти" in the header is where every shopper starts.
  const reached = new Map<string, string>();
  await page.goto('/');
  for (const href of await linksOnPage(page)) {
    const target = reachKeyOf(href, new URL(page.url()).origin);
    if (target && !reached.has(target.key)) reached.set(target.key, '/ (guest)');
  }
  await page.goto('/auth');
  await signIn(page, newPhone());
  await expect(page).toHaveURL(/\/profile$/, { timeout: 20_000 });
  await placeCardOrder(page);
  // A product in the cart, enough for checkout to be a link.
  const drug = await findDrug(page.request, 'Парацетамол');
  await addFromProductPage(page, drug);
  await page.getByRole('link', { name: new RegExp(t('header.basket')) }).click();
  await reachMinimum(page);

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
}) => {
  test.setTimeout(120_000);
  await page.goto('/auth');
  await signIn(page, newPhone());
  await expect(page).toHaveURL(/\/profile$/, { timeout: 20_000 });
  const orderId = await placeCardOrder(page);
  const number = `GP-${String(orderId).padStart(6, '0')}`;

  const menu = page.getByRole('navigation', { name: t('profile.title') });
  await menu.getByRole('link', { name: t('profile.orders') }).click();
  // The side menu marks the page the shopper is on, to the eye as well as to a screen reader.
  await expect(menu.getByRole('link', { name: t('profile.orders') })).toHaveAttribute('aria-current', 'page');
  await expect(menu.getByRole('link', { name: t('profile.orders') })).not.toHaveCSS(
    'background-color',
    'rgba(0, 0, 0, 0)',
  );
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
});
