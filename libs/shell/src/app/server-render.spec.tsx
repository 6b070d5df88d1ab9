/**
 * @jest-environment node
 */
import { drugsOf, PRODUCT_NOT_FOUND, type RootSnapshot } from '@gopharm/domain';
import { drugDto } from '@gopharm/domain/testing';
import type { SsrRequest } from '@gopharm/util';
import { observer } from 'mobx-react-lite';
import { lazyScreen } from './lazy-screen';
import { createServerRenderer } from './server-render';
import { useStores } from '../stores-context';
import { useShopperKnown } from '../screens/shopper-pending';
import { createCartScreen } from '../screens/cart';
import { createCheckoutScreen } from '../screens/checkout';
import { useData } from '../loading/use-data';
import { keep, type KeyedLoad } from '../loading/keyed-load';
import type { RouteLoad } from '../loading/route-load';

const drug = { ...drugDto({ id: 7, slug: 'nurofen', name: 'Нурофен </script><script>x()</script>' }) };
const detail = {
  ...drug,
  images: [],
  description: '',
  category: { id: 1, name: 'Боль', slug: 'bol', parent: null },
  pharmacies_count: 3,
  characteristics: [],
  analogues: [],
  equivalents: [],
};

/** The screen's data, declared once for the server's load and the screen. */
const productData = {
  key: ({ param }) => `product:${param}`,
  load: ({ stores, param }) => drugsOf(stores).loadDrug(param),
} satisfies KeyedLoad;

const ProductScreen = observer(function ProductScreen() {
  const drug = useData(productData);
  if (drug.state !== 'loaded' || drug.data === PRODUCT_NOT_FOUND) return <p>loading</p>;
  return <h1>{drug.data.name}</h1>;
});

function Broken(): never {
  throw new Error('screen exploded');
}

const product: RouteLoad = async (context) => {
  const found = await productData.load(context);
  if (!found.ok) return { status: 'failed', error: found.error };
  keep(productData, context, found.data);
  return { status: found.data === PRODUCT_NOT_FOUND ? 'not-found' : 'ok', seo: { title: 'Нурофен' } };
};

/** The API on loopback, as the edge's fetch would reach it: one answer per path. */
const fakeFetch: typeof fetch = async (input, init) => {
  const url = new URL(input instanceof Request ? input.url : String(input));
  const { pathname } = url;
  void init;
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  if (pathname.endsWith('/v1/drug/nurofen')) return json(200, detail);
  if (pathname.endsWith('/v1/drug/missing'))
    return json(404, { status: 0, code: 'product_not_found', msg: 'Product not found' });
  if (pathname.endsWith('/v1/drug/down')) return json(503, { status: 0, msg: 'down' });
  // An API that takes the connection and never answers: only the caller's own limits end the wait.
  if (pathname.endsWith('/v1/drug/hung')) return new Promise<Response>(() => undefined);
  if (pathname.endsWith('/v1/categories')) return json(200, { status: 1, results: [] });
  if (pathname.endsWith('/v1/drugs')) {
    const ids = url.searchParams.get('ids');
    if (ids === '666') return json(503, { status: 0, msg: 'down' });
    // Drug 99 is no longer sold: the API leaves it out.
    const results = (ids ?? '').split(',').filter((id) => id === '7' || id === '8');
    return json(200, {
      status: 1,
      results: results.map((id) => drugDto({ id: Number(id), name: `Препарат ${id}`, price: 1_000 })),
      count: results.length,
      page: 1,
      per_page: 60,
    });
  }
  if (pathname.endsWith('/v1/get-metas')) return json(200, { data: [] });
  return json(404, {});
};

const render = createServerRenderer({
  screens: { product: lazyScreen(async () => ({ ProductScreen }), 'ProductScreen'), cart: Broken },
  NotFound: () => <h1>not found</h1>,
  loads: { product },
});
const request = (url: string): SsrRequest => ({
  url,
  nonce: 'NONCE',
  siteUrl: 'https://gopharm.example',
  apiBaseUrl: 'http://127.0.0.1:1/api/',
  fetch: fakeFetch,
});

