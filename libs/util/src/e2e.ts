/**
 * Journeys both apps' e2e suites walk the same way (the screens they cross are the shell's, shared by both apps),
 * in real Chromium. Loads @playwright/test: imported by the e2e suites only, never by app code or unit tests.
 */
import {
  expect,
  test,
  type APIRequestContext,
  type BrowserContext,
  type Locator,
  type Page,
} from '@playwright/test';
import {
  APP_START_TIMEOUT,
  emulateSlowPhone,
  holdAppScripts,
  SLOW_PHONE_START_TIMEOUT,
  waitForAppStart,
} from './testing';
import { shopClock } from './time/shop-clock';
import { SHOP_HOURS } from './time/shop-hours';

/** The suites' translator and pattern maker (`textsFor` of @gopharm/i18n/texts: the apps' own dictionaries). */
export interface E2eTexts {
  t: (key: string, values?: Record<string, unknown>) => string;
  pattern: (key: string, name: string, value?: string) => RegExp;
  at: (path: string) => string;
}

/** A prescription-only drug in stock in the seeded catalogue, in a language. */
export async function findPrescriptionDrug(
  request: APIRequestContext,
  lan: 'ru' | 'uz' = 'ru',
): Promise<{ id: number; slug: string; name: string; price: number }> {
  const answer = await request.get(`/api/v1/drugs?recept=1&in_stock=1&per_page=20&lan=${lan}`);
  expect(answer.ok()).toBe(true);
  const { results } = (await answer.json()) as {
    results: {
      id: number;
      slug: string;
      name: string;
      price: number;
      is_recept: boolean;
      max_count: number;
    }[];
  };
  // The dearest first: one pack is over the minimum order amount, so the journey needs no counter.
  const drug = results
    .filter((candidate) => candidate.is_recept && candidate.max_count >= 1)
    .sort((a, b) => b.price - a.price)[0];
  if (!drug) throw new Error('No prescription-only drug in stock in the seed');
  return drug;
}

/** A file for an upload field (Playwright's setInputFiles). */
export interface UploadFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** A real JPEG photo of a "prescription", drawn by the page's own canvas (no binary fixture in the repo). */
export async function prescriptionPhoto(page: Page): Promise<UploadFile> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 600;
    canvas.height = 800;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('No 2D canvas');
    context.fillStyle = '#fff';
    context.fillRect(0, 0, 600, 800);
    context.fillStyle = '#234';
    context.font = '40px sans-serif';
    context.fillText('Рецепт № 107-1/у', 40, 80);
    for (let line = 0; line < 12; line++) context.fillRect(40, 140 + line * 44, 420 + (line % 3) * 40, 8);
    return canvas.toDataURL('image/jpeg', 0.7);
  });
  return { name: 'recept.jpg', mimeType: 'image/jpeg', buffer: Buffer.from(dataUrl.split(',')[1], 'base64') };
}

/** A file named and typed as a photo that is not one: the API reads the bytes, not the name. */
export const FAKE_PHOTO: UploadFile = {
  name: 'recept.jpg',
  mimeType: 'image/jpeg',
  buffer: Buffer.from('<html><script>alert(1)</script></html>'),
};

/**
 * On /order-process, signed in, a prescription medicine in the cart: the courier is offered disabled with its
 * reason; the checkout asks for a prescription and sends nothing without one; a file that is not a picture is refused; a photo is kept and chosen; the API
 * itself refuses the order once that prescription is gone (deleted on /recipe in another tab); a photo sent
 * again places the order, and its page names the prescription it carries.
 */
export async function orderWithPrescription(page: Page, { t, pattern, at }: E2eTexts): Promise<void> {
  const group = page.getByRole('group', { name: t('recipe.checkoutTitle') });
  await expect(group.getByText(t('recipe.checkoutHint'))).toBeVisible();
  // Dispensed at the pharmacy only: the courier is not on offer, and the page says why before the shopper chooses.
  const courier = page.getByRole('radio', { name: t('checkout.shipping') });
  await expect(courier).toBeDisabled();
  await expect(courier).toHaveAccessibleDescription(t('refusal.prescriptionPickupOnly'));
  await page.getByRole('radio', { name: t('checkout.pickup') }).check();
  await page
    .getByRole('group', { name: t('checkout.choosePharmacy') })
    .getByRole('radio')
    .first()
    .check();
  const place = page.getByRole('button', { name: t('checkout.placeOrder') });
  const orderCalls: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/v2/cart') {
      orderCalls.push(request.url());
    }
  });

  // No prescription yet: said at the group, in the page's language; nothing is sent.
  await place.click();
  await expect(group.getByText(t('refusal.prescriptionNeeded'))).toBeVisible();
  expect(orderCalls).toEqual([]);

  // A "photo" that is not one is refused by its bytes, with a message the shopper can act on.
  const upload = group.getByLabel(t('recipe.upload'));
  await upload.setInputFiles(FAKE_PHOTO);
  await expect(group.getByRole('alert')).toHaveText(t('refusal.prescriptionType'));

  // A real photo is kept and chosen at once.
  await upload.setInputFiles(await prescriptionPhoto(page));
  const kept = group.getByRole('radio', { name: pattern('recipe.photoItem', 'size', '.+') });
  await expect(kept).toBeChecked();
  await expect(group.getByRole('alert')).toHaveCount(0);

  // Deleted in another tab: the order names a prescription that is no longer the shopper's, and the API says no.
  const other = await page.context().newPage();
  await other.goto(at('/recipe'));
  const remove = other.getByRole('button', { name: pattern('recipe.removeLabel', 'name', '.+') });
  await expect(remove).toHaveCount(1);
  await remove.click();
  await expect(other.getByText(t('recipe.none'))).toBeVisible();
  await other.close();
  const refused = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/v2/cart',
  );
  await place.click();
  expect(await (await refused).json()).toMatchObject({
    status: 0,
    msg: 'A prescription is needed for a prescription medicine in the cart',
  });
  await expect(group.getByText(t('refusal.prescriptionNeeded'))).toBeVisible();
  // The list is asked again: the deleted photo is no longer offered.
  await expect(group.getByRole('radio')).toHaveCount(0);

  // Sent again: the order goes through with it.
  await upload.setInputFiles(await prescriptionPhoto(page));
  await expect(group.getByRole('radio', { name: pattern('recipe.photoItem', 'size', '.+') })).toBeChecked();
  await place.click();
  const dialog = page.getByRole('dialog', { name: t('orderSuccess.title') });
  // "Статус заказа" opens the order's own page (it follows the order live).
  await dialog.getByRole('button', { name: t('orderSuccess.status') }).click();
  await expect(page).toHaveURL(/\/order-detail\?id=\d+$/);
  await expect(
    page.getByRole('definition').filter({ hasText: pattern('recipe.photoItem', 'size', '.+') }),
  ).toBeVisible();
}

/**
 * /recipe, signed in: a malformed e-prescription number is refused at its field, a good one (typed as a shopper
 * copies it: small letters, spaces) is kept, a file that is not a picture is refused; all in the page's language.
 */
export async function keepPrescriptionsOnRecipePage(page: Page, { t, pattern }: E2eTexts): Promise<void> {
  const section = page.getByRole('region', { name: t('recipe.mine') });
  const field = section.getByRole('textbox', { name: t('recipe.ePrescription') });
  await field.fill('12-34');
  await section.getByRole('button', { name: t('recipe.addNumber') }).click();
  await expect(field).toHaveAccessibleDescription(new RegExp(t('refusal.prescriptionNumber')));
  await field.fill('rx 2026 1126 07');
  await field.press('Enter');
  await expect(
    section.getByRole('listitem').filter({ hasText: t('recipe.numberItem', { number: 'RX2026112607' }) }),
  ).toBeVisible();
  await expect(field).toHaveValue('');
  await section.getByLabel(t('recipe.upload')).setInputFiles(FAKE_PHOTO);
  await expect(section.getByRole('alert')).toHaveText(t('refusal.prescriptionType'));
  await expect(
    section.getByRole('button', { name: pattern('recipe.removeLabel', 'name', '.+') }),
  ).toHaveCount(1);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A dictionary text with `values` filled in, its `hole` placeholder matching `value` (a regular expression). */
function textPattern(
  texts: E2eTexts,
  key: string,
  values: Record<string, unknown>,
  hole: string,
  value: string,
) {
  return escapeRegExp(texts.t(key, { ...values, [hole]: '\u0000' })).replace('\u0000', value);
}

/**
 * A branded drug's page (Панадол 500 мг №10, GlaxoSmithKline) says what one tablet costs, and its row of the same
 * substance, form and strength from other makers says each one's price per tablet and how many times cheaper.
 */
export async function expectCheaperEquivalents(page: Page, texts: E2eTexts): Promise<void> {
  const { t, at } = texts;
  await page.goto(at('/product/panadol-500-mg-10-tabletkalar-glaxosmithkline'));
  const perTablet = (price: string) =>
    new RegExp(
      `^${textPattern(texts, 'product.unitPrice', { unit: t('product.unit.pcs') }, 'price', price)}$`,
    );
  await expect(page.getByText(perTablet('[\\d\\s]+\\s\\S+')).first()).toBeVisible();
  const row = page.getByRole('list', { name: t('product.equivalents') });
  await row.scrollIntoViewIfNeeded();
  await expect(row.getByRole('article').first()).toBeVisible();
  await expect(row.getByRole('article').first().getByText(perTablet('[\\d\\s]+\\s\\S+'))).toBeVisible();
  // "в 2 раза", "в 5 раз", "в 1,5 раза": every plural form the language has.
  const cheaper = new RegExp(
    [1, 2, 5, 1.5]
      .map((count) => textPattern(texts, 'product.timesCheaper', { count }, 'times', '\\d+(,\\d)?'))
      .join('|'),
  );
  await expect(row.getByText(cheaper).first()).toBeVisible();
}

/**
 * The pharmacies' systems' token the suites' API is started with (tools/e2e/playwright-shared.ts puts it in the
 * environment; a test value that guards nothing outside the suite).
 */
const stockFeedToken = () => {
  const token = process.env.E2E_STOCK_FEED_TOKEN;
  if (!token) throw new Error('E2E_STOCK_FEED_TOKEN is not set: start the suite with its playwright config');
  return token;
};

/** A drug held by no pharmacy of Tashkent (the suites' region), not on prescription: the seed leaves some so. */
export async function findOutOfStockDrug(
  request: APIRequestContext,
  lan: 'ru' | 'uz',
): Promise<{ id: number; slug: string; name: string }> {
  for (let page = 1; page <= 20; page++) {
    const answer = await request.get(`/api/v1/drugs?per_page=60&page=${page}&lan=${lan}`);
    expect(answer.ok()).toBe(true);
    const { results } = (await answer.json()) as {
      results: { id: number; slug: string; name: string; is_count_exist: boolean; is_recept: boolean }[];
    };
    const drug = results.find((candidate) => !candidate.is_count_exist && !candidate.is_recept);
    if (drug) return drug;
  }
  throw new Error('No drug out of stock in Tashkent in the seed');
}

/**
 * On an out-of-stock drug's page, signed in: "Сообщить о поступлении" keeps an alert and says an SMS will come;
 * then a Tashkent pharmacy receives the drug (the pharmacies' systems' call), and the shopper's phone gets the
 * SMS in the page's language (the dev outbox). `phone`: the shopper's 9 national digits.
 */
export async function askAndReceiveBackInStock(
  page: Page,
  { t }: E2eTexts,
  drug: { id: number; name: string },
  phone: string,
  lan: 'ru' | 'uz',
): Promise<void> {
  await page.getByRole('button', { name: t('product.notifyBack') }).click();
  await expect(page.getByRole('status').filter({ hasText: t('product.notifyWaiting') })).toBeVisible();
  await expect(page.getByRole('button', { name: t('product.notifyCancel') })).toBeVisible();
  const pharmacies = await page.request.get(`/api/v1/pharmacies?lan=${lan}`);
  const [pharmacy] = ((await pharmacies.json()) as { results: { id: number }[] }).results;
  const receipt = await page.request.post('/api/v1/stock/receipts', {
    data: {
      // The receipt's own id: one per journey run (a retried test sends another receipt).
      receipt_id: `e2e-${drug.id}-${phone}-${Date.now()}`,
      pharmacy_id: pharmacy.id,
      lines: [{ drug_id: drug.id, qty: 12 }],
    },
    headers: { authorization: `Bearer ${stockFeedToken()}` },
  });
  // This shopper's alert at least (a retried test leaves the first attempt's alert for the same drug).
  expect(await receipt.json()).toMatchObject({ status: 1, alerts_answered: expect.any(Number) });
  expect(((await receipt.json()) as { alerts_answered: number }).alerts_answered).toBeGreaterThanOrEqual(1);
  // The text goes out after the receipt's answer (the API's queue of pending texts).
  const latestText = async () => {
    const outbox = await page.request.get(`/api/dev/sms-outbox?phone=998${phone}`);
    return ((await outbox.json()) as { results: { text: string }[] }).results[0]?.text ?? '';
  };
  await expect
    .poll(latestText, { timeout: 10_000 })
    .toMatch(lan === 'uz' ? /^GoPharm: .+ yana sotuvda\. gopharm\.uz$/ : /^GoPharm: снова в наличии: /);
}

/**
 * In the profile (reached by the app's own menu): the notice says the drug is back, and its link opens the drug's
 * page, now with "В корзину".
 */
export async function followStockNotice(page: Page, { t }: E2eTexts, drug: { name: string }): Promise<void> {
  const notices = page.getByRole('region', { name: t('profile.stockTitle') });
  const notice = notices.getByRole('listitem').filter({ hasText: drug.name });
  await expect(notice).toContainText(t('profile.stockBack'));
  await expect(notice.getByRole('button', { name: `${t('profile.stockHide')}: ${drug.name}` })).toBeVisible();
  await notice.getByRole('link', { name: drug.name }).click();
  await expect(page.getByRole('heading', { level: 1, name: drug.name })).toBeVisible();
  await expect(page.getByRole('button', { name: t('product.addToCart') }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: t('product.notifyBack') })).toHaveCount(0);
}

