import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { textsFor } from '@gopharm/i18n/texts';
import { skipToContentByKeyboard } from '@gopharm/util/e2e';
import { signIn } from './support';

test.describe.configure({ timeout: 90_000 });

/** No serious or critical axe violation (WCAG 2 A/AA) once the page's content is there. */
async function expectAccessible(page: Page, ready: () => Promise<void>) {
  await ready();
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious, page.url()).toEqual([]);
}

test('home, catalogue, product, search, cart, checkout and profile have no serious axe violation', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const heading = (name: string | RegExp) => () =>
    expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  await page.goto('/');
  await expectAccessible(page, async () => {
    await expect(
      page.getByRole('list', { name: 'Популярные товары' }).getByRole('article').first(),
    ).toBeVisible();
  });
  await testInfo.attach('home', { body: await page.screenshot(), contentType: 'image/png' });

  await page.goto('/catalog/lekarstvennye-sredstva');
  await expectAccessible(page, async () => {
    await expect(
      page.getByRole('list', { name: 'Лекарственные средства' }).getByRole('article').first(),
    ).toBeVisible();
  });

  await page.goto('/search?q=нурофен');
  await expectAccessible(page, async () => {
    await expect(page.getByRole('list', { name: 'Поиск' }).getByRole('article').first()).toBeVisible();
  });

  await page
    .getByRole('list', { name: 'Поиск' })
    .getByRole('article')
    .first()
    .getByRole('link')
    .first()
    .click();
  await expectAccessible(page, () =>
    expect(page.getByRole('heading', { name: 'Доставка и самовывоз' })).toBeVisible(),
  );
  await page.getByRole('button', { name: 'В корзину' }).first().click();

  await page.goto('/cart');
  await expectAccessible(page, heading('Корзина'));

  await page.goto('/auth');
  await expectAccessible(page, heading('Вход или регистрация'));
  await signIn(page);
  await expect(page).toHaveURL(/\/profile$/);
  await expectAccessible(page, heading('Личный кабинет'));

  await page.goto('/order-process');
  await page.getByRole('radio', { name: 'Самовывоз из аптеки' }).check();
  await expectAccessible(page, () =>
    expect(page.getByRole('group', { name: 'Выберите аптеку' }).getByRole('radio').first()).toBeVisible(),
  );
});

for (const path of ['/pharmacy-map', '/uz/pharmacy-map']) {
  test(`${path}: the map with its markers drawn has no serious axe violation`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(path);
    // Once Leaflet has drawn the markers: before, the map is an empty box and axe has nothing to find.
    await expectAccessible(page, () => expect(page.locator('.leaflet-interactive').first()).toBeAttached());
  });
}

test('the catalogue in a window as narrow as a phone, its filters closed and opened from the keyboard, has no serious axe violation', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/uz/catalog/lekarstvennye-sredstva');
  const firstCard = page.getByRole('main').getByRole('article').first();
  await expectAccessible(page, () => expect(firstCard).toBeVisible());
  const toggle = page
    .getByRole('complementary', { name: 'Filtrlar' })
    .getByRole('button', { name: 'Filtrlar' });
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expectAccessible(page, () =>
    expect(page.getByRole('group', { name: 'Ishlab chiqaruvchi' })).toBeVisible(),
  );
  await page.keyboard.press('Space');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
});

for (const locale of ['ru', 'uz'] as const) {
  test(`${locale}: the first Tab shows the skip link, a touch target in the window, and it takes the keyboard to the content`, async ({
    page,
  }) => {
    await skipToContentByKeyboard(page, textsFor(locale));
  });
}
