// `npm run screens`: a picture of every route, to be read by eye (issue 16, item 5).
//
// Starts the built edge and API (tools/scripts/launch.mjs) on ports of its own with a fresh database, signs a test
// shopper in through the dev outbox, puts a drug in the cart and places an order, then screenshots every route of
// libs/util/src/routes/route-table.ts (parametrised ones with a real slug or id read from the API, plus a missing
// page) in the mobile app at 390 px (a phone's user agent) and the desktop app at 1280 px, in Russian and Uzbek.
// Last it composes a contact sheet of the key screens (an HTML page of the shots, screenshotted).
//
//   npm run screens                        # shots in /tmp/gopharm-screens, sheet in docs/screenshots/issue-16/
//   npm run screens -- --out /tmp/shots --sheet /tmp/sheet.png --only home,product
//   npm run screens -- --only cart --no-scripts     # as a browser with JavaScript off sees the server's pages
//
// Builds the apps and servers first only when their output is missing. Ports: 4350/4351 + E2E_PORT_OFFSET.
import { spawn, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './chromium-options.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const { values: options } = parseArgs({
  options: {
    out: { type: 'string', default: '/tmp/gopharm-screens' },
    sheet: { type: 'string', default: join(ROOT, 'docs/screenshots/issue-16/contact-sheet.png') },
    only: { type: 'string' },
    'no-scripts': { type: 'boolean', default: false },
  },
});
const OFFSET = Number(process.env.E2E_PORT_OFFSET ?? 0);
const EDGE_PORT = 4350 + OFFSET;
const API_PORT = 4351 + OFFSET;
const ORIGIN = `http://127.0.0.1:${EDGE_PORT}`;

/** The two apps as the edge tells them apart: by the device (user agent), each at the width it is read at. */
const APPS = {
  // One device pixel per CSS pixel: a phone's 2.6 would make each full-page picture seven times larger.
  mobile: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, deviceScaleFactor: 1 },
  desktop: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 },
};
const LANGS = ['ru', 'uz'];

/** The contact sheet's rows: a screen a shopper meets in the first minutes, by shot name. */
const KEY_SCREENS = [
  ['home', 'home'],
  ['catalog', 'catalogue'],
  ['product', 'product'],
  ['search', 'search'],
  ['search-nothing-found', 'nothing found'],
  ['cart', 'cart'],
  ['order-process', 'checkout'],
  ['auth', 'sign-in'],
  ['profile', 'profile'],
  ['profile-orders', 'order history'],
  ['pharmacy-map', 'pharmacy map'],
  ['article', 'article'],
  ['not-found', 'not found'],
];

function ensureBuilt() {
  const outputs = ['desktop-web/index.html', 'mobile-web/index.html', 'edge/main.mjs', 'api/main.mjs'];
  if (outputs.every((file) => existsSync(join(ROOT, 'dist/apps', file)))) return;
  console.log('[screens] building the apps and servers');
  const result = spawnSync(
    'nx',
    ['run-many', '-t', 'build', '-p', 'desktop-web', 'mobile-web', 'edge', 'api'],
    { cwd: ROOT, stdio: 'inherit', env: { ...process.env, NX_DAEMON: 'false' } },
  );
  if (result.status !== 0) throw new Error('the production build failed');
}