/** The pharmacies' systems' token for order statuses the suites' API is started with (a test value). */
const orderFeedToken = () => {
  const token = process.env.E2E_ORDER_FEED_TOKEN;
  if (!token) throw new Error('E2E_ORDER_FEED_TOKEN is not set: start the suite with its playwright config');
  return token;
};

/** The signed-in shopper's bearer token, as the app keeps it in local storage. */
async function storedToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => {
    for (let i = 0; i < localStorage.length; i++) {
      const match = /"token":"([^"]+)"/.exec(localStorage.getItem(localStorage.key(i) ?? '') ?? '');
      if (match) return match[1];
    }
    return '';
  });
  expect(token).not.toBe('');
  return token;
}

/**
 * A pick-up order of the signed-in shopper placed through the API (a drug in stock in Tashkent, enough packs for
 * the minimum): cash (1), or card (2) with its payment waiting. Its id.
 */
export async function placeOrderByApi(
  page: Page,
  phone: string,
  lan: 'ru' | 'uz',
  payment_type: 1 | 2,
): Promise<number> {
  const authorization = `Bearer ${await storedToken(page)}`;
  const minimum = ((await (await page.request.get('/api/v1/order-minimum')).json()) as { min: number }).min;
  let line: { drug_id: number; qty: number } | undefined;
  for (let listPage = 1; !line && listPage <= 10; listPage++) {
    const answer = await page.request.get(`/api/v1/drugs?per_page=60&page=${listPage}&lan=${lan}&region=1`);
    const { results } = (await answer.json()) as {
      results: {
        id: number;
        price: number;
        max_count: number;
        is_count_exist: boolean;
        is_recept: boolean;
      }[];
    };
    const drug = results.find(
      (d) => d.is_count_exist && !d.is_recept && d.price * Math.min(d.max_count, 5) >= minimum,
    );
    if (drug) line = { drug_id: drug.id, qty: Math.ceil(minimum / drug.price) };
  }
  if (!line) throw new Error('No drug in stock in Tashkent reaches the order minimum within 5 packs');
  const stores = await page.request.post(`/api/v2/cart-stores?lan=${lan}&region=1`, {
    data: { drugs: [line] },
    headers: { authorization },
  });
  const [store] = ((await stores.json()) as { results: { id: number }[] }).results;
  const placed = await page.request.post(`/api/v2/cart?lan=${lan}&region=1`, {
    data: { drugs: [line], type: 'pickup', store_id: store.id, device: 'desktop', payment_type },
    headers: { authorization, 'idempotency-key': `e2e-${phone}-${Date.now()}` },
  });
  const orderId = ((await placed.json()) as { order_id: number }).order_id;
  expect(orderId).toBeGreaterThan(0);
  return orderId;
}

/** The pharmacy's system reports the order's new status (`POST v1/orders/status-events`); `step`: its order. */
async function reportOrderStatus(page: Page, orderId: number, status: string, step: number): Promise<void> {
  const reported = await page.request.post('/api/v1/orders/status-events', {
    data: {
      event_id: `e2e-${orderId}-${status}`,
      order_id: orderId,
      status,
      occurred_at: new Date(Date.now() + step).toISOString(),
    },
    headers: { authorization: `Bearer ${orderFeedToken()}` },
  });
  expect(reported.status()).toBe(200);
}

/**
 * Signed in (`phone`: 9 national digits), the shopper's pick-up order is picked up (the pharmacy's feed moves it
 * there); on its page "Напомнить через 30 дней" sets a reminder, which the page then says with its day; the profile
 * menu (`menuPath`: the app's page with it) leads to /profile/reminders, which lists it with the order's number,
 * and cancels it. Then a reminder's link, /cart?repeat=<id>, fills the cart with the order and drops the query.
 */
export async function remindAndRepeatOrder(
  page: Page,
  { t, at }: E2eTexts,
  phone: string,
  lan: 'ru' | 'uz',
  menuPath: string,
  shot: (name: string) => Promise<void>,
): Promise<void> {
  const orderId = await placeOrderByApi(page, phone, lan, 1);
  for (const [step, status] of ['accept', 'collected', 'received', 'picked_up'].entries()) {
    await reportOrderStatus(page, orderId, status, step);
  }
  const number = `GP-${String(orderId).padStart(6, '0')}`;

  await page.goto(at(`/order-detail?id=${orderId}`));
  const reminder = page.getByRole('region', { name: t('reminders.section') });
  await expect(reminder.getByRole('radio', { name: t('reminders.daysChoice', { count: 30 }) })).toBeChecked();
  await shot('order');
  await reminder.getByRole('button', { name: t('reminders.remind', { count: 30 }) }).click();
  // Said on the page with its day (30 days on, on the shop's clock), and in a notice.
  const due = new Date(Date.now() + 30 * 86_400_000).toISOString();
  await expect(reminder.getByText(t('reminders.waiting', { at: due }))).toBeVisible();
  await expect(page.getByText(t('reminders.set', { at: due }), { exact: true })).toBeVisible();
  await expect(reminder.getByRole('button', { name: t('reminders.cancelOf', { number }) })).toBeVisible();
  await shot('order-set');

  // Reached by tapping, from the profile menu.
  await page.goto(at(menuPath));
  await page
    .getByRole('navigation', { name: t('profile.title') })
    .getByRole('link', { name: t('profile.reminders') })
    .click();
  await expect(page).toHaveURL(new RegExp(`${at('/profile/reminders')}$`));
  const listed = page
    .getByRole('list', { name: t('reminders.title') })
    .getByRole('listitem')
    .filter({ hasText: t('orders.orderNumber', { number }) });
  await expect(listed).toContainText(t('reminders.due', { at: due }));
  await shot('reminders');
  await listed.getByRole('button', { name: t('reminders.cancelOf', { number }) }).click();
  await expect(page.getByText(t('reminders.cancelled'))).toBeVisible();
  await expect(page.getByText(t('reminders.empty'))).toBeVisible();
  await shot('reminders-empty');

  // The reminder's link: the cart filled with the order, the query gone (a reload repeats nothing).
  await page.goto(at(`/cart?repeat=${orderId}`));
  await expect(page.getByText(t('cart.repeatAdded'))).toBeVisible();
  await expect(page.getByRole('list', { name: t('cart.title') }).getByRole('listitem')).not.toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`${at('/cart')}$`));
}

/**
 * Signed in (`phone`: 9 national digits), the shopper has a pick-up order in Tashkent (placed through the API as
 * the checkout places it) and keeps its page open; the pharmacy's system reports it accepted, collected and ready
 * for pick-up (`POST v1/orders/status-events`), and the open page shows each step within 2 s, without a reload
 * (the live stream through the edge). The "accepted" and "ready" texts reach the phone once each (the dev outbox;
 * the suites' server lets an order's texts follow a second apart, not a minute: ORDER_TEXT_GAP_SECONDS).
 */
export async function followOrderLive(
  page: Page,
  { t, at }: E2eTexts,
  phone: string,
  lan: 'ru' | 'uz',
  /** The chat of a shopper who linked Telegram (`linkTelegram`): the message goes there, not by SMS. */
  telegramChat?: number,
): Promise<void> {
  const orderId = await placeOrderByApi(page, phone, lan, 1);

  await page.goto(at(`/order-detail?id=${orderId}`));
  const timeline = page.getByRole('list', { name: t('orders.timeline') });
  await expect(timeline.getByText(t('orders.placed'))).toBeVisible({ timeout: 15_000 });
  // A reload would lose this mark.
  await page.evaluate(() => ((window as unknown as { gpNoReload: boolean }).gpNoReload = true));
  const steps = [
    ['accept', t('orderStatus.accept')],
    ['collected', t('orderStatus.collected')],
    ['received', t('orders.readyForPickup')],
  ] as const;
  for (const [index, [status, label]] of steps.entries()) {
    await reportOrderStatus(page, orderId, status, index);
    await expect(timeline.getByRole('listitem')).toHaveCount(index + 2, { timeout: 2_000 });
    await expect(timeline.getByRole('listitem').last()).toContainText(label, { timeout: 2_000 });
  }
  expect(await page.evaluate(() => (window as unknown as { gpNoReload?: boolean }).gpNoReload)).toBe(true);
  await expect(page.getByText(t('orders.readyForPickup')).first()).toBeVisible();

  // The "accepted" text, once, in the order's language.
  const number = `GP-${String(orderId).padStart(6, '0')}`;
  const accepted =
    lan === 'uz'
      ? `GoPharm: ${number} buyurtmangiz dorixona tomonidan qabul qilindi.`
      : `GoPharm: заказ ${number} принят аптекой.`;
  // The "ready" text names the pharmacy and the hour it is held until: its start is enough here.
  const ready =
    lan === 'uz' ? `GoPharm: ${number} buyurtmangiz tayyor, ` : `GoPharm: заказ ${number} ждёт до `;
  const ours = (all: string[]) => [
    all.filter((text) => text === accepted).length,
    all.filter((text) => text.startsWith(ready)).length,
  ];
  const texts = async () => {
    const answer = await page.request.get(`/api/dev/sms-outbox?phone=998${phone}`);
    return ((await answer.json()) as { results: { text: string }[] }).results.map((entry) => entry.text);
  };
  if (telegramChat !== undefined) {
    // Through the bot (the fake Bot API's sendMessage), once each, and no text to the phone.
    const sent = async () =>
      (await telegramMessages())
        .filter((m) => m.chat_id === telegramChat && m.via === 'sendMessage')
        .map((m) => m.text);
    await expect.poll(async () => ours(await sent()), { timeout: 10_000 }).toEqual([1, 1]);
    await page.waitForTimeout(1_500);
    expect(ours(await sent())).toEqual([1, 1]);
    expect(ours(await texts())).toEqual([0, 0]);
    return;
  }
  await expect.poll(async () => ours(await texts()), { timeout: 10_000 }).toEqual([1, 1]);
  await page.waitForTimeout(1_500);
  expect(ours(await texts())).toEqual([1, 1]);
}

/**
 * Signed in (`phone`: 9 national digits), the shopper saves a card on the profile's settings with the SMS code the
 * card's provider sends; the card then shows there masked.
 */
