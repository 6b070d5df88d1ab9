import { DatabaseSync } from 'node:sqlite';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { ROUTES } from '@gopharm/util';
import { waitForAppStart } from '@gopharm/util/testing';
import { findDrug, signInAndRegister } from './support';

// The phone app's defences in real Chromium: a lost order answer, chunk failures, render crashes, hostile text
// and stored state, and the CSP on every route.
test.describe.configure({ timeout: 120_000 });
test.use({ serviceWorkers: 'block' });

const DATABASE = join(__dirname, '..', '..', '..', '.data', 'e2e-mobile-web.sqlite');
const NETWORK_NOTICE = 'Проверьте подключение к интернету!';
const bar = (page: Page) => page.getByRole('navigation', { name: 'Основное меню' });

test('the API failing at the moment of ordering loses nothing, and retrying makes exactly one order', async ({
  page,
  request,
}) => {
  const drug = await findDrug(request, 'Парацетамол');
  await page.goto(`/product/${drug.slug}`);
  await page.getByRole('region', { name: 'Цена' }).getByRole('button', { name: 'В корзину' }).click();
  await bar(page).getByRole('link', { name: 'Корзина' }).click();
  const line = page.getByRole('listitem', { name: drug.name });
  await line
    .getByRole('textbox', { name: 'Количество' })
    .fill(String(Math.min(drug.max_count, Math.ceil(30_000 / drug.price))));
  // A typed quantity counts once it is entered; checkout is then a link.
  await page.keyboard.press('Enter');
  await page.getByRole('link', { name: 'Оформить заказ' }).click();
  await signInAndRegister(page, request);
  await expect(page).toHaveURL(/\/order-process$/);
  await page.getByLabel('Самовывоз из аптеки').check();
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

  // The order is written, but the answer never reaches the phone.
  const keys: string[] = [];
  await page.route('**/api/v2/cart?**', async (route) => {
    keys.push((route.request().postDataJSON() as { idempotency_key: string }).idempotency_key);
    await route.fetch();
    await route.abort('connectionreset');
  });
  await page.getByRole('button', { name: 'Оформить заказ' }).click();
  await expect(page.getByText(NETWORK_NOTICE).first()).toBeVisible();
  await expect(page).toHaveURL(/\/order-process$/);
  expect(await orderCount()).toBe(1);

  // The network is back; pressing again answers the order already made.
  await page.unroute('**/api/v2/cart?**');
  await page.route('**/api/v2/cart?**', async (route) => {
    keys.push((route.request().postDataJSON() as { idempotency_key: string }).idempotency_key);
    await route.continue();
  });
  await page.getByRole('button', { name: 'Оформить заказ' }).click();
  await expect(page.getByRole('dialog', { name: 'Заказ оформлен!' })).toBeVisible();
  expect(await orderCount()).toBe(1);
  expect(keys).toHaveLength(2);
  expect(new Set(keys).size).toBe(1);
});

test('a script chunk that fails to load reloads the page exactly once, then shows the error page', async ({
  page,
}) => {
  let documents = 0;
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documents++;
  });
  // Straight to the cart: its chunk cannot load (the home page would prefetch it once idle).
  await page.route('**/mobile-assets/cart-page-*.js', (route) => route.abort('failed'));
  await page.goto('/cart');
  await expect.poll(() => documents).toBe(2);
  await expect(page.getByRole('heading', { name: 'Ошибка на сервере' })).toBeVisible();
  await page.waitForTimeout(3_000);
  expect(documents).toBe(2);
});

test('a crashed render shows the error page, never a blank screen', async ({ page }) => {
  await page.route('**/api/v1/drug/**', (route) =>
    route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({
        id: 1,
        slug: 'x',
        // An object where a name belongs: React cannot render it (the other wrong fields the page now survives).
        name: { ru: 'x' },
        price: 'x',
        images: 7,
        analogues: 7,
        manufacturer: 7,
      }),
    }),
  );
  // The first page is server-rendered; the malformed answer reaches the browser with a client-side visit (once the
  // app runs: a link tapped before is an ordinary page load, rendered by the server).
  await page.goto('/');
  await waitForAppStart(page);
  await page.locator('main a[href^="/product/"]').first().click();
  await expect(page.getByRole('heading', { name: 'Ошибка на сервере' })).toBeVisible();
  await expect(bar(page)).toBeVisible();
});

