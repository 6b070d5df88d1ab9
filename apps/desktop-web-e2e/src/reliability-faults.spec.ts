import { waitForAppStart } from '@gopharm/util/testing';
import { expect, test, type APIRequestContext, type Page, type Route } from '@playwright/test';
import { reachMinimum, signIn } from './support';

// Faults injected with Playwright's network control against the real edge and API (spec, section 8).
test.describe.configure({ timeout: 120_000 });
// The service worker would answer some requests itself, out of page.route's reach.
test.use({ serviceWorkers: 'block' });

const NETWORK_NOTICE = 'Проверьте подключение к интернету!';

async function findDrug(request: APIRequestContext) {
  const answer = await request.get('/api/v1/drugs?search=парацетамол&in_stock=1');
  const { results } = (await answer.json()) as {
    results: { slug: string; name: string; is_recept: boolean; max_count: number }[];
  };
  const drug = results.find((candidate) => !candidate.is_recept && candidate.max_count >= 5);
  if (!drug) throw new Error('no in-stock drug in the seed');
  return drug;
}

/** Puts a drug in the cart from its page and answers its name. */
async function addToCart(page: Page, request: APIRequestContext): Promise<string> {
  const drug = await findDrug(request);
  await page.goto(`/product/${drug.slug}`);
  await page.getByRole('button', { name: 'В корзину' }).first().click();
  await expect(page.getByRole('group', { name: drug.name })).toBeVisible();
  return drug.name;
}

/** The cart lines as the app stored them (every cart change is persisted locally). */
async function storedCart(page: Page): Promise<string> {
  return page.evaluate(() =>
    JSON.stringify(JSON.parse(localStorage.getItem('newOrder') ?? '{}').lines ?? null),
  );
}

const faults: { name: string; handle: (route: Route) => Promise<void> }[] = [
  {
    name: '500',
    handle: (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"status":0,"msg":"boom"}' }),
  },
  {
    name: '503 with Retry-After',
    handle: (route) =>
      route.fulfill({
        status: 503,
        headers: { 'retry-after': '1' },
        contentType: 'application/json',
        body: '{"status":0,"msg":"busy"}',
      }),
  },
  { name: 'no network', handle: (route) => route.abort('internetdisconnected') },
];

/**
 * A product page opened by a client-side visit (from the home page): the first page is server-rendered, so a
 * fault routed in the browser only shows on the browser's own call.
 */
async function openProductInBrowser(page: Page) {
  await page.goto('/');
  // A link tapped before the app has started is an ordinary navigation, the server's call.
  await waitForAppStart(page);
  await page.locator('main a[href^="/product/"]').first().click();
}