async function saveCardInSettings(
  page: Page,
  { t, at }: Pick<E2eTexts, 't' | 'at'>,
  phone: string,
  card: { number: string; masked: string },
): Promise<void> {
  await page.goto(at('/profile/settings'));
  const cardCodes = async () => {
    const answer = await page.request.get(`/api/dev/sms-outbox?phone=998${phone}`);
    const { results } = (await answer.json()) as { results: { text: string; code: string | null }[] };
    return results.filter((entry) => entry.text.includes(`*${card.number.slice(-4)}`)).map((e) => e.code);
  };
  const sent = (await cardCodes()).length;
  await page.getByLabel(t('cards.number')).fill(card.number);
  await page.getByLabel(t('cards.expiry')).fill('1230');
  await page.getByRole('button', { name: t('cards.add') }).click();
  await expect.poll(async () => (await cardCodes()).length).toBeGreaterThan(sent);
  await page.getByLabel(t('cards.confirmCode')).fill((await cardCodes()).at(-1) ?? '');
  await expect(page.getByText(card.masked)).toBeVisible();
}

/**
 * Saved cards and refunds (issue 39): a card saved once in the profile (its number typed there and sent to the
 * provider's card API, its code from the texts) pays a later order on the order's payment page without the number
 * typed again; the paid order called off is refunded, and the order's page says so. `cancelledBy`: the store (its
 * system's status feed) or the shopper (the order page's cancel action, `POST v1/order/{id}/cancel`). `phone`: the
 * signed-in shopper's 9 digits; `card`: a test number, and its mask as the page shows it.
 */
export async function paySavedCardThenRefund(
  page: Page,
  { t, at }: E2eTexts,
  phone: string,
  lan: 'ru' | 'uz',
  card: { number: string; masked: string },
  cancelledBy: 'store' | 'shopper',
): Promise<void> {
  // Every request the page sends that carries the number: only the one to the provider's card API may.
  const carriers: string[] = [];
  page.on('request', (request) => {
    if (`${request.url()} ${request.postData() ?? ''}`.includes(card.number)) {
      carriers.push(new URL(request.url()).pathname);
    }
  });
  await saveCardInSettings(page, { t, at }, phone, card);

  // A card order, its payment waiting; on its payment page the saved card is chosen already: one tap pays.
  const orderId = await placeOrderByApi(page, phone, lan, 2);
  await page.goto(at(`/order-detail?id=${orderId}`));
  await expect(page.getByText(`${t('orders.card')} · ${t('orderStatus.payment_waiting')}`)).toBeVisible();
  await page.getByRole('link', { name: t('orders.pay'), exact: true }).click();
  await expect(page.getByRole('radio', { name: card.masked })).toBeChecked();
  await expect(page.getByLabel(t('cards.number'))).toHaveCount(0);
  await page.getByRole('button', { name: t('orderPayment.pay'), exact: true }).click();
  await expect(page.getByText(t('orderPayment.success'))).toBeVisible();
  await page.goto(at(`/order-detail?id=${orderId}`));
  await expect(page.getByText(`${t('orders.card')} · ${t('orders.paid')}`)).toBeVisible();

  const refunded = page.getByText(`${t('orders.card')} · ${t('orders.refunded')}`);
  if (cancelledBy === 'shopper') {
    // The shopper calls the paid order off on its page, after a confirmation: the page says at once, without a
    // reload, that the money went back to the card, and that it is cancelled.
    await page.getByRole('button', { name: t('orders.cancel') }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: t('orders.cancel') })
      .click();
    await expect(
      page.getByRole('definition').filter({ hasText: t('orderStatus.cancelled_by_user') }),
    ).toBeVisible();
    await expect(refunded).toBeVisible();
    await expect(page.getByText(`${t('orders.card')} · ${t('orders.paid')}`)).toHaveCount(0);
    await expect(page.getByRole('button', { name: t('orders.cancel') })).toHaveCount(0);
    // And so it stays: the refund is the API's, not the page's.
    await page.reload();
    await expect(refunded).toBeVisible();
    expect(carriers).toEqual(['/api/dev/card-api']);
    return;
  }

  // The pharmacy calls the paid order off: the money goes back to the card, and the order's page says so.
  const cancelled = await page.request.post('/api/v1/orders/status-events', {
    data: {
      event_id: `e2e-${orderId}-cancelled`,
      order_id: orderId,
      status: 'cancelled_by_store',
      occurred_at: new Date().toISOString(),
    },
    headers: { authorization: `Bearer ${orderFeedToken()}` },
  });
  expect(cancelled.status()).toBe(200);
  await expect(async () => {
    await page.goto(at(`/order-detail?id=${orderId}`));
    await expect(refunded).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  // The development provider's card API stands in for Payme's server (checkout.paycom.uz/api in production).
  expect(carriers).toEqual(['/api/dev/card-api']);
}

/**
 * The minimum order amount said where the shopper decides: a cheap drug's page tells the rule (pick-up too) and
 * how much more the cart needs with it; the cart says it again once the drug is in it. `openCart`: the app's way
 * to the cart (the header's basket, the bottom bar).
 */
export async function expectMinimumOrderExplained(
  page: Page,
  { t, pattern, at }: E2eTexts,
  lan: 'ru' | 'uz',
  openCart: () => Promise<void>,
): Promise<void> {
  const answer = await page.request.get(`/api/v1/drugs?in_stock=1&sort=price_asc&per_page=20&lan=${lan}`);
  expect(answer.ok()).toBe(true);
  const { results } = (await answer.json()) as {
    results: { slug: string; name: string; price: number; is_recept: boolean; max_count: number }[];
  };
  const minimum = ((await (await page.request.get('/api/v1/order-minimum')).json()) as { min: number }).min;
  const drug = results.find((candidate) => !candidate.is_recept && candidate.max_count > 0);
  if (!drug || drug.price >= minimum) throw new Error('No drug below the minimum order amount in the seed');
  await page.goto(at(`/product/${drug.slug}`));
  const rule = page.getByText(pattern('cart.minimum', 'amount', '.+'));
  await expect(rule).toBeVisible();
  // The amount never breaks across lines: no-break spaces inside it ("30 000 сум").
  expect(await rule.textContent()).toMatch(/\d\u00a0\d{3}\u00a0(сум|soʻm)/);
  await expect(page.getByText(pattern('cart.minimumShort', 'amount', '.+'))).toBeVisible();
  await page
    .getByRole('button', { name: t('product.addToCart') })
    .first()
    .click();
  await expect(page.getByRole('group', { name: drug.name }).first()).toBeVisible();
  await openCart();
  await expect(
    page.getByRole('alert').filter({ hasText: pattern('cart.minimumShort', 'amount', '.+') }),
  ).toBeVisible();
}

/** What the slow-phone journeys tap: the page's "В корзину" and the cart link with its count (header or bottom bar). */
export interface SlowPhoneTargets {
  addToCart: (page: Page) => Locator;
  cartLink: (page: Page) => Locator;
}

/** Opens a drug's page on SLOW_PHONE and taps "В корзину" 200 ms after the button is painted. */
async function tapAddOnSlowPhone(page: Page, at: E2eTexts['at'], drug: { slug: string }, addToCart: Locator) {
  await emulateSlowPhone(page);
  await page.goto(at(`/product/${drug.slug}`), { waitUntil: 'commit' });
  await addToCart.waitFor({ state: 'visible', timeout: SLOW_PHONE_START_TIMEOUT });
  await page.waitForTimeout(200);
  await addToCart.click();
}

/**
 * Issue 43: on a slow phone (SLOW_PHONE: the app starts seconds after the page shows) a tap on "В корзину" 200 ms
 * after the button is painted puts the drug in the cart; the cart link's count says so once the app runs.
 */
export async function addOnSlowPhone(
  page: Page,
  { t, at }: E2eTexts,
  drug: { slug: string },
  { addToCart, cartLink }: SlowPhoneTargets,
): Promise<void> {
  await tapAddOnSlowPhone(page, at, drug, addToCart(page));
  // Taken at once, long before the app runs: the button says so (dimmed, busy) until the tap is carried out.
  await expect(addToCart(page)).toHaveAttribute('aria-busy', 'true');
  await expect(cartLink(page)).toContainText(t('header.basketCount', { count: 1 }), {
    timeout: SLOW_PHONE_START_TIMEOUT,
  });
}

/**
 * The same tap, and the cart link tapped at once after it, still before the app has started: the cart page lists
 * the drug (a link followed then must not leave the held tap behind).
 */
export async function addThenOpenCartOnSlowPhone(
  page: Page,
  { t, at }: E2eTexts,
  drug: { slug: string; name: string },
  { addToCart, cartLink }: SlowPhoneTargets,
): Promise<void> {
  await tapAddOnSlowPhone(page, at, drug, addToCart(page));
  await cartLink(page).click();
  await expect(page).toHaveURL(/\/cart$/, { timeout: SLOW_PHONE_START_TIMEOUT });
  await expect(page.getByRole('listitem', { name: drug.name })).toBeVisible({
    timeout: SLOW_PHONE_START_TIMEOUT,
  });
  await expect(cartLink(page)).toContainText(t('header.basketCount', { count: 1 }));
}

/** Two drugs a cart can take three of (in stock, no prescription), in a language. */
async function twoCartDrugs(request: APIRequestContext, lan: string) {
  const answer = await request.get(`/api/v1/drugs?in_stock=1&per_page=30&lan=${lan}`);
  expect(answer.ok()).toBe(true);
  const { results } = (await answer.json()) as {
    results: { id: number; slug: string; name: string; is_recept: boolean; max_count: number }[];
  };
  const fit = results.filter((drug) => !drug.is_recept && drug.max_count >= 3);
  if (fit.length < 2) throw new Error('Fewer than two drugs in stock without a prescription in the seed');
  return [fit[0], fit[1]] as const;
}

/** The shopper's cart as the device keeps it (local storage): drug id → quantity. */
function storedQuantities(tab: Page): Promise<Record<number, number>> {
  return tab.evaluate(() => {
    const entry = JSON.parse(localStorage.getItem('newOrder') ?? '{}') as {
      lines?: { drug: number; qty: number }[];
    };
    return Object.fromEntries((entry.lines ?? []).map((line) => [line.drug, line.qty]));
  });
}

/**
 * Puts two drugs in the cart from their pages (`addToCart`: the page's button), the second last (the cart's first
 * line), and waits for the app to mirror them in the cart cookie, which the edge renders /cart from.
 */
async function fillCartOfTwo(
  page: Page,
  { t, at }: Pick<E2eTexts, 't' | 'at'>,
  lan: 'ru' | 'uz',
  addToCart: SlowPhoneTargets['addToCart'],
) {
  const drugs = await twoCartDrugs(page.request, lan);
  for (const drug of drugs) {
    await page.goto(at(`/product/${drug.slug}`));
    await addToCart(page).click();
    await expect(
      page
        .getByRole('group', { name: drug.name })
        .first()
        .getByRole('textbox', { name: t('product.quantity') }),
    ).toHaveValue('1', { timeout: APP_START_TIMEOUT });
  }
  const cookieLines = async () =>
    ((await page.context().cookies()).find((cookie) => cookie.name === 'gp_cart')?.value ?? '').split('.');
  await expect.poll(cookieLines).toEqual(drugs.map((drug) => `${drug.id}x1`).reverse());
  return drugs;
}

/**
 * Issue 43: /cart's HTML from the server (the context's cookies, before any script) lists a filled cart's lines,
 * newest first, never the loading state; started, the app hydrates that page (the server's list element stays, no
 * error) and shows the same lines in the same order from the device's storage. `openTab`: a tab of the same
 * shopper whose scripts can be held.
 */
export async function expectCartHydratedFromCookie(
  page: Page,
  { t, at }: E2eTexts,
  lan: 'ru' | 'uz',
  { addToCart }: Pick<SlowPhoneTargets, 'addToCart'>,
  openTab: OpenTab,
): Promise<void> {
  const [first, second] = await fillCartOfTwo(page, { t, at }, lan, addToCart);
  const answer = await page.request.get(at('/cart'));
  expect(answer.status()).toBe(200);
  const html = await answer.text();
  const lines = [...html.matchAll(/<li[^>]*><img[^>]*>.*?href="([^"]+)"/g)].map((line) => line[1]);
  expect(lines).toEqual([at(`/product/${second.slug}`), at(`/product/${first.slug}`)]);
  expect(html).not.toContain(t('common.needsScripts'));

  const tab = await openTab(await page.context().storageState());
  const errors: string[] = [];
  tab.on('pageerror', (error) => errors.push(error.message));
  tab.on('console', (message) => void (message.type() === 'error' && errors.push(message.text())));
  const start = await holdAppScripts(tab);
  await tab.goto(at('/cart'), { waitUntil: 'commit' });
  const list = tab.getByRole('list', { name: t('cart.title') });
  // Marks the server's element: a page rendered afresh would replace it.
  await list.evaluate((element) => void ((element as { fromServer?: boolean }).fromServer = true));
  start();
  await waitForAppStart(tab);
  await expect(list.getByRole('link', { name: first.name })).toBeVisible();
  expect(await list.evaluate((element) => (element as { fromServer?: boolean }).fromServer)).toBe(true);
  const shown = await list
    .locator(':scope > li a[href*="/product/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(shown).toEqual(lines);
  expect(errors).toEqual([]);
  await tab.context().close();
}

/** Signs a new shopper in (`phone`) and fills their cart with two drugs; the edge then renders their checkout. */
async function signInWithCartOfTwo(
  page: Page,
  texts: E2eTexts,
  lan: 'ru' | 'uz',
  addToCart: SlowPhoneTargets['addToCart'],
  phone: string,
) {
  await signInWith(page, texts, phone);
  const drugs = await fillCartOfTwo(page, texts, lan, addToCart);
  const signedInCookie = async () =>
    (await page.context().cookies()).find((cookie) => cookie.name === 'gp_signed_in')?.value;
  await expect.poll(signedInCookie).toBe('1');
  return drugs;
}

/**
 * Holds the stored-state library (mobx-persist-store, told by its storage marker `__mps__`; its chunk has no name
 * of its own) until the returned release: the page hydrates, but the shopper's stored cart, user and checkout
 * draft are not read until then. `held()`: whether it is still held.
 */
async function holdStoredState(tab: Page): Promise<{ release: () => void; held: () => boolean }> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let holding = true;
  await tab.route(/-assets\/.*\.js$/, async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (body.includes('__mps__')) await released;
    await route.fulfill({ response, body });
  });
  return {
    release: () => {
      holding = false;
      release();
    },
    held: () => holding,
  };
}