test('corrupted and old-format local storage: the app starts clean without an error', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.addInitScript(() => {
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', '1');
    localStorage.setItem('newOrder', '{"lines":[{"drug":"x"}],"draft":7,"__mps__":{"version":1}}');
    localStorage.setItem('auth', '["not", "a", "user"]');
    localStorage.setItem('region', '{');
    localStorage.setItem('favorites', JSON.stringify({ ids: [1, 'x', null] }));
    localStorage.setItem('userLastDrugs', 'null');
  });
  await page.goto('/');
  await expect(bar(page).getByRole('link', { name: 'Корзина' })).toBeVisible();
  await bar(page).getByRole('link', { name: 'Корзина' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Корзина' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Корзина пуста' })).toBeVisible();
  expect(errors).toEqual([]);
});

const PAYLOAD = '<img src=x onerror="window.__xss=1;alert(1)">';

async function injected(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    for (const element of Array.from(document.querySelectorAll('*'))) {
      for (const attribute of Array.from(element.attributes)) {
        if (/^on/i.test(attribute.name)) found.push(`${element.tagName} ${attribute.name}`);
        if (/^\s*javascript:/i.test(attribute.value)) found.push(`${element.tagName} javascript:`);
      }
    }
    if ((window as unknown as { __xss?: number }).__xss) found.push('window.__xss set');
    return found;
  });
}

test('XSS payloads in the search query and in article HTML are rendered inert', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goto(`/search?q=${encodeURIComponent(PAYLOAD)}`);
  await expect(page.locator('#root')).not.toBeEmpty();
  await page.waitForLoadState('networkidle');
  expect(await injected(page)).toEqual([]);

  const db = new DatabaseSync(DATABASE);
  db.exec('PRAGMA busy_timeout = 5000');
  const html = `<p>Безопасно</p>${PAYLOAD}<svg onload="alert(1)"></svg><a href="javascript:alert(1)">ссылка</a>`;
  db.prepare(
    `INSERT OR REPLACE INTO articles (slug, title_ru, title_uz, content_ru, content_uz, image, created_date)
     VALUES ('xss-check', ?, ?, ?, ?, '/api/images/default.svg', '2026-01-01')`,
  ).run(PAYLOAD, PAYLOAD, html, html);
  db.close();
  for (const path of ['/article?slug=xss-check', '/uz/article?slug=xss-check']) {
    await page.goto(path);
    await expect(page.getByText('Безопасно')).toBeVisible();
    expect(await injected(page), path).toEqual([]);
  }
  expect(dialogs).toEqual([]);
});

test('every route of the route table, in Russian and Uzbek, runs without a CSP violation', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const violations: string[] = [];
  await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      void (window as unknown as { reportViolation: (text: string) => void }).reportViolation(
        `${location.pathname}: ${event.violatedDirective} ${event.blockedURI}`,
      );
    });
  });
  const drug = await findDrug(request, 'Нурофен');
  const params: Record<string, string> = { product: drug.slug, code: '1', sale: '1' };
  const paths = ROUTES.flatMap((route) =>
    route.param ? [route.path, `${route.path}/${params[route.id] ?? 'dori-vositalari'}`] : [route.path],
  );
  // Signed in, so the profile screens render rather than send to /auth.
  await page.goto('/auth');
  await signInAndRegister(page, request);
  // One full load per language, then every route by the router's own navigation (as a shopper moves): each
  // screen's chunk, styles and data arrive under the document's CSP, without re-parsing the app each time.
  for (const prefix of ['', '/uz']) {
    await page.goto(prefix || '/');
    // The router must be listening, or the addresses pushed below would leave the server's page on screen.
    await waitForAppStart(page);
    for (const path of paths) {
      const target = prefix + (path === '/' && prefix ? '' : path);
      await page.evaluate((url) => {
        history.pushState(null, '', url);
        dispatchEvent(new PopStateEvent('popstate'));
      }, target);
      await expect(page.locator('main')).not.toBeEmpty();
      // A moment for the screen's chunk, data and images; a later violation is still caught (same document).
      await page.waitForTimeout(100);
    }
  }
  await page.waitForTimeout(1_000);
  expect(violations).toEqual([]);
});