/** The real edge and API on the script's own ports and a fresh database, codes in the dev outbox. */
async function startStorefront() {
  const server = spawn(process.execPath, [join(ROOT, 'tools/scripts/launch.mjs')], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(EDGE_PORT),
      API_PORT: String(API_PORT),
      DATABASE_FILE: join(ROOT, '.data', 'screens.sqlite'),
      RESET_DATABASE: '1',
      LOG_LEVEL: 'warn',
      SMS_PROVIDER: 'console',
      PAYMENT_PROVIDERS: 'dev',
      // One address asks for a few hundred pages in a few minutes.
      PAGE_LIMIT_PER_IP: '100000/60',
      API_LIMIT_PER_IP: '100000/60',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const began = Date.now();
  while (Date.now() - began < 60_000) {
    if (server.exitCode !== null) throw new Error(`the storefront exited (${server.exitCode})`);
    try {
      if ((await fetch(`${ORIGIN}/api/v1/categories`)).ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  server.kill('SIGTERM');
  throw new Error('the storefront did not start within 60 s');
}

async function api(path, init) {
  const answer = await fetch(`${ORIGIN}/api/${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', ...init?.headers },
  });
  if (!answer.ok) throw new Error(`${path} answered ${answer.status}: ${await answer.text()}`);
  return answer.json();
}

/** Signs a shopper in through the real calls (console SMS provider) with a complete profile. */
async function signIn() {
  const phone = '998901616161';
  await api('v1/register-captcha', { method: 'POST', body: JSON.stringify({ phone }) });
  const { results } = await api(`dev/sms-outbox?phone=${phone}`);
  const accepted = await api('v1/accept', {
    method: 'POST',
    body: JSON.stringify({ phone, code: results[0].code }),
  });
  const headers = { authorization: `Bearer ${accepted.token}` };
  const profile = await api('v1/register-profil', {
    method: 'POST',
    headers,
    body: JSON.stringify({
      first_name: 'Дилноза',
      last_name: 'Каримова',
      birth_date: '1990-05-12',
      gender: 'female',
    }),
  });
  return { token: accepted.token, user: profile.user, headers };
}

/** An order of the shopper (cash, courier), so the history, order detail and payment pages have one to show. */
async function placeOrder(headers, drug) {
  const minimum = (await api('v1/order-minimum')).min ?? 0;
  const qty = Math.min(drug.max_count, Math.max(1, Math.ceil(minimum / drug.price)));
  const idempotency = randomUUID();
  const answer = await api('v2/cart', {
    method: 'POST',
    headers: { ...headers, 'Idempotency-Key': idempotency },
    body: JSON.stringify({
      drugs: [{ drug_id: drug.id, qty }],
      type: 'shipping',
      shipping_time: 'standard',
      payment_type: 1,
      device: 'mobile',
      location: { lat: 41.311, lng: 69.279 },
      address: 'ул. Амира Темура',
      house: '15',
      idempotency_key: idempotency,
    }),
  });
  if (!answer.order_id) throw new Error(`the order was refused: ${JSON.stringify(answer)}`);
  return answer.order_id;
}

/** Real slugs and ids from the API for the parametrised routes. */
async function realInputs() {
  const { results: categories } = await api('v1/categories');
  const category = categories.find((c) => c.childs.length > 0) ?? categories[0];
  const { results: drugs } = await api('v1/drugs?in_stock=1&per_page=24');
  const drug = drugs.find((d) => !d.is_recept && d.max_count >= 3) ?? drugs[0];
  const { results: sales } = await api('v1/sales');
  const collections = (await api('v2/collections')).results?.data ?? [];
  const { results: articles } = await api('v1/articles');
  return {
    drug,
    category: category.slug,
    categoryId: category.id,
    subcategory: category.childs[0]?.slug ?? category.slug,
    sale: sales[0]?.id,
    collection: collections[0]?.slug,
    article: articles[0]?.slug,
    query: drug.name.split(/\s+/)[0].toLowerCase(),
  };
}

/** Every route of the table as a path to open (without the locale prefix), plus a page that does not exist. */
async function routeShots(inputs, orderId) {
  const { ROUTES } = await import(join(ROOT, 'libs/util/src/routes/route-table.ts'));
  const params = {
    catalog: inputs.category,
    subcategory: inputs.subcategory,
    product: inputs.drug.slug,
    code: inputs.drug.id,
    sale: inputs.sale,
    collection: inputs.collection,
  };
  const queries = {
    search: `q=${encodeURIComponent(inputs.query)}`,
    'catalog-by-id': `id=${inputs.categoryId}`,
    article: `slug=${inputs.article}`,
    'order-detail': `id=${orderId}`,
    'order-payment': `order_id=${orderId}`,
  };
  const shots = ROUTES.map((route) => {
    let path = route.path;
    if (route.param) path += `/${params[route.id]}`;
    if (queries[route.id]) path += `?${queries[route.id]}`;
    return { name: route.id, path };
  });
  // /sale and /collection are also indexes without their parameter.
  shots.push({ name: 'sale-index', path: '/sale' }, { name: 'collection-index', path: '/collection' });
  shots.push({ name: 'not-found', path: '/no-such-page-anywhere' });
  // A search that finds nothing: "did you mean", the popular queries and the catalogue links (issue 44).
  shots.push({ name: 'search-nothing-found', path: `/search?q=${encodeURIComponent('омез форте')}` });
  const only = options.only?.split(',');
  return only ? shots.filter((shot) => only.includes(shot.name)) : shots;
}

/**
 * The browser storage of a shopper with a drug in the cart (put there by the product page's own button), and the
 * same shopper signed in: the sign-in is written into the stored answer as the app keeps it.
 */
async function prepareStorage(browser, drug, signedIn) {
  const context = await browser.newContext({ ...APPS.mobile });
  const page = await context.newPage();
  await page.goto(`${ORIGIN}/product/${drug.slug}`, { waitUntil: 'networkidle' });
  await page.getByRole('main').getByRole('button', { name: 'В корзину' }).first().click();
  await page.waitForFunction(() => /"lines":\[\{/.test(localStorage.getItem('newOrder') ?? ''));
  // And its cookie, which the edge renders /cart from (the app writes it once the stored cart is read).
  await page.waitForFunction(() => /(^|; )gp_cart=\d/.test(document.cookie));
  const guest = await context.storageState();
  const auth = JSON.parse((await page.evaluate(() => localStorage.getItem('auth'))) ?? '{}');
  auth.user = { token: signedIn.token, user: signedIn.user };
  await page.evaluate((value) => localStorage.setItem('auth', value), JSON.stringify(auth));
  // One page more: the app writes the signed-in cookie the edge renders the checkout by.
  await page.reload({ waitUntil: 'networkidle' });
  await page.waitForFunction(() => /(^|; )gp_signed_in=1/.test(document.cookie));
  const member = await context.storageState();
  await context.close();
  return { guest, member };
}

/**
 * Until the page's calls are answered (at most 3 s: a map's tiles or a beacon may keep the network busy) and its
 * loading state is gone (at most 15 s): a page drawn from the shopper's storage (cart, checkout, profile) renders
 * once the app has started, which on a busy machine came after the network was quiet, and the sheet showed
 * skeletons. Whether the loading state stayed.
 */
async function settle(page) {
  await page.waitForLoadState('networkidle', { timeout: 3_000 }).catch(() => {});
  const loaded = await page
    .waitForFunction(() => !document.querySelector('[aria-busy="true"]:not(button)'), null, {
      timeout: 15_000,
    })
    .then(
      () => true,
      () => false,
    );
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(250);
  return loaded;
}

/** Takes one app's shots in one language; returns what it noticed (status, sideways overflow, page errors). */
async function shoot(browser, app, lang, shots, storage) {
  const folder = join(options.out, `${app}-${lang}`);
  mkdirSync(folder, { recursive: true });
  const notes = [];
  const contexts = {};
  for (const [kind, state] of Object.entries(storage)) {
    contexts[kind] = await browser.newContext({
      ...APPS[app],
      storageState: state,
      reducedMotion: 'reduce',
      javaScriptEnabled: !options['no-scripts'],
    });
  }
  for (const shot of shots) {
    // The sign-in page as a guest sees it; every other page as the signed-in shopper with a cart line.
    const page = await contexts[shot.name === 'auth' ? 'guest' : 'member'].newPage();
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const url = `${ORIGIN}${lang === 'uz' ? `/uz${shot.path === '/' ? '' : shot.path}` : shot.path}`;
    const response = await page.goto(url, { waitUntil: 'load' }).catch((error) => ({ error }));
    const loaded = await settle(page);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    const file = join(folder, `${shot.name}.png`);
    await page.screenshot({ path: file, fullPage: true });
    const status = response.error ? String(response.error.message).split('\n')[0] : response.status();
    notes.push({
      app,
      lang,
      name: shot.name,
      url,
      status,
      width,
      loaded,
      errors,
      file,
      finalUrl: page.url(),
    });
    const flags = [
      width > APPS[app].viewport.width ? `WIDER THAN THE WINDOW (${width} px)` : '',
      loaded ? '' : 'STILL LOADING AFTER 15 s',
      errors.length ? `page errors: ${errors.join('; ')}` : '',
    ].filter(Boolean);
    console.log(`[screens] ${app} ${lang} ${shot.name} ${status} ${flags.join(' ')}`);
    await page.close();
  }
  for (const context of Object.values(contexts)) await context.close();
  return notes;
}

/** The key screens at both widths and in both languages, on one page, screenshotted into the sheet. */
async function composeSheet(browser, notes) {
  const found = (app, lang, name) => notes.find((n) => n.app === app && n.lang === lang && n.name === name);
  // The first screen of each page: the full-page shot, scaled to the column and cut at the window's height.
  const image = (note, width) => {
    if (!note) return '<p class="missing">—</p>';
    const { viewport } = APPS[note.app];
    const data = readFileSync(note.file).toString('base64');
    const height = Math.round((viewport.height * width) / viewport.width);
    return `<div class="shot" style="width:${width}px;height:${height}px"><img src="data:image/png;base64,${data}" width="${width}"></div>`;
  };
  const columns = [
    ['mobile', 'ru', '390 px · ru', 195],
    ['mobile', 'uz', '390 px · uz', 195],
    ['desktop', 'ru', '1280 px · ru', 560],
    ['desktop', 'uz', '1280 px · uz', 560],
  ];
  const rows = KEY_SCREENS.filter(([name]) => notes.some((n) => n.name === name))
    .map(
      ([name, label]) =>
        `<tr><th>${label}</th>${columns
          .map(([app, lang, , width]) => `<td>${image(found(app, lang, name), width)}</td>`)
          .join('')}</tr>`,
    )
    .join('');
  const html = `<!doctype html><meta charset="utf-8"><style>
    body { margin: 16px; font: 14px system-ui, sans-serif; background: #eef0f3; }
    table { border-collapse: separate; border-spacing: 12px 10px; }
    th { text-align: left; vertical-align: top; width: 90px; }
    thead th { text-align: center; }
    td { vertical-align: top; }
    .shot { overflow: hidden; border: 1px solid #9aa3ad; background: #fff; }
    img { display: block; }
  </style>
  <h1 style="font-size:18px;margin:0 12px">GoPharm: key screens (npm run screens, first screen of each page)</h1>
  <table><thead><tr><th></th>${columns.map(([, , label]) => `<th>${label}</th>`).join('')}</tr></thead>
  <tbody>${rows}</tbody></table>`;
  const page = await browser.newPage({ viewport: { width: 1700, height: 800 } });
  await page.setContent(html, { waitUntil: 'load' });
  mkdirSync(dirname(options.sheet), { recursive: true });
  await page.screenshot({ path: options.sheet, fullPage: true });
  await page.close();
}

ensureBuilt();
rmSync(options.out, { recursive: true, force: true });
const server = await startStorefront();
// Ctrl-C or a SIGTERM stops the servers too.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    server.kill('SIGTERM');
    process.exit(1);
  });
}
let failed = false;
try {
  const inputs = await realInputs();
  const signedIn = await signIn();
  const orderId = await placeOrder(signedIn.headers, inputs.drug);
  const shots = await routeShots(inputs, orderId);
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const storage = await prepareStorage(browser, inputs.drug, signedIn);
    const notes = [];
    for (const app of Object.keys(APPS)) {
      for (const lang of LANGS) notes.push(...(await shoot(browser, app, lang, shots, storage)));
    }
    writeFileSync(join(options.out, 'shots.json'), JSON.stringify(notes, null, 2));
    await composeSheet(browser, notes);
    const wide = notes.filter((note) => note.width > APPS[note.app].viewport.width);
    console.log(
      `[screens] ${notes.length} shots in ${options.out}; contact sheet ${relative(process.cwd(), options.sheet)}`,
    );
    const loading = notes.filter((note) => !note.loaded);
    if (loading.length)
      console.log(
        `[screens] still loading after 15 s: ${loading.map((n) => `${n.app}/${n.lang}/${n.name}`).join(', ')}`,
      );
    if (wide.length)
      console.log(
        `[screens] wider than the window: ${wide.map((n) => `${n.app}/${n.lang}/${n.name}`).join(', ')}`,
      );
  } finally {
    await browser.close();
  }
} catch (error) {
  failed = true;
  console.error('[screens]', error);
} finally {
  server.kill('SIGTERM');
}
process.exitCode = failed ? 1 : 0;