/**
 * Opens the server's checkout in a new tab of the same shopper with their stored state held (holdStoredState) and
 * waits until the page is hydrated: the checkout's effects have run (they ask for the minimum order amount).
 */
async function openCheckoutHydratedBeforeStoredState(page: Page, at: E2eTexts['at'], openTab: OpenTab) {
  const tab = await openTab(await page.context().storageState());
  const errors: string[] = [];
  tab.on('pageerror', (error) => errors.push(error.message));
  const stored = await holdStoredState(tab);
  const hydrated = tab.waitForRequest(/\/api\/v1\/order-minimum/, { timeout: APP_START_TIMEOUT });
  await tab.goto(at('/order-process'), { waitUntil: 'commit' });
  await hydrated;
  return { tab, errors, stored };
}

/**
 * Issue 43: on the server's checkout the app takes input as soon as it is hydrated, before the shopper's stored
 * draft is read: what is chosen or typed then stays once it is read, and the stored draft fills only the rest. A
 * signed-in shopper chooses the courier and types a street, a house and a comment (kept on the device). In a new
 * tab, hydrated with the stored state held: untouched, the stored courier draft is the checkout's once it is read.
 * In another, the courier is chosen, another street and comment typed, then pick-up chosen, all before the read:
 * after it pick-up is chosen (its pharmacies to pick from), and the courier's fields hold what was typed, the
 * house the stored one. `phone`: a number not used before.
 */
export async function keepCheckoutInputBeforeStoredDraft(
  page: Page,
  texts: E2eTexts,
  lan: 'ru' | 'uz',
  { addToCart }: Pick<SlowPhoneTargets, 'addToCart'>,
  phone: string,
  openTab: OpenTab,
): Promise<void> {
  const { t, at } = texts;
  const drugs = await signInWithCartOfTwo(page, texts, lan, addToCart, phone);
  const fields = (tab: Page) => ({
    pickup: tab.getByRole('radio', { name: t('checkout.pickup') }),
    courier: tab.getByRole('radio', { name: t('checkout.shipping') }),
    street: tab.getByRole('textbox', { name: t('checkout.street'), exact: true }),
    house: tab.getByRole('textbox', { name: t('checkout.house'), exact: true }),
    comment: tab.getByRole('textbox', { name: t('checkout.comment'), exact: true }),
  });
  await page.goto(at('/order-process'));
  const first = fields(page);
  await first.courier.check({ timeout: APP_START_TIMEOUT });
  await first.street.fill('Амира Темура, Юнусабад');
  await first.house.fill('7');
  await first.comment.fill('Позвонить заранее');
  const storedDraft = () =>
    page.evaluate(
      () => (JSON.parse(localStorage.getItem('checkout') ?? '{}') as { draft?: unknown }).draft ?? null,
    );
  await expect.poll(storedDraft).toMatchObject({
    type: 'shipping',
    address: 'Амира Темура, Юнусабад',
    house: '7',
    address_description: 'Позвонить заранее',
  });

  // Nothing done before the read: the stored draft is the checkout's.
  const idle = await openCheckoutHydratedBeforeStoredState(page, at, openTab);
  // The server rendered the checkout with the cart's lines: its summary lists them before storage is read.
  const summaryLines = idle.tab
    .getByRole('complementary', { name: t('checkout.summary') })
    .getByRole('listitem');
  await expect(summaryLines).toHaveText(
    [...drugs].reverse().map((drug) => new RegExp(`^${escapeRegExp(drug.name)}\\s+1 × `)),
  );
  idle.stored.release();
  await waitForAppStart(idle.tab);
  const untouched = fields(idle.tab);
  await expect(untouched.courier).toBeChecked();
  await expect(untouched.street).toHaveValue('Амира Темура, Юнусабад');
  await expect(untouched.comment).toHaveValue('Позвонить заранее');
  expect(idle.errors).toEqual([]);
  await idle.tab.context().close();

  // Chosen and typed once hydrated, before the read.
  const busy = await openCheckoutHydratedBeforeStoredState(page, at, openTab);
  const early = fields(busy.tab);
  await early.courier.check();
  await early.street.fill('Мустакиллик, Мирзо-Улугбек');
  await early.comment.fill('Домофон не работает');
  await early.pickup.check();
  await expect(busy.tab.getByRole('group', { name: t('checkout.choosePharmacy') })).toBeVisible();
  // All of it before the stored state was read.
  expect(busy.stored.held()).toBe(true);
  busy.stored.release();
  await waitForAppStart(busy.tab);
  await expect(early.pickup).toBeChecked();
  const pharmacies = busy.tab.getByRole('group', { name: t('checkout.choosePharmacy') });
  await expect(pharmacies.getByRole('radio').first()).toBeVisible();
  await early.courier.check();
  await expect(early.street).toHaveValue('Мустакиллик, Мирзо-Улугбек');
  await expect(early.comment).toHaveValue('Домофон не работает');
  await expect(early.house).toHaveValue('7');
  expect(busy.errors).toEqual([]);
  await busy.tab.context().close();
}

/** A promo code as a shopper types it (the API tells whether it is valid only when the order is placed). */
const EARLY_PROMO_CODE = 'ZDOROVYE10';

/**
 * Issue 43: the checkout of a signed-in shopper is the server's, with the cart its cookie tells: its HTML (the
 * context's cookies, before any script) holds the delivery and payment choices and the goods' sum, never the
 * loading state. In a new tab of the same shopper, before the app has started (`before`: holds its scripts or
 * makes the tab a slow phone), pick-up and "Новая карта" are chosen and a promo code typed; once the app runs all
 * three are still there and the app acts on them (the pharmacies to pick from, the provider's page said, the code
 * in the draft it keeps), on the checkout, not sent to sign in. A guest with the same cart is sent to sign in. `phone`: a number not used before.
 */
export async function chooseOnServerCheckoutBeforeStart(
  page: Page,
  texts: E2eTexts,
  lan: 'ru' | 'uz',
  { addToCart }: Pick<SlowPhoneTargets, 'addToCart'>,
  phone: string,
  openTab: OpenTab,
  before: (tab: Page) => Promise<() => void>,
): Promise<void> {
  const { t, at } = texts;
  await signInWithCartOfTwo(page, texts, lan, addToCart, phone);
  const answer = await page.request.get(at('/order-process'));
  expect(answer.status()).toBe(200);
  const html = await answer.text();
  for (const choice of ['checkout.pickup', 'checkout.shipping', 'checkout.cash', 'checkout.newCard'])
    expect(html).toMatch(new RegExp(`<input type="radio"[^>]*>${escapeRegExp(t(choice))}<`));
  expect(html).toContain(t('checkout.goods'));
  expect(html).not.toContain(t('common.needsScripts'));

  const tab = await openTab(await page.context().storageState());
  const errors: string[] = [];
  tab.on('pageerror', (error) => errors.push(error.message));
  const start = await before(tab);
  await tab.goto(at('/order-process'), { waitUntil: 'commit' });
  const pickup = tab.getByRole('radio', { name: t('checkout.pickup') });
  const newCard = tab.getByRole('radio', { name: t('checkout.newCard') });
  const promo = tab.getByRole('textbox', { name: t('checkout.promoCode') });
  await pickup.waitFor({ timeout: SLOW_PHONE_START_TIMEOUT });
  await pickup.check();
  await newCard.check();
  await promo.fill(EARLY_PROMO_CODE);
  start();
  await waitForAppStart(tab);
  // Carried out by the app: what it shows for each choice (the state it keeps, not only the radios' marks).
  await expect(tab.getByText(t('checkout.cardOnProviderPage'))).toBeVisible({
    timeout: SLOW_PHONE_START_TIMEOUT,
  });
  await expect(tab.getByRole('group', { name: t('checkout.choosePharmacy') })).toBeVisible();
  await expect(pickup).toBeChecked();
  await expect(newCard).toBeChecked();
  await expect(promo).toHaveValue(EARLY_PROMO_CODE);
  const storedPromo = () =>
    tab.evaluate(
      () =>
        (JSON.parse(localStorage.getItem('checkout') ?? '{}') as { draft?: { promo_code?: string } }).draft
          ?.promo_code ?? null,
    );
  await expect.poll(storedPromo).toBe(EARLY_PROMO_CODE);
  await expect(tab).toHaveURL(new RegExp(`${escapeRegExp(at('/order-process'))}$`));
  expect(errors).toEqual([]);
  await tab.context().close();

  // A guest with a cart: sent to sign in and back (by the server if the app has told it a guest, else by the app).
  const guest = await openTab({ cookies: [], origins: [] });
  await guest.goto(at('/'));
  await guest.context().addCookies([{ name: 'gp_cart', value: '1x1', url: guest.url() }]);
  await guest.goto(at('/order-process'));
  await expect(guest).toHaveURL(signInForCheckout(at), {
    timeout: APP_START_TIMEOUT,
  });
  await guest.context().close();
}

/** How a cart journey's second tab opens: the same shopper (its cookies and storage), no service worker. */
export type OpenTab = (state: Awaited<ReturnType<BrowserContext['storageState']>>) => Promise<Page>;

/**
 * Issue 43: /cart is the server's, its lines from the cart cookie, long before the app runs. Two drugs put in the
 * cart; then, in a new tab of the same shopper, before the app has started (`before`: holds its scripts until
 * the returned start, or makes the tab a slow phone), "+" is tapped on the first line 200 ms after it shows and 3
 * typed into the second line's field (then left): once the app runs both are on screen and in the cart the device
 * keeps. `addToCart`: the product page's button.
 */