/** A lazily loaded part as the build tags it (tools/build/vite-screen-assets.ts): its module's key. */
const taggedPart = (screenModule: string) =>
  lazyScreen(
    Object.assign(async () => ({ Part: () => <footer>footer</footer> }), { screenModule }),
    'Part',
  );

describe('createServerRenderer', () => {
  it('links the stylesheets of the layout’s lazily loaded parts on every page, with the screen’s, each once', async () => {
    const withParts = createServerRenderer({
      screens: { product: taggedPart('src/product.tsx') },
      NotFound: () => <h1>not found</h1>,
      layoutParts: [taggedPart('src/footer.tsx')],
      screenFiles: {
        'src/footer.tsx': { css: ['/a/footer.css'], js: ['/a/footer.js'] },
        'src/product.tsx': { css: ['/a/footer.css', '/a/product.css'], js: ['/a/product.js'] },
      },
    });
    const stylesheets = (head: string) =>
      [...head.matchAll(/<link rel="stylesheet"[^>]* href="([^"]+)"/g)].map(([, href]) => href);
    expect(stylesheets((await withParts(request('/product/nurofen'))).head)).toEqual([
      '/a/footer.css',
      '/a/product.css',
    ]);
    // A page no screen claims still has the layout, and its footer.
    const nowhere = await withParts(request('/no/such/page'));
    expect(nowhere.status).toBe(404);
    expect(stylesheets(nowhere.head)).toEqual(['/a/footer.css']);
    expect(nowhere.head).toContain(
      '<link rel="modulepreload" crossorigin nonce="NONCE" fetchpriority="low" href="/a/footer.js">',
    );
  });

  it('preloads what the page imports as it starts (its language’s dictionary) with its scripts, on every page', async () => {
    const withStartup = createServerRenderer({
      screens: { product: taggedPart('src/product.tsx') },
      NotFound: () => <h1>not found</h1>,
      loads: { product },
      screenFiles: { 'src/product.tsx': { css: [], js: ['/a/product.js'] } },
      startupFiles: { ru: { css: [], js: ['/a/ru.js'] }, uz: { css: [], js: ['/a/uz.js'] } },
    });
    const preloads = (head: string) =>
      [...head.matchAll(/<link rel="modulepreload"[^>]* href="([^"]+)"/g)].map(([, href]) => href);
    expect(preloads((await withStartup(request('/product/nurofen'))).head)).toEqual([
      '/a/product.js',
      '/a/ru.js',
    ]);
    expect(preloads((await withStartup(request('/uz/product/nurofen'))).head)).toEqual([
      '/a/product.js',
      '/a/uz.js',
    ]);
    expect(preloads((await withStartup(request('/uz/no/such/page'))).head)).toEqual(['/a/uz.js']);
  });

  it('links the lazily loaded not-found screen’s files on a 404 page only', async () => {
    const notFoundScreen = lazyScreen(
      Object.assign(async () => ({ NotFoundPage: () => <h1>not found</h1> }), {
        screenModule: 'src/not-found.tsx',
      }),
      'NotFoundPage',
    );
    const withLazyNotFound = createServerRenderer({
      screens: { product: taggedPart('src/product.tsx') },
      NotFound: notFoundScreen,
      loads: { product },
      screenFiles: {
        'src/product.tsx': { css: ['/a/product.css'], js: ['/a/product.js'] },
        'src/not-found.tsx': { css: ['/a/not-found.css'], js: ['/a/not-found.js'] },
      },
    });
    const nowhere = await withLazyNotFound(request('/uz/no/such/page'));
    expect(nowhere.status).toBe(404);
    expect(nowhere.html).toContain('not found');
    expect(nowhere.head).toContain('href="/a/not-found.css"');
    expect(nowhere.head).toContain('href="/a/not-found.js"');
    const found = await withLazyNotFound(request('/product/nurofen'));
    expect(found.status).toBe(200);
    expect(found.head).not.toContain('not-found');
  });

  it('lists the likely next screens’ files for the browser to fetch when idle, leaving out those on the page', async () => {
    const cartLoader = Object.assign(async () => ({}), { screenModule: 'src/cart.tsx' });
    const productLoader = Object.assign(async () => ({}), { screenModule: 'src/product.tsx' });
    const withNext = createServerRenderer({
      screens: { product: taggedPart('src/product.tsx') },
      NotFound: () => <h1>not found</h1>,
      prefetch: [productLoader, cartLoader],
      screenFiles: {
        'src/product.tsx': { css: ['/a/product.css'], js: ['/a/product.js', '/a/shared.js'] },
        'src/cart.tsx': { css: ['/a/cart.css'], js: ['/a/cart.js', '/a/shared.js'] },
      },
    });
    const prefetched = (head: string) => {
      const template = /<template id="gp-prefetch">(.*?)<\/template>/.exec(head)?.[1] ?? '';
      return [...template.matchAll(/<link rel="prefetch"[^>]* href="([^"]+)"/g)].map(([, href]) => href);
    };
    // On the home page: both screens' files, each once.
    expect(prefetched((await withNext(request('/'))).head)).toEqual([
      '/a/product.css',
      '/a/cart.css',
      '/a/product.js',
      '/a/shared.js',
      '/a/cart.js',
    ]);
    // On a product page, its own files are linked already: only the cart's own are left.
    const productHead = (await withNext(request('/product/nurofen'))).head;
    expect(prefetched(productHead)).toEqual(['/a/cart.css', '/a/cart.js']);
    expect(productHead).toContain('<link rel="prefetch" as="script" crossorigin href="/a/cart.js">');
  });

  it('renders knowing that it cannot see the shopper’s stored cart, favourites and sign-in', async () => {
    const ShopperScreen = () => <p>{useShopperKnown() ? 'known' : 'unknown'}</p>;
    const shopper = createServerRenderer({ screens: { cart: ShopperScreen }, NotFound: () => null });
    expect((await shopper(request('/cart'))).html).toContain('<p>unknown</p>');
  });

  it('renders the cart page with the lines of the cart cookie, leaving out drugs the API no longer has', async () => {
    const CartScreen = observer(function CartScreen() {
      const { newOrder } = useStores();
      if (!useShopperKnown()) return <p>unknown</p>;
      return (
        <ul>
          {newOrder.lines.map((line) => (
            <li key={line.drug}>{`${line.name}×${line.qty}`}</li>
          ))}
        </ul>
      );
    });
    const shopper = createServerRenderer({
      screens: { cart: CartScreen, favorites: CartScreen },
      NotFound: () => null,
    });
    const withCart = (url: string, cart: SsrRequest['cart']) => shopper({ ...request(url), cart });
    const page = await withCart('/uz/cart', [
      { drug: 8, qty: 2 },
      { drug: 99, qty: 1 },
      { drug: 7, qty: 3 },
    ]);
    expect(page.status).toBe(200);
    expect(page.html).toContain('<ul><li>Препарат 8×2</li><li>Препарат 7×3</li></ul>');
    // The browser hydrates the same lines (this page is the shopper's alone: the edge never caches it).
    const snapshot = JSON.parse(page.state) as RootSnapshot;
    expect(snapshot.cart?.map((line) => [line.name, line.qty])).toEqual([
      ['Препарат 8', 2],
      ['Препарат 7', 3],
    ]);
    const empty = await withCart('/cart', []);
    expect(empty.html).toContain('<ul></ul>');
    // An empty cart is rendered afresh in the browser from storage, as a cart the server could not see.
    expect((JSON.parse(empty.state) as RootSnapshot).cart).toBeUndefined();
    // The API down: the cart unknown, as without a cookie; another page never shows the cart as known.
    const down = await withCart('/cart', [{ drug: 666, qty: 1 }]);
    expect(down.status).toBe(200);
    expect(down.html).toContain('<p>unknown</p>');
    expect((await withCart('/favorites', [{ drug: 7, qty: 1 }])).html).toContain('<p>unknown</p>');
  });

  it('lists the cookie cart’s lines in the cart screen without announcing them busy: the server checks nothing', async () => {
    const { CartPage } = createCartScreen({ catalogPath: '/catalog' });
    const shopper = createServerRenderer({ screens: { cart: CartPage }, NotFound: () => null });
    const page = await shopper({ ...request('/cart'), cart: [{ drug: 7, qty: 2 }] });
    expect(page.status).toBe(200);
    expect(page.html).toContain('Препарат 7');
    // Without scripts the browser's check never comes: a list busy for ever would be announced as loading.
    expect(page.html).toMatch(/<ul[^>]*aria-label="Корзина"/);
    expect(page.html).not.toContain('aria-busy="true"');
  });

  it('renders the checkout of a cart its cookie told (the edge gives it for a signed-in shopper): its form and sums', async () => {
    const { CheckoutPage } = createCheckoutScreen({ catalogPath: '/catalog' });
    const shopper = createServerRenderer({
      screens: { 'order-process': CheckoutPage },
      NotFound: () => null,
    });
    const page = await shopper({ ...request('/uz/order-process'), cart: [{ drug: 7, qty: 3 }] });
    expect(page.status).toBe(200);
    expect(page.html).not.toContain('aria-busy');
    // The choices, and the goods' sum of the cookie's lines (3 × 1 000), in the page's language.
    expect(page.html).toMatch(/<input type="radio" name="type"\/>Dorixonadan olib ketish/);
    expect(page.html).toMatch(/<input type="radio" name="payment" checked=""\/>Naqd pul/);
    expect(page.html).toMatch(/<span>Mahsulotlar<\/span> <span>3\s000\ssoʻm<\/span>/);
    expect((JSON.parse(page.state) as RootSnapshot).cart?.map((line) => line.qty)).toEqual([3]);
    // Without the cart: the checkout's loading state, as before (the browser renders it from storage).
    expect((await shopper(request('/order-process'))).html).toContain('aria-busy="true"');
  });

  it('renders the loaded page in one piece (no hidden template), its head and an escaped snapshot', async () => {
    const page = await render(request('/uz/product/nurofen'));
    expect(page.status).toBe(200);
    expect(page.html).toContain('<h1>Нурофен &lt;/script&gt;&lt;script&gt;x()&lt;/script&gt;</h1>');
    expect(page.html).not.toContain('<template');
    expect(page.html).not.toMatch(/style="/);
    expect(page.head).toContain('<title>Нурофен — GoPharm</title>');
    expect(page.state).not.toMatch(/</);
    const snapshot = JSON.parse(page.state);
    expect(snapshot.locale).toBe('uz');
    expect(Object.keys(snapshot.preloaded)).toEqual(['uz:product:nurofen']);
    expect(snapshot.preloaded['uz:product:nurofen'].name).toBe(drug.name);
  });

  it('answers 404 for an unknown product and 503 when the API is down, with the server-error screen', async () => {
    const missing = await render(request('/product/missing'));
    expect(missing.status).toBe(404);
    // The head names what is missing, as the screen's heading does.
    expect(missing.head).toContain('<title>Нурофен — GoPharm</title>');
    const down = await render(request('/product/down'));
    expect(down.status).toBe(503);
    expect(down.html).toContain('Ошибка на сервере');
    expect(down.head).toContain('<title>Ошибка на сервере — GoPharm</title>');
  });

  it('answers 503 with the server-error screen within 3 s when the API never answers (no retry past the deadline)', async () => {
    const started = Date.now();
    const hung = await render(request('/product/hung'));
    const elapsed = Date.now() - started;
    expect(hung.status).toBe(503);
    expect(hung.html).toContain('Ошибка на сервере');
    expect(elapsed).toBeLessThan(3_000);
  });

  it('answers 500 with the server-error screen when a screen throws, and 404 for a path with no route', async () => {
    const broken = await render(request('/cart'));
    expect(broken.status).toBe(500);
    expect(broken.html).toContain('Ошибка на сервере');
    expect(String(broken.error)).toContain('screen exploded');
    const nowhere = await render(request('/no/such/page'));
    expect(nowhere.status).toBe(404);
    expect(nowhere.html).toContain('not found');
  });
});
