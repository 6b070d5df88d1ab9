import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { findDrug, freshPhone, signInAndRegister } from './support';
import { textsFor, type Lang } from '@gopharm/i18n/texts';

// What a shopper sees at 390 px (issue 16, the look of the phone's screens), measured in Chromium: rows, gaps,
// lines and words, in Russian and Uzbek.

/** A cash order (courier), placed through the API as the checkout sends it; its id. */
async function placeOrder(page: Page, request: APIRequestContext): Promise<number> {
  const drug = await findDrug(request, 'Омез');
  const token = await page.evaluate(
    () => JSON.parse(localStorage.getItem('auth') ?? '{}').user?.token as string,
  );
  const answer = await request.post('/api/v2/cart?lan=ru', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      drugs: [{ drug_id: drug.id, qty: 1 }],
      type: 'shipping',
      shipping_time: 'standard',
      payment_type: 1,
      device: 'mobile',
      location: { lat: 41.3111, lng: 69.2797 },
      address: 'ул. Амира Темура',
      house: '15',
    },
  });
  const body = (await answer.json()) as { status: number; order_id: number };
  expect(body.status).toBe(1);
  return body.order_id;
}

const box = async (locator: Locator) => {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`${locator} has no box`);
  return found;
};

/** Words of the cards' "maker · country" lines that the browser broke across two lines. */
function wordsBrokenInCards(page: Page): Promise<string[]> {
  return page.getByRole('main').evaluate((main) => {
    const broken: string[] = [];
    for (const card of main.querySelectorAll('article')) {
      // The line under the name: the maker and the country.
      const meta = card.querySelector('a > span > span:nth-child(2)');
      const node = meta?.firstChild;
      if (!node || node.nodeType !== Node.TEXT_NODE) continue;
      const text = node.textContent ?? '';
      for (const word of text.matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(node, word.index);
        range.setEnd(node, word.index + word[0].length);
        const tops = new Set(
          [...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)),
        );
        if (tops.size > 1) broken.push(word[0]);
      }
    }
    return broken;
  });
}

for (const lang of ['ru', 'uz'] as Lang[]) {
  const { t, at } = textsFor(lang);

  test.describe(`the phone's screens read as designed (${lang})`, () => {
    test('order detail: a row per label and value, the order lines without bullets', async ({
      page,
      request,
    }) => {
      test.setTimeout(90_000);
      await page.goto('/auth');
      await signInAndRegister(page, request, freshPhone());
      await expect(page).toHaveURL(/\/profile-mobile$/, { timeout: 20_000 });
      const orderId = await placeOrder(page, request);
      await page.goto(at(`/order-detail?id=${orderId}`));
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 2, name: t('orders.list') })).toBeVisible();
      for (const label of ['orders.createdBy', 'orders.status', 'orders.total']) {
        const term = main.getByRole('term').filter({ hasText: t(label) });
        const [termBox, valueBox] = [
          await box(term),
          await box(term.locator('xpath=following-sibling::dd[1]')),
        ];
        // Value beside its label, on the same row, inside the screen.
        expect(Math.abs(valueBox.y - termBox.y), `${t(label)}: value beside its label`).toBeLessThan(4);
        expect(valueBox.x).toBeGreaterThan(termBox.x + termBox.width);
        expect(valueBox.x + valueBox.width).toBeLessThanOrEqual(390);
      }
      const line = main.getByRole('listitem').filter({ hasText: /×/ }).first();
      await expect(line).toBeVisible();
      // No bullet: the browser draws no marker, and the line starts at the page's edge, not 40 px in.
      expect(await line.evaluate((item) => getComputedStyle(item).listStyleType)).toBe('none');
      expect((await box(line)).x).toBeLessThan(24);
    });

    test('bonus card: the balance, "how it works" and its text without gaps between them', async ({
      page,
      request,
    }) => {
      test.setTimeout(90_000);
      await page.goto('/auth');
      await signInAndRegister(page, request, freshPhone());
      await expect(page).toHaveURL(/\/profile-mobile$/, { timeout: 20_000 });
      await page.goto(at('/bonus-card-mobile'));
      const main = page.getByRole('main');
      const balance = main.getByText(t('bonus.balance'), { exact: true }).locator('..');
      const heading = main.getByRole('heading', { name: t('bonus.howItWorks') });
      const text = main.getByText(t('bonus.text'));
      // Measured once the balance is in (a skeleton stands in its place until then).
      await expect(balance.locator('strong')).toBeVisible();
      await expect(text).toBeVisible();
      const [card, title, paragraph] = [await box(balance), await box(heading), await box(text)];
      // Measured before: 40 px under the balance's card and 45 px between the heading and its text.
      expect(title.y - (card.y + card.height)).toBeLessThanOrEqual(24);
      expect(paragraph.y - (title.y + title.height)).toBeLessThanOrEqual(16);
    });

    test('catalogue: the count beside Sort and Filters is one line', async ({ page }) => {
      await page.goto(at('/catalog/lekarstvennye-sredstva'));
      const main = page.getByRole('main');
      const sort = main.getByRole('button', { name: t('catalog.sort') });
      const count = main.locator('p[aria-live="polite"]').filter({ hasText: /\d/ });
      await expect(count).toBeVisible();
      const [countBox, sortBox] = [await box(count), await box(sort)];
      const lineHeight = await count.evaluate((p) => parseFloat(getComputedStyle(p).lineHeight));
      expect(countBox.height, 'the count is one line').toBeLessThan(lineHeight * 1.5);
      expect(countBox.x + countBox.width).toBeLessThanOrEqual(sortBox.x);
      // Nothing of it cut: the text is as wide as its box or narrower.
      expect(await count.evaluate((p) => p.scrollWidth <= p.clientWidth)).toBe(true);
    });

    test('product cards: a long maker wraps between words or ends in an ellipsis, never mid-word', async ({
      page,
    }) => {
      await page.goto(at('/catalog/lekarstvennye-sredstva'));
      const main = page.getByRole('main');
      // "Moskhimfarmpreparaty" (page 1) is wider than a 150 px card: it ends in an ellipsis, not "…prepar / aty".
      await expect(main.getByRole('article')).toHaveCount(24);
      expect(await wordsBrokenInCards(page)).toEqual([]);
      const cards = await main.getByRole('article').evaluateAll((all) => all.map((a) => a.clientWidth));
      expect(new Set(cards).size, 'every card as wide as the next').toBe(1);
    });

    test('product page: the breadcrumb walks the whole category path, as the page head lists it', async ({
      page,
      request,
    }) => {
      const drug = await findDrug(request, 'Омез');
      await page.goto(at(`/product/${drug.slug}`));
      // The server's JSON-LD BreadcrumbList: home, every category, the drug.
      const listed = await page.evaluate(() => {
        for (const script of document.querySelectorAll('script[type="application/ld+json"]')) {
          const data = JSON.parse(script.textContent ?? '{}');
          if (data['@type'] === 'BreadcrumbList')
            return (data.itemListElement as { name: string }[]).map((item) => item.name);
        }
        return [];
      });
      expect(listed.length).toBeGreaterThanOrEqual(4);
      const crumbs = page.getByRole('navigation', { name: t('catalog.breadcrumbs') }).getByRole('link');
      // Every level a link but the drug itself, the current page (as on the desktop).
      await expect(crumbs).toHaveText(listed.slice(0, -1));
      await expect(
        page.getByRole('navigation', { name: t('catalog.breadcrumbs') }).locator('[aria-current="page"]'),
      ).toHaveText(listed.at(-1) ?? '');
      const widths = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(widths).toBeLessThanOrEqual(390);
    });
  });
}