export async function changeServerCartBeforeStart(
  page: Page,
  { t, at }: E2eTexts,
  lan: 'ru' | 'uz',
  { addToCart }: Pick<SlowPhoneTargets, 'addToCart'>,
  openTab: OpenTab,
  before: (tab: Page) => Promise<() => void>,
): Promise<void> {
  const [first, second] = await fillCartOfTwo(page, { t, at }, lan, addToCart);
  const tab = await openTab(await page.context().storageState());
  const start = await before(tab);
  await tab.goto(at('/cart'), { waitUntil: 'commit' });
  const firstLine = tab.getByRole('listitem', { name: first.name });
  await firstLine.waitFor({ timeout: SLOW_PHONE_START_TIMEOUT });
  // The server's lines, never a loading block in their place.
  await expect(tab.getByRole('status').filter({ hasText: t('common.loading') })).toHaveCount(0);
  await tab.waitForTimeout(200);
  const increase = firstLine.getByRole('button', { name: t('product.increase') });
  await increase.click();
  // Held at once, long before the app runs: the button says so until the tap is carried out.
  await expect(increase).toHaveAttribute('aria-busy', 'true');
  const typed = tab
    .getByRole('listitem', { name: second.name })
    .getByRole('textbox', { name: t('product.quantity') });
  await typed.fill('3');
  await typed.press('Tab');
  start();
  await expect(firstLine.getByRole('textbox', { name: t('product.quantity') })).toHaveValue('2', {
    timeout: SLOW_PHONE_START_TIMEOUT,
  });
  await expect(typed).toHaveValue('3');
  await expect.poll(() => storedQuantities(tab)).toEqual({ [first.id]: 2, [second.id]: 3 });
  await tab.context().close();
}

/**
 * Without scripts, a cart its cookie tells (`gp_cart`, as the app writes it) is listed by the server, and the page
 * says in its language what needs scripts (changing it, ordering), not a loading block nor a busy list nor a
 * placeholder that never fills. Open the page in a context with `javaScriptEnabled: false`.
 */
export async function expectCartListedWithoutScripts(
  page: Page,
  { t, at }: E2eTexts,
  lan: 'ru' | 'uz',
): Promise<void> {
  const [first, second] = await twoCartDrugs(page.request, lan);
  // The site's own address (the suite's baseURL), for the cookie.
  await page.goto(at('/'));
  await page
    .context()
    .addCookies([{ name: 'gp_cart', value: `${first.id}x2.${second.id}x1`, url: page.url() }]);
  await page.goto(at('/cart'));
  for (const drug of [first, second])
    await expect(page.getByRole('listitem', { name: drug.name })).toBeVisible();
  await expect(
    page.getByRole('listitem', { name: first.name }).getByRole('textbox', { name: t('product.quantity') }),
  ).toHaveValue('2');
  await expect(page.getByText(t('cart.needsScripts'))).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: t('common.loading') })).toHaveCount(0);
  // Nothing waits for the browser's cart check, which never runs: the lines are not busy for ever, and the
  // cashback (which that check tells) is no grey amount that never fills.
  await expect(page.getByRole('list', { name: t('cart.title') })).not.toHaveAttribute('aria-busy', 'true');
  await expect(page.getByText(t('cart.cashback'))).toBeHidden();
}

/** Where a guest at the checkout is sent: sign-in, then back to the checkout (shell's signInFirst). */
const SIGN_IN_FOR_CHECKOUT = '/auth?next=/order-process';

/**
 * Where a guest asking for the checkout lands (the cart's "Оформить заказ", the server's redirect, the checkout's
 * guard): sign-in, then back to the checkout; `at` puts it in the page's language.
 */
export function signInForCheckout(at: (path: string) => string): RegExp {
  return new RegExp(`${escapeRegExp(at(SIGN_IN_FOR_CHECKOUT))}$`);
}

/**
 * Without scripts (the shopper's browser has them off) the pages of the shopper's stored state (cart, favourites,
 * profile) say in the page's language that they need them, in place of a loading block that would never fill;
 * the checkout sends such a shopper to sign in (`expectCheckoutSignInWithoutScripts`). Open the page in a context
 * with `javaScriptEnabled: false`.
 */
export async function expectNeedsScriptsSaid(page: Page, { t, at }: E2eTexts): Promise<void> {
  for (const path of ['/cart', '/favorites', '/profile']) {
    await page.goto(at(path));
    await expect(page.getByText(t('common.needsScripts')), path).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: t('common.loading') }), path).toBeHidden();
  }
}

/**
 * Issue 43: a guest asking for the checkout is sent to sign in by the server (302, never kept by a cache), with
 * the way back in the address: without scripts, a browser where no app has run (no cookie of it) lands on the
 * sign-in form in the page's language. Open the page in a context with `javaScriptEnabled: false`.
 */
export async function expectCheckoutSignInWithoutScripts(page: Page, { t, at }: E2eTexts): Promise<void> {
  const answer = await page.request.get(at('/order-process'), { maxRedirects: 0 });
  expect(answer.status()).toBe(302);
  expect(answer.headers()['location']).toBe(at(SIGN_IN_FOR_CHECKOUT));
  expect(answer.headers()['cache-control']).toBe('no-cache');
  const landed = await page.goto(at('/order-process'));
  expect(landed?.status()).toBe(200);
  await expect(page).toHaveURL(signInForCheckout(at));
  await expect(page.getByRole('heading', { level: 1, name: t('auth.title') })).toBeVisible();
  await expect(page.getByRole('textbox', { name: t('auth.phone') })).toBeVisible();
  await expect(page.getByRole('button', { name: t('auth.getCode') })).toBeVisible();
}

/**
 * Without scripts a catalogue's pager is links the server answers: "Вперёд" opens page 2 of the same listing.
 * Open the page in a context with `javaScriptEnabled: false`.
 */
export async function pageOnWithoutScripts(page: Page, { t, at }: E2eTexts): Promise<void> {
  await page.goto(at('/catalog/lekarstvennye-sredstva'));
  await page.getByRole('link', { name: t('catalog.next') }).click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(page.getByText(t('catalog.page', { page: 2 }), { exact: true })).toBeVisible();
}

/** The fake Telegram Bot API the suites' API sends to (tools/e2e/fake-telegram.mjs). */
const fakeTelegram = () => {
  const url = process.env.E2E_FAKE_TELEGRAM_URL;
  if (!url) throw new Error('E2E_FAKE_TELEGRAM_URL is not set: start the suite with its playwright config');
  return url;
};

/** What the fake Bot API took: messages sent with sendMessage, and the bot's answers to its updates. */
async function telegramMessages(): Promise<{ chat_id: number; text: string; via: string }[]> {
  const answer = await fetch(`${fakeTelegram()}/fake/messages`);
  return ((await answer.json()) as { messages: { chat_id: number; text: string; via: string }[] }).messages;
}

/**
 * Signed in, the shopper opens /profile/settings, chooses Telegram ("Получать в Telegram"), opens the bot's deep
 * link and taps Start in chat `chatId` (the fake Bot API sends the webhook `/start <code>` through the edge, with
 * the secret token, as Telegram does once setWebhook was called); the settings say "Telegram подключён" by
 * themselves within 4 s. `shot` is called in the waiting and the linked state (the suites' screenshots).
 */
export async function linkTelegram(
  page: Page,
  { t, at }: E2eTexts,
  lan: 'ru' | 'uz',
  chatId: number,
  shot: (state: 'waiting' | 'linked') => Promise<void>,
): Promise<void> {
  // The operator's step (deploy/README.md): the webhook, through the edge, with its secret.
  const setWebhook = await fetch(`${fakeTelegram()}/bot${process.env.E2E_TELEGRAM_BOT_TOKEN}/setWebhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      url: new URL('/api/v1/telegram/webhook', page.url()).href,
      secret_token: process.env.E2E_TELEGRAM_WEBHOOK_SECRET,
    }),
  });
  expect(setWebhook.status).toBe(200);
  await page.goto(at('/profile/settings'));
  const section = page.getByRole('region', { name: t('messages.title') });
  await expect(section).toContainText(t('messages.bySms'));
  await section.getByRole('button', { name: t('messages.connect') }).click();
  const open = section.getByRole('link', { name: t('messages.open') });
  await expect(open).toBeVisible();
  await expect(section).toContainText(t('messages.waiting'));
  await shot('waiting');
  const link = new URL((await open.getAttribute('href')) ?? '');
  expect(`${link.origin}${link.pathname}`).toMatch(/^https:\/\/t\.me\/\w+$/);
  const started = await fetch(`${fakeTelegram()}/fake/start`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ chat_id: chatId, code: link.searchParams.get('start'), language_code: lan }),
  });
  expect(((await started.json()) as { status: number }).status).toBe(200);
  await expect(section).toContainText(t('messages.linked'), { timeout: 4_000 });
  await expect(section.getByRole('button', { name: t('messages.useSms') })).toBeVisible();
  await shot('linked');
}

/** What the cart-follows-the-shopper journey needs of a suite: its targets, and a second device of its kind. */
export interface CartDevices extends SlowPhoneTargets {
  /** A new browser context as the suite's device (nothing stored), with a page open in it. */
  secondDevice: () => Promise<Page>;
}

/** The newest sign-in code the dev SMS outbox holds for a phone (9 national digits) that is not in `seen`. */
async function newCode(page: Page, phone: string, seen: readonly string[]): Promise<string> {
  let code = '';
  await expect
    .poll(
      async () => {
        const answer = await page.request.get(`/api/dev/sms-outbox?phone=998${phone}`);
        const { results } = (await answer.json()) as { results: { code: string }[] };
        code = results.map((text) => text.code).find((one) => !seen.includes(one)) ?? '';
        return code;
      },
      { timeout: 15_000 },
    )
    .toMatch(/^\d{6}$/);
  return code;
}

/** Signs in on /auth with a phone, registering it when it is new; answers the code it used. */
async function signInWith(page: Page, { t, at }: E2eTexts, phone: string, seen: readonly string[] = []) {
  await page.goto(at('/auth'));
  await page.getByLabel(t('auth.phone')).fill(phone);
  await page.getByRole('button', { name: t('auth.getCode') }).click();
  const code = await newCode(page, phone, seen);
  await page.getByLabel(t('auth.code')).fill(code);
  if (seen.length === 0) {
    await expect(page.getByRole('heading', { name: t('auth.registerTitle') })).toBeVisible({
      timeout: 15_000,
    });
    await page.getByLabel(t('profileForm.firstName')).fill('Дилноза');
    await page.getByLabel(t('profileForm.lastName')).fill('Каримова');
    await page.getByLabel(t('profileForm.birthDate')).fill('12.05.1990');
    await page.getByRole('radio', { name: t('profileForm.female') }).check();
    await page.getByRole('button', { name: t('auth.register') }).click();
  }
  await expect(page).not.toHaveURL(/\/auth$/, { timeout: 15_000 });
  return code;
}

/**
 * Issue 43: the cart follows the shopper. A guest fills a cart on one device and signs in; on a second device the
 * same phone signs in and finds those lines in the cart; a line removed there is gone from the first device's cart
 * after a reload, and the other stays.
 */
export async function cartFollowsShopper(
  page: Page,
  texts: E2eTexts,
  drugs: [{ slug: string; name: string }, { slug: string; name: string }],
  phone: string,
  { addToCart, cartLink, secondDevice }: CartDevices,
): Promise<void> {
  const { t, at } = texts;
  const line = (on: Page, drug: { name: string }) => on.getByRole('listitem', { name: drug.name });
  for (const [i, drug] of drugs.entries()) {
    await page.goto(at(`/product/${drug.slug}`));
    await addToCart(page).click();
    await expect(cartLink(page)).toContainText(t('header.basketCount', { count: i + 1 }));
  }
  const firstCode = await signInWith(page, texts, phone);

  const other = await secondDevice();
  await other.goto(at('/cart'));
  await expect(other.getByText(t('cart.empty'))).toBeVisible();
  await signInWith(other, texts, phone, [firstCode]);
  await other.goto(at('/cart'));
  for (const drug of drugs) await expect(line(other, drug)).toBeVisible();

  await other.getByRole('button', { name: `${t('cart.remove')}: ${drugs[0].name}` }).click();
  await expect(line(other, drugs[0])).toHaveCount(0);
  // Saved a moment after the change: the first device finds it on a reload once it is.
  await expect(async () => {
    await page.goto(at('/cart'));
    await expect(line(page, drugs[1])).toBeVisible();
    await expect(line(page, drugs[0])).toHaveCount(0, { timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  await other.context().close();
}

/** A facet link's text, "Порошок (16)", read as its name and count. */
function facetChoice(label: string): { name: string; count: number } {
  const match = /^(.+) \((\d[\d\s]*)\)$/.exec(label.trim());
  if (!match) throw new Error(`Not a facet choice: "${label}"`);
  return { name: match[1], count: Number(match[2].replace(/\s/g, '')) };
}

/**
 * The grid lists `count` cards: all of them with the app's scripts; without them, the server's first screenful
 * (`useFirstScreenful`) and no more.
 */
async function expectCards(grid: Locator, count: number, scripts: boolean): Promise<void> {
  if (scripts) await expect(grid.getByRole('article')).toHaveCount(count);
  else {
    await expect(grid.getByRole('article').first()).toBeVisible();
    expect(await grid.getByRole('article').count()).toBeLessThanOrEqual(count);
  }
}

/**
 * A medicine shelf's dosage forms, with counts for the shopper's region (in stock there): following one lists
 * only that form, as many as its link said, its link marked as the page's own; "Все формы" clears it. Works with and without the app's scripts (the links are the server's pages).
 */
export async function filterShelfByForm(page: Page, { t, at }: E2eTexts, scripts = true): Promise<void> {
  await page.goto(at('/catalog/obezbolivayushchie?in_stock=1'));
  const forms = page.getByRole('list', { name: t('catalog.facetForm') });
  const labels = await forms.getByRole('link').allTextContents();
  expect(labels[0]).toBe(t('catalog.facetAllForms'));
  // A form that fills less than a page, so every card it lists is on screen to be read.
  const chosen = labels
    .slice(1)
    .map(facetChoice)
    .find(({ count }) => count >= 2 && count <= 24);
  if (!chosen) throw new Error(`No dosage form of 2 to 24 drugs on the shelf: ${labels.join(', ')}`);
  await forms.getByRole('link', { name: `${chosen.name} (${chosen.count})`, exact: true }).click();
  await expect(page).toHaveURL(/[?&]form=[a-z-]+/);
  await expect(page).toHaveURL(/[?&]in_stock=1/);
  const grid = page.getByRole('list', { name: await page.getByRole('heading', { level: 1 }).innerText() });
  await expectCards(grid, chosen.count, scripts);
  for (const card of await grid.getByRole('article').allTextContents()) {
    expect(card.toLowerCase()).toContain(chosen.name.toLowerCase());
  }
  await expect(
    page.getByText(t('catalog.products', { count: chosen.count }), { exact: true }),
  ).toBeAttached();
  await expect(forms.getByRole('link', { name: `${chosen.name} (${chosen.count})` })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await forms.getByRole('link', { name: t('catalog.facetAllForms') }).click();
  await expect(page).not.toHaveURL(/[?&]form=/);
  await expectCards(grid, 24, scripts);

  // A form this shelf has none of (effervescent tablets: a vitamins' form): the list says the filters found
  // nothing, not that the shelf is empty, and its link leads back to the whole shelf.
  await page.goto(at('/catalog/obezbolivayushchie?form=ef'));
  await expect(page.getByRole('heading', { name: t('catalog.emptyFiltered') })).toBeVisible();
  await page.getByRole('link', { name: t('catalog.reset') }).click();
  await expect(page).toHaveURL(new RegExp(`${at('/catalog/obezbolivayushchie')}$`));
  await expectCards(grid, 24, scripts);
}

/**
 * A goods shelf (blood-pressure monitors) by brand: following one lists only that brand's goods, as many as its
 * link said; "Все бренды" clears it. The shelf offers no dosage form, substance or prescription filter.
 */
export async function filterShelfByBrand(page: Page, { t, at }: E2eTexts, scripts = true): Promise<void> {
  await page.goto(at('/catalog/tonometry'));
  await expect(page.getByRole('list', { name: t('catalog.facetType') })).toBeVisible();
  await expect(page.getByRole('list', { name: t('catalog.facetForm') })).toHaveCount(0);
  const brands = page.getByRole('list', { name: t('catalog.facetBrand') });
  const labels = await brands.getByRole('link').allTextContents();
  expect(labels[0]).toBe(t('catalog.facetAllBrands'));
  const all = labels.slice(1).map(facetChoice);
  const chosen = all[0];
  await brands.getByRole('link', { name: `${chosen.name} (${chosen.count})`, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]brand=${encodeURIComponent(chosen.name)}`));
  const grid = page.getByRole('list', { name: await page.getByRole('heading', { level: 1 }).innerText() });
  await expectCards(grid, chosen.count, scripts);
  for (const card of await grid.getByRole('article').allTextContents()) expect(card).toContain(chosen.name);
  await expect(
    page.getByText(t('catalog.products', { count: chosen.count }), { exact: true }),
  ).toBeAttached();
  await brands.getByRole('link', { name: t('catalog.facetAllBrands') }).click();
  await expect(page).not.toHaveURL(/[?&]brand=/);
  const total = all.reduce((sum, brand) => sum + brand.count, 0);
  await expectCards(grid, Math.min(total, 24), scripts);
}

