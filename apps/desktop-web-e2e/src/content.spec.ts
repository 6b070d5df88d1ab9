import { expect, test, type Page } from '@playwright/test';
import { waitForAppStart } from '@gopharm/util/testing';
import { textsFor, type Lang } from '@gopharm/i18n/texts';

// Issue 16, desktop: content, chrome, not-found statuses, formatting and language (findings 9-14, D1-D14).
const LANGS: Lang[] = ['ru', 'uz'];
const CONTENT_PAGES = ['about', 'contact', 'delivery-gopharm', 'payment', 'offer', 'konkurs', 'app'];

interface Block {
  type: string;
  text?: string;
  items?: string[];
}

/** The page is no wider than the window and nothing in main runs past its right edge. */
async function expectNoSidewaysOverflow(page: Page) {
  const sizes = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    window: window.innerWidth,
  }));
  expect(sizes.page).toBeLessThanOrEqual(sizes.window);
}

test.describe('not found is 404 with the not-found page, as a crawler gets it', () => {
  for (const lang of LANGS) {
    test(`missing sale, article, code, category id, collection and order pages without their id (${lang})`, async ({
      page,
    }) => {
      const { t, at } = textsFor(lang);
      const cases: [string, string][] = [
        ['/sale/999999', 'notFound.title'],
        ['/article?slug=nope', 'notFound.title'],
        ['/article', 'notFound.title'],
        ['/code/999999', 'errors.productNotFound'],
        ['/catalog-by-id?id=999999', 'notFound.title'],
        ['/catalog-by-id', 'notFound.title'],
        ['/collection/nope', 'notFound.title'],
        ['/order-detail', 'notFound.title'],
        ['/order-payment', 'notFound.title'],
        ['/product/no-such-drug-anywhere', 'errors.productNotFound'],
      ];
      for (const [path, heading] of cases) {
        const response = await page.goto(at(path));
        expect({ path, status: response?.status() }).toEqual({ path, status: 404 });
        await expect(page.getByRole('heading', { level: 1, name: t(heading) })).toBeVisible();
        // The title says what the heading says.
        await expect(page).toHaveTitle(`${t(heading)} — GoPharm`);
        await expect(page.getByText(t('common.error'))).toHaveCount(0);
        await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
      }
    });
  }

  test('a drug code and a category id redirect (301) to their pages', async ({ page, request }) => {
    const drug = (await (await request.get('/api/v1/drugs?per_page=1')).json()).results[0];
    const answer = await request.get(`/code/${drug.id}`, { maxRedirects: 0 });
    expect(answer.status()).toBe(301);
    expect(answer.headers().location).toBe(`/product/${drug.slug}`);
    await page.goto(`/uz/code/${drug.id}`);
    await expect(page).toHaveURL(/\/uz\/product\//);
  });

  test('the not-found page is styled: a real search box, tap-sized links, chips not bullets', async ({
    page,
  }) => {
    const { t } = textsFor('ru');
    await page.goto('/sale/999999');
    const search = page.getByRole('searchbox', { name: t('notFound.searchPlaceholder') });
    expect((await search.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
    expect((await search.boundingBox())?.width ?? 0).toBeGreaterThanOrEqual(300);
    for (const name of [t('notFound.home'), t('notFound.catalog'), t('notFound.siteMap')]) {
      const box = await page.getByRole('main').getByRole('link', { name, exact: true }).boundingBox();
      expect({ name, height: box?.height ?? 0 }).toEqual({ name, height: expect.any(Number) });
      expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
    }
    const bullets = await page
      .getByRole('main')
      .locator('li')
      .evaluateAll((items) => items.filter((li) => getComputedStyle(li).listStyleType !== 'none').length);
    expect(bullets).toBe(0);
  });
});

test.describe('home', () => {
  test('a carousel of every sale, with pictures, moved by its buttons and never by itself', async ({
    page,
    request,
  }) => {
    const { t } = textsFor('ru');
    const sales = (await (await request.get('/api/v1/sales')).json()).results as {
      id: number;
      title: string;
    }[];
    expect(sales.length).toBeGreaterThan(3);
    await page.goto('/');
    const carousel = page.getByRole('region', { name: t('home.sales') }).last();
    for (const sale of sales) {
      const link = carousel.getByRole('link', {
        name: new RegExp(sale.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
      });
      await expect(link).toHaveAttribute('href', `/sale/${sale.id}`);
      // Decorative (alt=""): the link's text names the sale.
      const image = link.locator('img');
      await expect(image).toHaveAttribute('width', '1200');
      await expect(image).toHaveAttribute('height', '400');
    }
    const track = carousel.getByRole('list');
    const scrolled = () => track.evaluate((element) => element.scrollLeft);
    const before = await scrolled();
    await page.waitForTimeout(3_000);
    expect(await scrolled()).toBe(before);
    await carousel.getByRole('button', { name: t('sales.next') }).click();
    await expect.poll(scrolled).toBeGreaterThan(before);
  });

  test('"Популярные товары" and "Хиты продаж" do not show the same products', async ({ page }) => {
    const { t } = textsFor('ru');
    await page.goto('/');
    const names = async (label: string) =>
      page
        .getByRole('list', { name: label })
        .getByRole('article')
        .evaluateAll((cards) => cards.map((card) => card.getAttribute('aria-label')));
    const popular = await names(t('home.homeDrugs'));
    const hits = await names('Хиты продаж');
    expect(popular.length).toBeGreaterThan(0);
    expect(hits.length).toBeGreaterThan(0);
    expect(popular.filter((name) => hits.includes(name))).toEqual([]);
  });
});

test.describe('sales and collections', () => {
  for (const lang of LANGS) {
    test(`a sale: its banner and its period on the shop's days (${lang})`, async ({ page, request }) => {
      const { t, at } = textsFor(lang);
      const sale = await (await request.get(`/api/v1/sale/1?lan=${lang}`)).json();
      const day = (iso: string) =>
        new Intl.DateTimeFormat('ru-RU', {
          timeZone: 'Asia/Tashkent',
          day: '2-digit',
          month: '2-digit',
          year: 'numeric',
        }).format(new Date(iso));
      // "Скидки на витамины до 20%" runs 1 November to 31 December 2026, as its own text says.
      expect([day(sale.start_date), day(sale.end_date)]).toEqual(['01.11.2026', '31.12.2026']);
      await page.goto(at('/sale/1'));
      await expect(page.getByRole('heading', { level: 1, name: sale.title })).toBeVisible();
      await expect(
        page.getByText(t('sales.period', { start: '01.11.2026', end: '31.12.2026' })),
      ).toBeVisible();
      const banner = page.getByRole('main').locator(`img[src="${sale.image}"]`);
      await expect(banner).toBeVisible();
      await expect(page).toHaveTitle(`${sale.title} — GoPharm`);
    });

    test(`the sale and collection indexes are card grids with tap-sized links (${lang})`, async ({
      page,
    }) => {
      const { at } = textsFor(lang);
      for (const path of ['/sale', '/collection']) {
        await page.goto(at(path));
        const links = page.getByRole('main').getByRole('listitem').getByRole('link');
        expect(await links.count()).toBeGreaterThan(1);
        for (const box of await links.evaluateAll((all) =>
          all.map((a) => a.getBoundingClientRect().height),
        )) {
          expect(box).toBeGreaterThanOrEqual(44);
        }
        await expectNoSidewaysOverflow(page);
      }
    });
  }

  test('every site-map link is a 44 px tap target, at 1280 and 390 px', async ({ page, request }) => {
    // Every category the site map lists: the tree without the hidden ones (706, 708) and their children.
    const { results } = (await (await request.get('/api/v1/categories')).json()) as {
      results: { id: number; childs?: { id: number }[] }[];
    };
    const shown = results.filter((category) => ![706, 708].includes(category.id));
    const expected = shown.reduce((sum, category) => sum + 1 + (category.childs?.length ?? 0), 0);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/categories');
      const links = page.getByRole('main').getByRole('link');
      await expect(links).toHaveCount(expected);
      const heights = await links.evaluateAll((all) =>
        all.map((link) => link.getBoundingClientRect().height),
      );
      expect({ width, short: heights.filter((height) => height < 44) }).toEqual({ width, short: [] });
    }
  });
});

test.describe('articles', () => {
  for (const lang of LANGS) {
    test(`the list at 1280 px: cards side by side, none overlapping, nothing wider than the page (${lang})`, async ({
      page,
    }) => {
      const { at } = textsFor(lang);
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(at('/articles'));
      const cards = page.getByRole('main').getByRole('listitem');
      await expect(cards.first()).toBeVisible();
      const boxes = await cards.evaluateAll((items) =>
        items.map((item) => {
          const box = item.getBoundingClientRect();
          // A card's widest line: a word running past its card is wider than the card.
          const widest = Math.max(
            ...[...item.querySelectorAll('*')].map((el) => el.getBoundingClientRect().right),
          );
          return { left: box.left, right: box.right, top: box.top, bottom: box.bottom, widest };
        }),
      );
      expect(boxes[0].right - boxes[0].left).toBeGreaterThanOrEqual(240);
      for (const [i, a] of boxes.entries()) {
        expect(a.widest).toBeLessThanOrEqual(a.right + 1);
        for (const b of boxes.slice(i + 1)) {
          const apart =
            a.right <= b.left + 1 || b.right <= a.left + 1 || a.bottom <= b.top + 1 || b.bottom <= a.top + 1;
          expect(apart).toBe(true);
        }
      }
      await expectNoSidewaysOverflow(page);
    });

    test(`an article: its title once, its picture, in the tab's title (${lang})`, async ({
      page,
      request,
    }) => {
      const { at } = textsFor(lang);
      const article = await (await request.get(`/api/v1/article/vitamin-d-zimoy?lan=${lang}`)).json();
      await page.goto(at('/article?slug=vitamin-d-zimoy'));
      await expect(page.getByRole('heading', { level: 1, name: article.title })).toBeVisible();
      await expect(page.getByRole('main').getByText(article.title, { exact: true })).toHaveCount(1);
      await expect(page.getByRole('main').locator(`img[src="${article.image}"]`)).toBeVisible();
      await expect(page).toHaveTitle(`${article.title} — GoPharm`);
    });
  }
});

test.describe('content pages from the API', () => {
  for (const lang of LANGS) {
    test(`about, contacts, delivery, payment, offer, contest and app read in ${lang}`, async ({
      page,
      request,
    }) => {
      const { t, at } = textsFor(lang);
      for (const slug of CONTENT_PAGES) {
        const content = await (await request.get(`/api/v1/page/${slug}?lan=${lang}`)).json();
        const response = await page.goto(at(`/${slug}`));
        expect({ slug, status: response?.status() }).toEqual({ slug, status: 200 });
        await expect(page.getByRole('heading', { level: 1, name: content.title })).toBeVisible();
        const first = (content.blocks as Block[]).find((block) => block.type === 'p');
        await expect(page.getByText(first?.text ?? '', { exact: true })).toBeVisible();
        await expectNoSidewaysOverflow(page);
      }
      await page.goto(at('/contact'));
      await expect(page.getByRole('link', { name: /^\+998 71/ }).first()).toHaveAttribute(
        'href',
        /^tel:\+998/,
      );
      await expect(page.getByRole('link', { name: t('footer.supportChat') }).first()).toBeVisible();
      await page.goto(at('/app'));
      await expect(page.getByRole('link', { name: t('footer.appStore') })).toHaveAttribute(
        'href',
        /apps\.apple\.com/,
      );
      await expect(page.getByRole('link', { name: t('footer.googlePlay') })).toHaveAttribute(
        'href',
        /play\.google\.com/,
      );
    });
  }

  test('/recipe promises no upload or number field it does not have (those are issue 18)', async ({
    page,
  }) => {
    const { t } = textsFor('ru');
    await page.goto('/recipe');
    await expect(page.getByRole('heading', { level: 1, name: t('recipe.title') })).toBeVisible();
    const main = page.getByRole('main');
    if ((await main.locator('input[type="file"]').count()) === 0) {
      await expect(main).not.toContainText(/загрузите|укажите номер/i);
    }
  });
});

test.describe('footer', () => {
  for (const lang of LANGS) {
    test(`the footer the spec lists (${lang})`, async ({ page }) => {
      const { t, at } = textsFor(lang);
      await page.goto(at('/about'));
      const footer = page.getByRole('contentinfo');
      await expect(footer.getByRole('link', { name: /^\+998/ })).toHaveAttribute('href', /^tel:\+998\d{9}$/);
      await expect(footer.getByText(t('footer.callCentre'))).toBeVisible();
      await expect(footer.getByRole('link', { name: t('footer.supportChat') })).toBeVisible();
      await expect(footer.getByRole('link', { name: t('footer.appStore') })).toBeVisible();
      await expect(footer.getByRole('link', { name: t('footer.googlePlay') })).toBeVisible();
      const social = footer.getByRole('navigation', { name: t('footer.social') }).getByRole('link');
      expect(await social.count()).toBeGreaterThanOrEqual(3);
      for (const column of ['footer.buyers', 'footer.business', 'footer.careers', 'footer.company']) {
        const links = footer.getByRole('navigation', { name: t(column) }).getByRole('link');
        expect({ column, links: (await links.count()) >= 2 }).toEqual({ column, links: true });
      }
      await expect(footer.getByRole('button', { name: new RegExp(t('footer.city')) })).toBeVisible();
      await expect(footer.getByRole('link', { name: t('language.switchTo') })).toBeVisible();
      await expect(footer.getByText(String(new Date().getFullYear()))).toBeVisible();
    });
  }
});

test.describe('titles, numbers and language', () => {
  test('every page has a title of its own in its language, also after moving by links', async ({ page }) => {
    // Twelve pages and a reload in each language: near the default 30 s on a fast machine, over it on a slow one.
    test.setTimeout(90_000);
    for (const lang of LANGS) {
      const { t, at } = textsFor(lang);
      for (const id of ['cart', 'articles', 'favorites', 'pharmacy-map', 'categories', 'recipe']) {
        await page.goto(at(`/${id}`));
        await expect(page).toHaveTitle(`${t(`titles.${id}`)} — GoPharm`);
      }
      await page.goto(at('/search?q=paracetamol'));
      await expect(page).toHaveTitle(`${t('titles.searchFor', { query: 'paracetamol' })} — GoPharm`);
      await page.goto(at('/about'));
      await page.waitForLoadState('networkidle');
      await page
        .getByRole('contentinfo')
        .getByRole('link', { name: t('pages.payment') })
        .click();
      await expect(page).toHaveURL(new RegExp(`${at('/payment')}$`));
      await expect(page).not.toHaveTitle(/^GoPharm$/);
      // A category reached by a tap is named in the tab as the server names it, not "Каталог".
      await page.goto(at('/catalog/vitaminy-i-bad'));
      await page.waitForLoadState('networkidle');
      const chip = page
        .getByRole('list', { name: t('catalog.subcategories') })
        .getByRole('link')
        .first();
      const name = ((await chip.textContent()) ?? '').trim();
      await chip.click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
      await expect(page).toHaveTitle(`${name} — GoPharm`);
      // So is a drug reached by a tap, and the drug of a page loaded whole keeps its name once the app starts.
      const card = page.getByRole('main').getByRole('article').first();
      const drugName = (await card.getAttribute('aria-label')) ?? '';
      await card.getByRole('link').first().click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(drugName);
      await expect(page).toHaveTitle(`${drugName} — GoPharm`);
      await page.reload();
      await page.waitForLoadState('networkidle');
      await expect(page).toHaveTitle(`${drugName} — GoPharm`);
    }
  });

  test('counts have a space between thousands ("10 823 товара")', async ({ page, request }) => {
    const { t } = textsFor('ru');
    const category = 'lekarstvennye-sredstva';
    const { count } = await (await request.get(`/api/v1/drugs?category=${category}&per_page=1`)).json();
    expect(count).toBeGreaterThan(999);
    await page.goto(`/catalog/${category}`);
    await expect(page.getByText(t('catalog.products', { count }))).toBeVisible();
    expect(t('catalog.products', { count })).toMatch(/^\d{1,3}(\s\d{3})+\s/);
    const facets = await page.getByRole('complementary').innerText();
    expect(facets).not.toMatch(/\(\d{4,}\)/);
  });

  test('the home page of a shopper who chose Uzbek is /uz; a crawler gets / in Russian', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    await context.addCookies([{ name: 'i18n_redirected', value: 'uz', url: baseURL ?? '' }]);
    await page.goto('/');
    await expect(page).toHaveURL(/\/uz$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'uz');
    const crawler = await request.get('/', {
      headers: {
        cookie: 'i18n_redirected=uz',
        'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      },
      maxRedirects: 0,
    });
    expect(crawler.status()).toBe(200);
    // Switching to Russian is a choice too: / stays Russian from then on (the app keeps it: a tap once it runs).
    await waitForAppStart(page);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Русский' }).click();
    await expect(page).toHaveURL(/\/$/);
    // The choice is kept once the page is in Russian (the app writes the cookie as it switches); a reload before
    // that raced the switch.
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  });

  test('the region follows the page language after a visit in the other one', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('banner').getByText('Ташкент')).toBeVisible();
    await page.goto('/uz');
    await expect(page.getByRole('banner').getByText('Toshkent')).toBeVisible();
    await page.goto('/');
    await expect(page.getByRole('banner').getByText('Ташкент')).toBeVisible();
  });

  test('switching to Uzbek on a search page shows names, countries and facets in Uzbek without a reload', async ({
    page,
    request,
  }) => {
    const { t } = textsFor('uz');
    const [first] = (await (await request.get('/api/v1/drugs?search=парацетамол&per_page=1&lan=uz')).json())
      .results as { name: string }[];
    await page.goto('/search?q=парацетамол');
    await page.waitForLoadState('networkidle');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Oʻzbekcha' }).click();
    await expect(page).toHaveURL(/\/uz\/search/);
    await expect(page.getByRole('main').getByText(first.name).first()).toBeVisible();
    await expect(page.getByRole('complementary').getByText(t('catalog.country'))).toBeVisible();
    await expect(page.getByRole('complementary')).not.toContainText(/[а-яё]{4,}/i);
  });

  test('a cart filled on a Russian page lists its lines in Uzbek on an Uzbek page', async ({
    page,
    request,
  }) => {
    const { t } = textsFor('ru');
    const [ru] = (await (await request.get('/api/v1/drugs?search=нурофен&in_stock=1&per_page=1')).json())
      .results as { id: number; slug: string; name: string }[];
    const [uz] = (await (await request.get(`/api/v1/drugs?ids=${ru.id}&lan=uz`)).json()).results as {
      name: string;
    }[];
    await page.goto(`/product/${ru.slug}`);
    await page.waitForLoadState('networkidle');
    await page
      .getByRole('main')
      .getByRole('button', { name: t('product.addToCart') })
      .first()
      .click();
    await page.goto('/uz/cart');
    await expect(page.getByRole('main').getByText(uz.name).first()).toBeVisible();
    await expect(page.getByRole('main').getByText(ru.name)).toHaveCount(0);
  });

  test('an iPad gets the desktop app, even when its Chrome sends the mobile hint', async ({ request }) => {
    const answer = await request.get('/', {
      headers: {
        'user-agent':
          'Mozilla/5.0 (iPad; CPU OS 13_3 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/87.0.4280.77 Mobile/15E148 Safari/604.1',
        'sec-ch-ua-mobile': '?1',
      },
    });
    const html = await answer.text();
    // Desktop's own asset folder and its header's Categories button; the phone's bottom bar is absent.
    expect(html).toContain('/desktop-assets/');
  });

  test('the desktop app is usable at 820 px (a tablet): nothing runs off the side', async ({ page }) => {
    await page.setViewportSize({ width: 820, height: 1180 });
    for (const path of ['/', '/uz/search?q=paracetamol', '/catalog/vitaminy-i-bad', '/about', '/articles']) {
      await page.goto(path);
      await expectNoSidewaysOverflow(page);
    }
  });
});
