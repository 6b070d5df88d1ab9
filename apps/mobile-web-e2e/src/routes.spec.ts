import { expect, test } from '@playwright/test';
import { findDrug } from './support';

const PAGES: [string, string][] = [
  ['/about', 'О нас'],
  ['/contact', 'Контакты'],
  ['/delivery-gopharm', 'Доставка'],
  ['/payment', 'Оплата'],
  ['/offer', 'Публичная оферта'],
  ['/konkurs', 'Конкурс'],
  ['/app', 'Мобильное приложение'],
  ['/articles', 'Статьи'],
  ['/recipe', 'Рецептурные препараты'],
  ['/categories', 'Карта сайта'],
  ['/pharmacy-map', 'Аптеки на карте'],
];

test('the information pages and the site map open on the phone layout in both languages', async ({
  page,
}) => {
  test.setTimeout(60_000);
  for (const [path, title] of PAGES) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    // /app is in the empty layout (route table): only the page, no bottom bar (screens.spec).
    if (path !== '/app') await expect(page.getByRole('navigation', { name: 'Основное меню' })).toBeVisible();
  }
  for (const [path] of PAGES) {
    await page.goto(`/uz${path}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'uz');
  }
});

test('/code/{id} from a receipt opens the product page', async ({ page, request }) => {
  const drug = await findDrug(request, 'Парацетамол');
  await page.goto(`/code/${drug.id}`);
  await expect(page).toHaveURL(new RegExp(`/product/${drug.slug}$`));
  await expect(page.getByRole('heading', { level: 1, name: drug.name })).toBeVisible();
});