/**
 * The pensioner's monthly order (issue 44, items 2 and 8), signed in: an e-prescription kept and a pick-up order of
 * a prescription medicine and two other goods placed with it (through the API, as the checkout places it).
 * "Повторить заказ" on its page fills the cart, and the checkout has the pharmacy and the prescription chosen
 * already: "Оформить заказ" places it at once (no "нужен рецепт"), and the success dialog names the pharmacy, says
 * the shopper is told when it is ready, and to bring the prescription. The new order's page says since when it has
 * its status, that it is picked up and where; it is cancelled there after a confirmation and says so with the
 * time; the history names its goods ("и ещё 1 товар"). `openCart`: the app's way to the cart; `shot`: a screenshot.
 */
export async function repeatAndCancelPickupOrder(
  page: Page,
  { t, at }: E2eTexts,
  lan: 'ru' | 'uz',
  openCart: () => Promise<void>,
  shot: (name: string) => Promise<void>,
): Promise<void> {
  const authorization = `Bearer ${await storedToken(page)}`;
  const query = `lan=${lan}&region=1`;
  const rx = await findPrescriptionDrug(page.request, lan);
  const number = `RX${String(Date.now()).slice(-10)}`;
  const kept = await page.request.post(`/api/v1/prescriptions?${query}`, {
    data: { number },
    headers: { authorization },
  });
  const prescription = ((await kept.json()) as { prescription: { id: number } }).prescription;
  // Two goods without a prescription that a pharmacy holds together with the medicine.
  const listed = await page.request.get(`/api/v1/drugs?in_stock=1&recept=0&per_page=30&${query}`);
  const others = ((await listed.json()) as { results: { id: number; name: string }[] }).results;
  let lines: { drug_id: number; qty: number }[] = [];
  let named = '';
  let store: { id: number; name: string } | undefined;
  for (let i = 0; !store && i + 1 < others.length; i += 2) {
    lines = [rx, others[i], others[i + 1]].map((drug) => ({ drug_id: drug.id, qty: 1 }));
    // Named in the history whichever way round the repeat put the lines (the medicine first or last).
    named = others[i].name;
    // One that holds them twice over: it still holds the repeated order after the first took its packs.
    const stores = await page.request.post(`/api/v2/cart-stores?${query}`, {
      data: { drugs: lines.map((line) => ({ ...line, qty: 2 })) },
      headers: { authorization },
    });
    store = ((await stores.json()) as { results: { id: number; name: string }[] }).results[0];
  }
  if (!store) throw new Error('No pharmacy in Tashkent holds the medicine with two other goods');
  const placed = await page.request.post(`/api/v2/cart?${query}`, {
    data: {
      drugs: lines,
      type: 'pickup',
      store_id: store.id,
      device: 'desktop',
      payment_type: 1,
      prescription_id: prescription.id,
    },
    headers: { authorization, 'idempotency-key': `e2e-repeat-${Date.now()}` },
  });
  const first = ((await placed.json()) as { order_id: number }).order_id;
  expect(first).toBeGreaterThan(0);

  // Repeated from its page: the cart gets the goods, and the checkout already knows the pharmacy and the
  // prescription.
  await page.goto(at(`/order-detail?id=${first}`));
  await page.getByRole('button', { name: t('orders.repeat') }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: t('orders.repeat') })
    .click();
  await expect(page.getByText(t('cart.repeatAdded'))).toBeVisible();
  await openCart();
  await page.getByRole('link', { name: t('cart.checkout') }).click();
  await expect(page).toHaveURL(new RegExp(`${at('/order-process')}$`));
  await expect(page.getByRole('radio', { name: t('checkout.pickup') })).toBeChecked();
  await expect(
    page.getByRole('group', { name: t('checkout.choosePharmacy') }).getByRole('radio', { name: store.name }),
  ).toBeChecked();
  await expect(
    page
      .getByRole('group', { name: t('recipe.checkoutTitle') })
      .getByRole('radio', { name: t('recipe.numberItem', { number }) }),
  ).toBeChecked();
  await shot('checkout');
  await page.getByRole('button', { name: t('checkout.placeOrder') }).click();

  // The success dialog: which pharmacy, when, and the prescription to bring.
  const dialog = page.getByRole('dialog', { name: t('orderSuccess.title') });
  await expect(dialog).toContainText(store.name);
  await expect(dialog).toContainText(t('orderSuccess.whenReady', { hours: 48 }));
  await expect(dialog).toContainText(t('orderSuccess.bringPrescription'));
  await expect(page.getByText(t('refusal.prescriptionNeeded'))).toHaveCount(0);
  await shot('success');

  // The new order's page: its status since when, picked up at which pharmacy, and the way to cancel it.
  await dialog.getByRole('button', { name: t('orderSuccess.status') }).click();
  await expect(page).toHaveURL(/\/order-detail\?id=\d+$/);
  const second = Number(new URL(page.url()).searchParams.get('id'));
  const status = page.getByRole('definition').filter({ hasText: t('orderStatus.pending') });
  await expect(status.locator('time')).toHaveText(/\d{2}\.\d{2}\.\d{4}.+\d{2}:\d{2}/);
  await expect(page.getByRole('definition').filter({ hasText: t('orders.pickup') })).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: store.name })).toBeVisible();
  await shot('order');

  // Called off from its page, after a confirmation; it says so, with the time, and offers it no more.
  await page.getByRole('button', { name: t('orders.cancel') }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText(t('orders.cancelText'));
  await shot('cancel-confirm');
  await confirm.getByRole('button', { name: t('orders.cancel') }).click();
  const cancelled = page.getByRole('definition').filter({ hasText: t('orderStatus.cancelled_by_user') });
  await expect(cancelled.locator('time')).toHaveText(/\d{2}:\d{2}/);
  await expect(
    page
      .getByRole('list', { name: t('orders.timeline') })
      .getByRole('listitem')
      .last(),
  ).toContainText(t('orderStatus.cancelled_by_user'));
  await expect(page.getByRole('button', { name: t('orders.cancel') })).toHaveCount(0);
  await shot('cancelled');

  // The history names what was bought, the first few and how many more, and where it is picked up.
  await page.goto(at('/profile/orders'));
  const entry = page
    .getByRole('list', { name: t('orders.title') })
    .getByRole('listitem')
    // The number never breaks: a no-break hyphen in "GP‑000004".
    .filter({ hasText: new RegExp(`GP.${String(second).padStart(6, '0')}`) });
  await expect(entry).toContainText(named);
  await expect(entry).toContainText(t('orders.moreItems', { count: 1 }));
  await expect(entry).toContainText(store.name);
  await expect(entry).toContainText(t('orderStatus.cancelled_by_user'));
  await shot('history');
}

/**
 * A search that finds nothing (issue 44): the empty state, "did you mean" the start of it the search finds, the
 * popular queries and the five catalogue links; "did you mean" leads to that search's results.
 */
