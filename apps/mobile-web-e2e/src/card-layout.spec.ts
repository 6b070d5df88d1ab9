import { expect, test } from '@playwright/test';
import { textsFor } from '@gopharm/i18n/texts';
import { waitForAppStart } from '@gopharm/util/testing';

// Issue 16, finding 13: "В корзину" wrapped to two lines on a card two to a row at 390 px.
for (const lang of ['ru', 'uz'] as const) {
  test(`${lang}: the add button of every card in a grid reads on one line at 390 px`, async ({ page }) => {
    const { t, at } = textsFor(lang);
    await page.goto(at('/catalog/lekarstvennye-sredstva'));
    const buttons = page.getByRole('main').getByRole('button', { name: t('product.addToCart'), exact: true });
    await expect(buttons.first()).toBeVisible();
    // Lines its text takes, per button: the client rectangles of the text node (one per line).
    const lines = await buttons.evaluateAll((elements) =>
      elements.map((element) => {
        const text = [...element.childNodes].find(
          (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
        );
        if (!text) return 0;
        const range = document.createRange();
        range.selectNodeContents(text);
        return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
      }),
    );
    // A card far below the screen is not laid out (content-visibility: auto): its text has no rectangles yet, so it
    // counts no line; every card that is laid out must read on one.
    const laidOut = lines.filter((count) => count > 0);
    expect(laidOut.length).toBeGreaterThan(3);
    expect(laidOut.every((count) => count === 1)).toBe(true);
  });
}

// Issue 15: the cards rendered after the first screenful cost the starting phone no layout; a card is laid out
// only as it nears the screen, and then reads as any other.
test('a card below the screen is laid out only once the shopper scrolls near it', async ({ page }) => {
  const { t } = textsFor('ru');
  await page.goto('/catalog/lekarstvennye-sredstva');
  await waitForAppStart(page);
  const cards = page.getByRole('main').getByRole('listitem').locator('article');
  await expect.poll(() => cards.count()).toBeGreaterThan(8);
  const last = cards.last();
  const laidOut = () => last.evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true }));
  expect(await laidOut()).toBe(false);
  await last.scrollIntoViewIfNeeded();
  await expect.poll(laidOut).toBe(true);
  await expect(last.getByRole('button', { name: t('product.addToCart'), exact: true })).toBeVisible();
});