test("a page's data call answering 500, 503 with Retry-After or nothing at all: the prescribed screen, the cart kept, recovery", async ({
  page,
  request,
}) => {
  const name = await addToCart(page, request);
  const productUrl = page.url();
  const cart = await storedCart(page);
  expect(cart).toContain('"qty":1');
  for (const fault of faults) {
    await page.route('**/api/v1/drug/**', fault.handle);
    await openProductInBrowser(page);
    if (fault.name === 'no network') {
      // "Network Error": no error page; the generic notice, and a retry in place of the product.
      await expect(page.getByText(NETWORK_NOTICE)).toBeVisible({ timeout: 15_000 });
      await expect(page.getByRole('button', { name: 'Повторить' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Ошибка на сервере' })).toHaveCount(0);
    } else {
      // GETs are retried twice first (after Retry-After on a 503).
      await expect(page.getByRole('heading', { name: 'Ошибка на сервере' }), fault.name).toBeVisible({
        timeout: 15_000,
      });
      await expect(page.getByRole('main').getByRole('link', { name: /^\+998/ })).toBeVisible();
    }
    expect(await storedCart(page)).toBe(cart);

    await page.unroute('**/api/v1/drug/**');
    await page.goto(productUrl);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByRole('group', { name })).toBeVisible();
  }
});

test('a POST timing out or failing shows the network notice and keeps the cart lines', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const name = await addToCart(page, request);
  // The cart check never answers: the client gives up after its POST timeout (15 s).
  await page.route('**/api/v2/cart-check**', () => undefined);
  await page.getByRole('link', { name: /Корзина/ }).click();
  await expect(page.getByRole('listitem', { name })).toBeVisible();
  await expect(page.getByText(NETWORK_NOTICE)).toBeVisible({ timeout: 25_000 });
  await expect(page.getByRole('listitem', { name })).toBeVisible();
  await page.unroute('**/api/v2/cart-check**');
  await page.reload();
  await expect(page.getByRole('listitem', { name })).toBeVisible();
  await expect(page.getByText(NETWORK_NOTICE)).toHaveCount(0);
});

test('a 401 signs the shopper out and sends them to /auth, keeping the cart', async ({ page, request }) => {
  await addToCart(page, request);
  await page.goto('/auth');
  await signIn(page);
  const cart = await storedCart(page);
  await page.route('**/api/v1/orders**', (route) =>
    route.fulfill({
      status: 401,
      contentType: 'application/json',
      body: '{"status":0,"msg":"Unauthorized"}',
    }),
  );
  await page.goto('/profile/orders');
  await expect(page).toHaveURL(/\/auth$/);
  expect(await page.evaluate(() => localStorage.getItem('auth') ?? '')).not.toContain('token');
  expect(await storedCart(page)).toBe(cart);
});

test('the API failing at the moment of ordering loses nothing, and retrying makes exactly one order', async ({
  page,
  request,
}) => {
  await addToCart(page, request);
  await page.getByRole('link', { name: /Корзина/ }).click();
  await reachMinimum(page);
  await page.getByRole('link', { name: 'Оформить заказ' }).click();
  await signIn(page);
  await expect(page).toHaveURL(/\/order-process$/);
  await page.getByRole('radio', { name: 'Самовывоз из аптеки' }).check();
  await page.getByRole('group', { name: 'Выберите аптеку' }).getByRole('radio').first().check();
  const token = await page.evaluate(
    () => JSON.parse(localStorage.getItem('auth') ?? '{}').user?.token as string,
  );
  const orderCount = async () =>
    (
      (await (
        await request.get('/api/v1/orders', { headers: { authorization: `Bearer ${token}` } })
      ).json()) as { results: unknown[] }
    ).results.length;

  // 1: the API is down: the request never arrives.
  await page.route('**/api/v2/cart?**', (route) => route.abort('connectionrefused'));
  await page.getByRole('button', { name: 'Оформить заказ' }).click();
  await expect(page.getByText(NETWORK_NOTICE).first()).toBeVisible();
  await expect(page).toHaveURL(/\/order-process$/);
  expect(await orderCount()).toBe(0);

  // 2: the order is written but the answer is lost on the way back.
  await page.unroute('**/api/v2/cart?**');
  let keys: string[] = [];
  await page.route('**/api/v2/cart?**', async (route) => {
    keys.push((route.request().postDataJSON() as { idempotency_key: string }).idempotency_key);
    await route.fetch();
    await route.abort('connectionreset');
  });
  await page.getByRole('button', { name: 'Оформить заказ' }).click();
  await expect.poll(orderCount).toBe(1);
  await expect(page).toHaveURL(/\/order-process$/);
  expect(await storedCart(page)).toContain('"qty"');

  // 3: the API is back; the shopper presses again: the same key answers the order already made.
  await page.unroute('**/api/v2/cart?**');
  await page.route('**/api/v2/cart?**', async (route) => {
    keys.push((route.request().postDataJSON() as { idempotency_key: string }).idempotency_key);
    await route.continue();
  });
  await page.getByRole('button', { name: 'Оформить заказ' }).click();
  await expect(page.getByRole('dialog', { name: 'Заказ оформлен!' })).toBeVisible();
  await expect(page).toHaveURL(/\/profile\/orders$/);
  expect(await orderCount()).toBe(1);
  expect(new Set(keys).size).toBe(1);
  keys = [];
});