export async function expectNothingFoundHelps(
  page: Page,
  { t, at }: E2eTexts,
  lang: 'ru' | 'uz',
): Promise<void> {
  const [query, close] = lang === 'ru' ? ['омез форте', 'омез'] : ['omez forte', 'omez'];
  await page.goto(at(`/search?q=${encodeURIComponent(query)}`));
  const main = page.getByRole('main');
  await expect(main.getByText(t('search.noResults', { query }))).toBeVisible();
  await expect(main.getByRole('list', { name: t('search.popularQueries') }).getByRole('link')).toHaveCount(5);
  await expect(main.getByRole('list', { name: t('search.categoriesTitle') }).getByRole('link')).toHaveCount(
    5,
  );
  await main.getByRole('link', { name: t('search.didYouMean', { query: close }) }).click();
  await expect(page).toHaveURL(new RegExp(`/search\\?q=${encodeURIComponent(close)}$`));
  await expect(main.getByText(t('search.noResults', { query: close }))).toHaveCount(0);
  await expect(main.getByRole('link', { name: /омез|omez/i }).first()).toBeVisible();
}

/** The home page offers the app once (its own block), not a second time in the footer. */
export async function expectOneAppBlockOnHome(page: Page, { t, at }: E2eTexts): Promise<void> {
  await page.goto(at('/'));
  await expect(page.getByRole('heading', { name: t('marketing.appTitle') })).toBeVisible();
  await expect(page.getByRole('heading', { name: t('footer.apps'), exact: true })).toHaveCount(0);
  await expect(page.getByRole('link', { name: t('footer.appStore') })).toHaveCount(1);
  await expect(page.getByRole('link', { name: t('footer.googlePlay') })).toHaveCount(1);
}

/** Each field's placeholder is read whole: its text is no wider than the room inside the field. */
export async function expectPlaceholdersWhole(fields: Locator): Promise<void> {
  await expect(fields.first()).toBeVisible();
  const cut = await fields.evaluateAll((inputs) =>
    (inputs as HTMLInputElement[]).flatMap((input) => {
      const style = getComputedStyle(input);
      const context = document.createElement('canvas').getContext('2d');
      if (!context) return [];
      context.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const text = context.measureText(input.placeholder).width;
      const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      return text > room ? [`"${input.placeholder}": ${Math.round(text)} px in ${Math.round(room)} px`] : [];
    }),
  );
  expect(cut).toEqual([]);
}

/** The Uzbek article says the courier comes in an hour and a half, as the checkout does (never "bir soatda"). */
export async function expectUzbekExpressSaidOneWay(page: Page, { at }: E2eTexts): Promise<void> {
  const answer = await page.request.get('/api/v1/articles?lan=uz');
  const { results } = (await answer.json()) as { results: { slug: string }[] };
  await page.goto(at(`/article?slug=${results[0].slug}`));
  const main = page.getByRole('main');
  await expect(main).toContainText('bir yarim soatda');
  await expect(main).not.toContainText(/\bbir soatda/);
}

/** The dearest drug in stock in Tashkent, not on prescription, of which the pharmacies hold at least `count`. */
async function dearDrug(
  request: APIRequestContext,
  lan: 'ru' | 'uz',
  count: number,
): Promise<{ slug: string; name: string; price: number; max_count: number }> {
  const answer = await request.get(`/api/v1/drugs?in_stock=1&recept=0&per_page=60&lan=${lan}&region=1`);
  const { results } = (await answer.json()) as {
    results: { slug: string; name: string; price: number; max_count: number; is_recept: boolean }[];
  };
  const drug = results
    .filter((candidate) => !candidate.is_recept && candidate.max_count >= count)
    .sort((a, b) => b.price - a.price)[0];
  if (!drug) throw new Error(`No drug in stock in Tashkent with ${count} packs`);
  return drug;
}

/** How many lines `element`'s own text takes (its text boxes' distinct tops). */
async function linesOfText(element: Locator): Promise<number> {
  return element.evaluate((node) => {
    const range = document.createRange();
    range.selectNodeContents(node);
    return new Set([...range.getClientRects()].map((box) => Math.round(box.top))).size;
  });
}

/**
 * Issue 44, point 11, signed in: five packs of a dear drug make a sum of seven digits ("1 067 000 so‘m"); the
 * cart line's × stays on the row of its name or its counter, never on a line of its own; in the checkout, the
 * courier's "Определить местоположение" reads on one line, also once the point is set and said beside it. The
 * counter at its maximum stays as wide as before; the checkout's house and flat boxes are level.
 * `shot`: a screenshot of a part.
 */
export async function expectCartAndLocateUncramped(
  page: Page,
  { t, at }: E2eTexts,
  lan: 'ru' | 'uz',
  shot: (name: string, part: Locator) => Promise<void>,
): Promise<void> {
  const drug = await dearDrug(page.request, lan, 5);
  await page.goto(at(`/product/${drug.slug}`));
  await page
    .getByRole('main')
    .getByRole('button', { name: t('product.addToCart') })
    .first()
    .click();
  await expect(page.getByRole('textbox', { name: t('product.quantity') }).first()).toHaveValue('1', {
    timeout: APP_START_TIMEOUT,
  });
  await page.goto(at('/cart'));
  const line = page.getByRole('listitem', { name: drug.name });
  const quantity = line.getByRole('textbox', { name: t('product.quantity') });
  await quantity.fill('5');
  await quantity.press('Tab');
  await expect(line.getByText(/^1\s067\s|^\d\s\d{3}\s\d{3}\s/)).toBeVisible();
  const remove = line.getByRole('button', { name: `${t('cart.remove')}: ${drug.name}` });
  const [removeBox, nameBox, counterBox] = await Promise.all([
    remove.boundingBox(),
    line.getByRole('link', { name: drug.name }).boundingBox(),
    line.getByRole('group', { name: drug.name }).boundingBox(),
  ]);
  if (!removeBox || !nameBox || !counterBox) throw new Error('the cart line is not on screen');
  await shot('cart-line', line);
  const middle = removeBox.y + removeBox.height / 2;
  const beside = (box: { y: number; height: number }) => middle >= box.y && middle <= box.y + box.height;
  expect(beside(nameBox) || beside(counterBox), 'the × beside the name or the counter').toBe(true);
  // At its maximum the counter keeps its width: the hint under it ("Больше нет в наличии…") stretched it.
  const counter = line.getByRole('group', { name: drug.name });
  await quantity.fill(String(drug.max_count + 100));
  await quantity.press('Tab');
  await expect(line.getByText(t('cart.maxReached', { count: drug.max_count }))).toBeVisible();
  const atMax = await counter.boundingBox();
  expect(Math.abs((atMax?.width ?? 0) - counterBox.width), 'the counter as wide at its maximum').toBeLessThan(
    2,
  );
  await quantity.fill('5');
  await quantity.press('Tab');

  await page.getByRole('link', { name: t('cart.checkout') }).click();
  await expect(page).toHaveURL(new RegExp(`${at('/order-process')}$`));
  await page.getByRole('radio', { name: t('checkout.shipping') }).check();
  const locate = page.getByRole('button', { name: t('checkout.useMyLocation') });
  expect(await linesOfText(locate), 'the button before the point is set').toBe(1);
  // The address boxes of a line level, whether or not a label wraps ("Квартира или офис" at 390 px).
  const [house, apartment] = await Promise.all(
    [t('checkout.house'), t('checkout.apartment')].map((name) =>
      page.getByRole('textbox', { name, exact: true }).boundingBox(),
    ),
  );
  expect(Math.abs((house?.y ?? 0) - (apartment?.y ?? -10)), 'the house and flat boxes level').toBeLessThan(1);
  const width = page.viewportSize()?.width ?? 0;
  expect(
    (apartment?.x ?? 0) + (apartment?.width ?? width),
    'the flat box within the screen',
  ).toBeLessThanOrEqual(width);
  await locate.click();
  const set = page.getByRole('status').filter({ hasText: t('checkout.locationSet') });
  await expect(set).toBeVisible();
  await shot('locate', locate.locator('..'));
  expect(await linesOfText(locate), 'the button once the point is set').toBe(1);
}

/**
 * Issue 44, point 11: on a drug's page, the instruction's tab row: no chevron lies over a tab's text, at the
 * start, after the row is scrolled to its end, and with the last tab chosen.
 */
export async function expectTabChevronsClear(
  page: Page,
  { t, at }: E2eTexts,
  shot: (name: string, part: Locator) => Promise<void>,
): Promise<void> {
  await page.goto(at('/product/panadol-500-mg-10-tabletkalar-glaxosmithkline'));
  const tabs = page.getByRole('tablist', { name: t('product.instruction') });
  await tabs.scrollIntoViewIfNeeded();
  await expect(tabs.getByRole('tab').nth(1)).toBeVisible();
  const bar = tabs.locator('..');
  /** Chevrons that overlap the shown part of a tab, as "chevron over tab". */
  const covered = () =>
    bar.evaluate((row) => {
      const list = row.querySelector('[role="tablist"]');
      if (!list) return ['no tab list'];
      const shown = list.getBoundingClientRect();
      const chevrons = [...row.querySelectorAll(':scope > button')].map((chevron) =>
        chevron.getBoundingClientRect(),
      );
      return [...list.querySelectorAll('[role="tab"]')].flatMap((tab) => {
        const box = tab.getBoundingClientRect();
        const left = Math.max(box.left, shown.left);
        const right = Math.min(box.right, shown.right);
        return chevrons
          .filter((chevron) => right - left > 0 && chevron.left < right - 1 && chevron.right > left + 1)
          .map(() => `a chevron over "${tab.textContent}"`);
      });
    });
  await shot('tabs-start', bar);
  expect(await covered()).toEqual([]);
  await tabs.getByRole('tab').last().click();
  await expect(tabs.getByRole('tab').last()).toHaveAttribute('aria-selected', 'true');
  await page.waitForTimeout(400); // the row scrolls smoothly
  await shot('tabs-end', bar);
  expect(await covered()).toEqual([]);
}

/**
 * Issue 44, point 11: on a shelf, the first card's price, name and picture stay where they were when "В корзину"
 * turns into the counter (it moved 2 px: the counter was 2 px taller than the button).
 */
export async function expectCardStillWhenAdded(
  page: Page,
  { t, at }: E2eTexts,
  shot: (name: string, part: Locator) => Promise<void>,
): Promise<void> {
  await page.goto(at('/catalog/lekarstvennye-sredstva'));
  const main = page.getByRole('main');
  const first = main
    .getByRole('article')
    .filter({ has: page.getByRole('button', { name: t('product.addToCart') }) })
    .first();
  // Found again by its name: once added, it has no "В корзину" to be found by.
  const card = main.getByRole('article', {
    name: (await first.getAttribute('aria-label')) ?? '',
    exact: true,
  });
  const price = card.getByText(/^\d{1,3}(\s\d{3})*\s\S+$/).first();
  // Measured from the card's top: a screenshot may scroll the page.
  const where = async () => {
    const [box, priceBox, linkBox] = await Promise.all([
      card.boundingBox(),
      price.boundingBox(),
      card.getByRole('link').first().boundingBox(),
    ]);
    if (!box || !priceBox || !linkBox) throw new Error('the card is not on screen');
    return { price: priceBox.y - box.y, name: linkBox.y - box.y, height: box.height };
  };
  await expect(price).toBeVisible();
  const before = await where();
  await shot('card-before', card);
  await card.getByRole('button', { name: t('product.addToCart') }).click();
  await expect(card.getByRole('textbox', { name: t('product.quantity') })).toHaveValue('1', {
    timeout: APP_START_TIMEOUT,
  });
  await shot('card-after', card);
  expect(await where()).toEqual(before);
}

/**
 * Issue 44, point 11, signed in: with a district of a long name chosen (Мирабадский район), the region chip shows
 * the spec's 13 characters and an ellipsis, is named by the whole name (read aloud, and its tooltip), and is as
 * wide as what it shows: no empty room inside it beside the cut name.
 */
