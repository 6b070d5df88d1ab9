import { expect, test, type Locator } from '@playwright/test';
import { textsFor, type Lang } from '@gopharm/i18n/texts';

// What a shopper sees at 1280 px (issue 16, the look of the desktop's screens), measured in Chromium, in Russian
// and Uzbek: the footer's badges, the home grid's rows, the collection cards' texts.

const box = async (locator: Locator) => {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`${locator} has no box`);
  return found;
};

for (const lang of ['ru', 'uz'] as Lang[]) {
  const { t, at } = textsFor(lang);

  test.describe(`the desktop's screens read as designed at 1280 px (${lang})`, () => {
    test.use({ viewport: { width: 1280, height: 800 } });

    test('footer: both app-store badges on one line, each label on one line', async ({ page }) => {
      // Not the home page: its own app block stands for the footer's there.
      await page.goto(at('/about'));
      const footer = page.getByRole('contentinfo');
      const appStore = footer.getByRole('link', { name: t('footer.appStore') });
      const googlePlay = footer.getByRole('link', { name: t('footer.googlePlay') });
      const [apple, google] = [await box(appStore), await box(googlePlay)];
      expect(Math.abs(apple.y - google.y), 'side by side').toBeLessThan(2);
      expect(google.x).toBeGreaterThan(apple.x + apple.width);
      // A 48 px badge: one line of 14 px text (two lines made "Доступно в Google Play" 52 px or more).
      for (const badge of [apple, google]) expect(badge.height).toBeLessThanOrEqual(50);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
    });

    test('home: the popular products fill every row of their grid', async ({ page }) => {
      await page.goto(at('/'));
      const grid = page.getByRole('list', { name: t('home.homeDrugs') });
      const cards = grid.getByRole('listitem');
      await expect(cards.first()).toBeVisible();
      // The home lists twelve (the cards after the first screenful come once the page runs).
      await expect(cards).toHaveCount(12);
      const places = await cards.evaluateAll((items) =>
        items.map((item) => {
          const rect = item.getBoundingClientRect();
          return { x: Math.round(rect.x), y: Math.round(rect.y) };
        }),
      );
      const columns = new Set(places.map((place) => place.x)).size;
      const rows = new Set(places.map((place) => place.y)).size;
      expect(columns).toBeGreaterThanOrEqual(5);
      // 12 cards in 5 columns left a last row of 2.
      expect(places.length, `${places.length} cards in ${columns} columns`).toBe(columns * rows);
    });

    test('collections: a card says what the collection holds, not its title again', async ({ page }) => {
      await page.goto(at('/collection'));
      const cards = page.getByRole('main').getByRole('listitem');
      await expect(cards.first()).toBeVisible();
      const texts = await cards.evaluateAll((items) =>
        items.map((item) => ({
          title: item.querySelector('strong')?.textContent ?? '',
          text: item.textContent ?? '',
        })),
      );
      expect(texts.length).toBeGreaterThan(2);
      for (const { title, text } of texts) {
        // The title once: in its heading, not again in the description under it.
        expect(text.split(title).length - 1, `"${title}" once in "${text}"`).toBe(1);
      }
    });
  });
}

// A desktop browser's window narrowed (phones get the mobile app): the header's parts side by side without
// overlapping, the search wide enough to type in, the header no wider than the window; in both languages.
for (const lang of ['ru', 'uz'] as Lang[]) {
  const { t, at } = textsFor(lang);
  for (const width of [390, 700, 1000]) {
    test(`the header at ${width} px: nothing overlaps, the search keeps room (${lang})`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(at('/'));
      const header = page.getByRole('banner');
      const parts = [
        header.getByRole('link', { name: t('header.logo') }),
        header.getByRole('button', { name: t('header.categories') }),
        header.getByRole('combobox'),
        header.getByRole('link', { name: t('favorites.title') }),
        header.getByRole('link', { name: t('header.basket') }),
      ];
      const boxes = await Promise.all(parts.map(box));
      for (const [i, a] of boxes.entries()) {
        for (const b of boxes.slice(i + 1)) {
          const apart =
            a.x + a.width <= b.x + 1 ||
            b.x + b.width <= a.x + 1 ||
            a.y + a.height <= b.y + 1 ||
            b.y + b.height <= a.y + 1;
          expect(apart, `${JSON.stringify(a)} and ${JSON.stringify(b)} overlap`).toBe(true);
        }
      }
      expect(boxes[2].width, 'the search box').toBeGreaterThanOrEqual(160);
      for (const part of boxes) expect(part.x + part.width, 'inside the window').toBeLessThanOrEqual(width);
      expect(await header.evaluate((element) => element.scrollWidth)).toBeLessThanOrEqual(width);
    });
  }
}
