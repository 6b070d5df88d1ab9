import { DatabaseSync } from 'node:sqlite';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { ROUTES } from '@gopharm/util';
import { APP_START_TIMEOUT, waitForAppStart } from '@gopharm/util/testing';
import { newPhone, signIn } from './support';

// The app's own defences in real Chromium: chunk failures, render crashes, hostile text and stored state, CSP.
test.describe.configure({ timeout: 120_000 });
test.use({ serviceWorkers: 'block' });

const DATABASE = join(__dirname, '..', '..', '..', '.data', 'e2e-desktop-web.sqlite');

/** Counts the documents the tab loads (the first visit and every reload). */
function countDocuments(page: Page): () => number {
  let documents = 0;
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documents++;
  });
  return () => documents;
}

test('a script chunk that fails to load reloads the page exactly once, then shows the error page', async ({
  page,
}) => {
  const documents = countDocuments(page);
  await page.goto('/');
  // The app must have started: before it, the link is the server's and opens the cart as a new document.
  await waitForAppStart(page);
  await page.route('**/desktop-assets/cart-page-*.js', (route) => route.abort('failed'));
  await page.getByRole('link', { name: /Корзина/ }).click();
  // One reload to fetch fresh chunks; the chunk fails again and the app does not reload a second time.
  await expect.poll(documents).toBe(2);
  // The reloaded page starts the app again before its chunk fails: seconds on a loaded machine.
  await expect(page.getByRole('heading', { name: 'Ошибка на сервере' })).toBeVisible({
    timeout: APP_START_TIMEOUT,
  });
  await page.waitForTimeout(3_000);
  expect(documents()).toBe(2);
  expect(await page.evaluate(() => Number(localStorage.getItem('chunkReloadAt') ?? '0') > 0)).toBe(true);
});

test('a crashed render shows the error page, never a blank screen', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  // A drug answer of the wrong shape makes the product screen throw while rendering.
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
  await expect(page.getByRole('main').getByRole('link', { name: 'На главную' })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
});

test('corrupted and old-format local storage: the app starts clean and keeps what it can read', async ({
  page,
  request,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const drug = (
    (await (await request.get('/api/v1/drugs?search=парацетамол&in_stock=1')).json()) as {
      results: { id: number; slug: string; name: string; price: number; max_count: number }[];
    }
  ).results[0];
  const meta = { expireInTimestamp: Date.now() + 86_400_000, version: 1 };
  const goodLine = {
    drug: drug.id,
    qty: 1,
    slug: drug.slug,
    name: drug.name,
    international_name: '',
    manufacturer: '',
    labels: [],
    max_count: drug.max_count,
    price: drug.price,
    is_recept: false,
    is_count_exist: true,
    image_thumbnail: '/api/images/default.svg',
  };
  const entries: Record<string, string> = {
    // A readable line next to garbage lines and a garbage draft: the line stays, the rest goes.
    newOrder: JSON.stringify({ lines: [goodLine, { drug: 'x' }, null, 42], draft: 'broken', __mps__: meta }),
    auth: '{"user":',
    region: JSON.stringify([1, 2, 3]),
    favorites: JSON.stringify({ ids: 'all of them', __mps__: meta }),
    // Written by an older version (no version marker): dropped, not misread.
    orders: JSON.stringify({ ordersCount: 'many' }),
    userLastDrugs: 'undefined',
    chunkReloadAt: 'NaN',
  };
  await page.addInitScript((values) => {
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', '1');
    for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value);
  }, entries);
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Войти' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Выберите регион: Ташкент/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /В корзине 1 позиция/ })).toBeVisible();
  await page.getByRole('link', { name: /Корзина/ }).click();
  await expect(page.getByRole('listitem', { name: drug.name })).toBeVisible();
  // What is stored now is in the current format again.
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('newOrder') ?? '{}'));
  expect(stored.lines).toHaveLength(1);
  expect(stored.__mps__.version).toBe(1);
  expect(errors).toEqual([]);
});

const PAYLOADS = [
  '<img src=x onerror="window.__xss=1;alert(1)">',
  '"><svg onload="window.__xss=1;alert(1)">',
  "'><script>window.__xss=1;alert(1)</script>",
];