export async function expectRegionChipFitsItsName(
  page: Page,
  { t }: E2eTexts,
  lan: 'ru' | 'uz',
  chip: () => Locator,
  shot: (name: string, part: Locator) => Promise<void>,
): Promise<void> {
  const regions = (await (await page.request.get(`/api/v1/regions?lan=${lan}`)).json()) as {
    id: number;
    name: string;
    childs: { id: number; name: string }[];
  }[];
  const [region] = regions;
  const district = region.childs.find((child) => child.id === 103) ?? region.childs[0];
  await chip().click();
  const dialog = page.getByRole('dialog', { name: t('region.title') });
  await dialog.getByLabel(t('region.region')).selectOption({ label: region.name });
  await dialog.getByLabel(t('region.district')).selectOption({ label: district.name });
  await dialog.getByRole('button', { name: t('region.confirm') }).click();
  await expect(dialog).toBeHidden();
  const named = page.getByRole('button', { name: `${t('region.title')}: ${district.name}` });
  await expect(named).toBeVisible();
  await expect(named).toHaveAttribute('title', district.name);
  await expect(named).toHaveText(`${[...district.name].slice(0, 13).join('')}…`);
  await shot('region-chip', named.locator('..'));
  const room = await named.evaluate((button) => {
    const style = getComputedStyle(button);
    const inner = [...button.children].reduce((sum, child) => sum + child.getBoundingClientRect().width, 0);
    const gaps = (button.children.length - 1) * parseFloat(style.columnGap || '0');
    const padding = parseFloat(style.paddingLeft) + parseFloat(style.paddingRight);
    return button.getBoundingClientRect().width - inner - gaps - padding;
  });
  expect(Math.round(room), 'empty room inside the chip').toBeLessThanOrEqual(1);
}

/**
 * Issue 44, point 10, signed in (`phone`: 9 national digits): on an unpaid card order's payment page (the order's
 * page, "Оплатить"), each saved card's radio is a finger's target with its label: the label, which chooses the card
 * when tapped anywhere, is at least 44 px each way (the touch-target rule of WCAG 2.5.5 the suites measure), and the
 * radio itself is drawn larger than the browser's default 13 px.
 */
export async function expectPaymentChoicesLarge(
  page: Page,
  { t, at }: E2eTexts,
  phone: string,
  lan: 'ru' | 'uz',
  card: { number: string; masked: string },
  shot: (name: string, part: Locator) => Promise<void>,
): Promise<void> {
  await saveCardInSettings(page, { t, at }, phone, card);
  const orderId = await placeOrderByApi(page, phone, lan, 2);
  await page.goto(at(`/order-detail?id=${orderId}`));
  await page.getByRole('link', { name: t('orders.pay'), exact: true }).click();
  const finger = 44;
  const cards = page.getByRole('group', { name: t('orderPayment.chooseCard') });
  const radios = cards.getByRole('radio');
  await expect(radios.first()).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  await shot('payment-choices', cards);
  for (const radio of await radios.all()) {
    const sizes = await radio.evaluate((input) => {
      const target = input.closest('label') ?? input;
      const own = input.getBoundingClientRect();
      const whole = target.getBoundingClientRect();
      return {
        name: (target.textContent ?? '').replace(/\s+/g, ' ').trim(),
        radio: { width: Math.round(own.width), height: Math.round(own.height) },
        target: { width: Math.round(whole.width), height: Math.round(whole.height) },
      };
    });
    const { name } = sizes;
    expect(sizes.target.width, `the tap target of the radio of ${name}: width`).toBeGreaterThanOrEqual(
      finger,
    );
    expect(sizes.target.height, `the tap target of the radio of ${name}: height`).toBeGreaterThanOrEqual(
      finger,
    );
    // Chromium draws an unstyled radio 13 px across: a styled one is visibly larger.
    expect(
      sizes.radio.width,
      `the radio of ${name} drawn wider than the default 13 px`,
    ).toBeGreaterThanOrEqual(18);
    expect(
      sizes.radio.height,
      `the radio of ${name} drawn taller than the default 13 px`,
    ).toBeGreaterThanOrEqual(18);
  }
  // A tap on the card's words, away from the radio, chooses the card: the label is the target.
  const choice = cards.getByText(card.masked);
  const words = await choice.boundingBox();
  expect(words).not.toBeNull();
  await choice.click({ position: { x: (words?.width ?? 0) - 2, y: (words?.height ?? 0) / 2 } });
  await expect(cards.getByRole('radio', { name: card.masked })).toBeChecked();
}

/**
 * A guest (never signed in) reaches their favourites and recently seen by tapping, as both are kept on the
 * device: the recently seen row on home leads to the whole list, and the footer's buyers column (a disclosure on
 * a phone) to both from any page. On a phone no other link reaches them without signing in.
 */
export async function guestReachesOwnLists(
  page: Page,
  { t, at }: E2eTexts,
  drug: { slug: string; name: string },
): Promise<void> {
  await page.goto(at(`/product/${drug.slug}`));
  await expect(page.getByRole('heading', { level: 1, name: drug.name })).toBeVisible();
  await waitForAppStart(page);
  // The product's own heart, in its buy box (the rows' cards have theirs).
  const heart = page
    .getByRole('region', { name: t('product.price') })
    .getByRole('button', { name: t('product.favoriteAdd') });
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');

  const at$ = (path: string) => new RegExp(`${at(path).replace(/[/?]/g, '\\$&')}$`);
  const opened = async (path: string, list: string) => {
    await expect(page).toHaveURL(at$(path));
    await expect(
      page.getByRole('list', { name: list }).getByRole('article', { name: drug.name }),
    ).toBeVisible();
  };
  /** Taps a link of the footer's buyers column, opening the column first where it is a disclosure. */
  const tapFooterLink = async (name: string) => {
    const footer = page.getByRole('contentinfo');
    const summary = footer.locator('summary', { hasText: t('footer.buyers') });
    if ((await summary.count()) > 0 && (await summary.locator('..').getAttribute('open')) === null) {
      await summary.click();
    }
    await footer
      .getByRole('navigation', { name: t('footer.buyers') })
      .getByRole('link', { name, exact: true })
      .click();
  };

  await page.goto(at('/'));
  await waitForAppStart(page);
  await page
    .getByRole('region', { name: t('home.recentlySeen') })
    .getByRole('link', { name: t('recent.all') })
    .click();
  await opened('/recently-seen', t('recent.title'));
  await tapFooterLink(t('favorites.title'));
  await opened('/favorites', t('favorites.title'));
  await tapFooterLink(t('recent.title'));
  await opened('/recently-seen', t('recent.title'));
}

/**
 * The browser's clock at a time of today on the Tashkent wall clock (Playwright's page.clock: Date only, timers
 * run on), whatever the machine's zone. The suites' API keeps the machine's clock: express is placed at a set
 * clock in the API's own tests (apps/api/src/cart/place-order.spec.ts).
 */
export async function setShopTime(page: Page, time: string): Promise<void> {
  const today = shopClock(Date.now());
  if (!today) throw new Error('No clock');
  const day = [today.year, today.month, today.day].map((n) => String(n).padStart(2, '0')).join('-');
  await page.clock.setSystemTime(new Date(`${day}T${time}:00+05:00`));
}

/**
 * On /order-process with the courier's express chosen: the shopper opens another page whole and comes Back. The
 * browser restores the form's choices on the server's HTML before the app reads the stored draft; express stays
 * chosen, in the form and in what is stored (it turned standard: the restored courier choice named the time).
 */
export async function expectExpressKeptOnBack(page: Page, { t, at }: E2eTexts): Promise<void> {
  const express = page.getByRole('radio', { name: t('checkout.express') });
  await expect(express).toBeChecked();
  await page.goto(at('/'));
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`${at('/order-process')}$`));
  await waitForAppStart(page);
  await expect(express).toBeChecked();
  await expect
    .poll(() =>
      page.evaluate(() => JSON.parse(localStorage.getItem('checkout') ?? '{}').draft?.shipping_time),
    )
    .toBe('express');
}

/**
 * On /order-process with the courier's express chosen at noon (and its cost shown), the page opened again at 04:13
 * in Tashkent: express is there but disabled, with its hours in the page's language; the kept choice is standard
 * now, and the page says so; the summary counts no fee. The delivery choice is attached to the report as seen.
 */
export async function expectExpressClosedAtNight(page: Page, { t }: E2eTexts): Promise<void> {
  await setShopTime(page, '04:13');
  await page.reload();
  const delivery = page.getByRole('group', { name: t('checkout.delivery'), exact: true });
  const express = delivery.getByRole('radio', { name: t('checkout.express') });
  await expect(express).toBeDisabled();
  await expect(express).toHaveAccessibleDescription(t('refusal.expressClosed', SHOP_HOURS));
  await expect(delivery.getByRole('radio', { name: t('checkout.standard') })).toBeChecked();
  // The group has another status (the courier's point, once set): the switch's is the one that says so.
  await expect(delivery.getByRole('status').filter({ hasText: t('checkout.expressSwitched') })).toHaveText(
    t('checkout.expressSwitched'),
  );
  await expect(delivery.getByText(t('checkout.expressEta'))).toHaveCount(0);
  const summary = page.getByRole('complementary', { name: t('checkout.summary') });
  await expect(summary.getByText(t('checkout.free'), { exact: true })).toBeVisible();
  await delivery.scrollIntoViewIfNeeded();
  await test.info().attach('express at night', { body: await page.screenshot(), contentType: 'image/png' });
}

/**
 * Presses Tab and says what took the focus as a keyboard user sees it: its text and address, its box in the
 * window, and whether it sits inside the page's <main>.
 */
async function tabToNext(page: Page) {
  await page.keyboard.press('Tab');
  return page.evaluate(() => {
    const focused = document.activeElement as HTMLElement;
    const { top, left, width, height } = focused.getBoundingClientRect();
    return {
      text: focused.textContent?.trim() ?? '',
      href: focused.getAttribute('href'),
      box: { top, left, width, height },
      inMain: !!focused.closest('main'),
    };
  });
}

/**
 * The skip link as a keyboard user meets it on a listing: the first Tab shows it (not the 1 px box of a visually
 * hidden link), a touch target whole within the window, and following it takes the keyboard into the content.
 */
export async function skipToContentByKeyboard(page: Page, { t, at }: E2eTexts): Promise<void> {
  await page.goto(at('/catalog/vitaminy-i-bad'));
  await page.waitForLoadState('networkidle');
  const skip = await tabToNext(page);
  expect(skip).toMatchObject({ text: t('app.skipToContent'), href: '#main' });
  expect(skip.box.height).toBeGreaterThanOrEqual(44);
  expect(skip.box.width).toBeGreaterThan(100);
  expect(skip.box.top).toBeGreaterThanOrEqual(0);
  expect(skip.box.left).toBeGreaterThanOrEqual(0);
  expect(skip.box.left + skip.box.width).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#main$/);
  expect((await tabToNext(page)).inMain).toBe(true);
}

/**
 * A delivery address saved from the profile (street, house, flat, its point from the browser's location: the
 * context grants geolocation), then deleted: the shopper is asked first, the dialog naming the address; "Отмена"
 * keeps it, the confirm removes it and says so. The shopper is signed in.
 */
export async function saveThenDeleteAddress(
  page: Page,
  { t, at }: E2eTexts,
  screenshot?: string,
): Promise<void> {
  await page.goto(at('/profile/address'));
  await expect(page.getByText(t('addresses.empty'))).toBeVisible();
  const form = page.getByRole('form', { name: t('addresses.add') });
  await form.getByLabel(t('checkout.street')).fill('Амира Темура');
  await form.getByLabel(t('checkout.house')).fill('108');
  await form.getByLabel(t('checkout.apartment')).fill('12');
  await form.getByRole('button', { name: t('checkout.useMyLocation') }).click();
  await expect(form.getByRole('status').filter({ hasText: t('checkout.locationSet') })).toBeVisible();
  await form.getByRole('button', { name: t('addresses.save') }).click();
  const written = 'Амира Темура, 108, 12';
  const remove = page.getByRole('button', { name: `${t('addresses.delete')}: ${written}` });
  await expect(remove).toBeVisible();

  const dialog = page.getByRole('dialog', { name: t('addresses.deleteConfirm', { address: written }) });
  await remove.click();
  await expect(dialog).toContainText(t('addresses.deleteText'));
  if (screenshot) await page.screenshot({ path: screenshot });
  await dialog.getByRole('button', { name: t('common.cancel') }).click();
  await expect(dialog).toBeHidden();
  await expect(remove).toBeVisible();

  await remove.click();
  await dialog.getByRole('button', { name: t('addresses.delete') }).click();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: t('addresses.deleted') })
      .first(),
  ).toBeVisible();
  await expect(page.getByText(t('addresses.empty'))).toBeVisible();
  await expect(remove).toHaveCount(0);
}