/** Hostile markup that became live in the page: event-handler attributes, foreign scripts, javascript: links. */
async function injected(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    for (const element of Array.from(document.querySelectorAll('*'))) {
      for (const attribute of Array.from(element.attributes)) {
        if (/^on/i.test(attribute.name)) found.push(`${element.tagName} ${attribute.name}`);
        if (/^\s*javascript:/i.test(attribute.value))
          found.push(`${element.tagName} ${attribute.name}=javascript:`);
      }
      // The server render's state and JSON-LD carry the query as data (`<` escaped): inert, not a script to run.
      const data = /json/i.test(element.getAttribute('type') ?? '');
      if (element.tagName === 'SCRIPT' && !data && (element.textContent ?? '').includes('__xss')) {
        found.push('SCRIPT');
      }
    }
    if ((window as unknown as { __xss?: number }).__xss) found.push('window.__xss set');
    return found;
  });
}

function watchDialogs(page: Page): string[] {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return dialogs;
}

test('XSS payloads in the search query stay text', async ({ page }) => {
  const dialogs = watchDialogs(page);
  for (const payload of PAYLOADS) {
    await page.goto(`/search?q=${encodeURIComponent(payload)}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(payload.slice(0, 10));
    const box = page.getByRole('combobox', { name: 'Поиск лекарств' });
    await box.fill(payload);
    await page.waitForTimeout(900);
    expect(await injected(page)).toEqual([]);
  }
  expect(dialogs).toEqual([]);
});

test('XSS payloads in names, saved addresses with their comment and article HTML are rendered inert', async ({
  page,
  request,
}) => {
  const dialogs = watchDialogs(page);
  const payload = PAYLOADS[0];
  await page.goto('/auth');
  await signIn(page, newPhone());
  const token = await page.evaluate(
    () => JSON.parse(localStorage.getItem('auth') ?? '{}').user?.token as string,
  );
  const headers = { authorization: `Bearer ${token}` };
  const profile = await request.post('/api/v1/register-profil', {
    headers,
    data: { first_name: payload, last_name: PAYLOADS[1], birth_date: '1990-05-01', gender: 'female' },
  });
  expect(profile.ok()).toBe(true);
  const address = await request.post('/api/v2/addresses', {
    headers,
    data: {
      address: payload,
      house: PAYLOADS[1],
      apartment: '1',
      additional_address: PAYLOADS[2],
      location: { lat: 41.311, lng: 69.279 },
    },
  });
  expect(address.status()).toBeLessThan(500);

  // An editor's article with hostile markup, written straight into the shop's database.
  const db = new DatabaseSync(DATABASE);
  db.exec('PRAGMA busy_timeout = 5000');
  const html = `<p>Безопасно</p>${PAYLOADS.join('')}<a href="javascript:alert(1)">ссылка</a><iframe src="https://evil.example"></iframe>`;
  db.prepare(
    `INSERT OR REPLACE INTO articles (slug, title_ru, title_uz, content_ru, content_uz, image, created_date)
     VALUES ('xss-check', ?, ?, ?, ?, '/api/images/default.svg', '2026-01-01')`,
  ).run(PAYLOADS[1], PAYLOADS[1], html, html);
  db.close();

  for (const path of [
    '/profile/personal',
    '/profile/address',
    '/profile',
    '/article?slug=xss-check',
    '/uz/article?slug=xss-check',
  ]) {
    await page.goto(path);
    await expect(page.locator('#root')).not.toBeEmpty();
    await page.waitForLoadState('networkidle');
    if (path.includes('xss-check')) await expect(page.getByText('Безопасно')).toBeVisible();
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
  const drug = (
    (await (await request.get('/api/v1/drugs?search=нурофен')).json()) as {
      results: { slug: string; id: number }[];
    }
  ).results[0];
  const params: Record<string, string> = { product: drug.slug, code: String(drug.id), sale: '1' };
  const paths = ROUTES.flatMap((route) =>
    route.param ? [route.path, `${route.path}/${params[route.id] ?? 'dori-vositalari'}`] : [route.path],
  );
  // Signed in, so the profile screens render rather than send to /auth.
  await page.goto('/auth');
  await signIn(page, newPhone());
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
  expect(paths.length).toBeGreaterThan(30);
});
