import { expect, test } from '@playwright/test';
import { findDrug } from './support';

// Content pages take their title from the API (content.spec of desktop reads the same); the rest from the dictionary.
const CONTENT_PAGES = ['about', 'contact', 'delivery-gopharm', 'payment', 'offer', 'konkurs', 'app'];
const SCREENS: [string, string][] = [
  ['/articles', 'Статьи'],
  ['/recipe', 'Рецептурные препараты'],
  ['/categories', 'Карта сайта'],
  ['/pharmacy-map', 'Аптеки на карте'],
];

test('the information pages and the site map open on the phone layout in both languages', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const contentTitles: [string, string][] = [];
  for (const slug of CONTENT_PAGES) {
    const content = await (await request.get(`/api/v1/page/${slug}?lan=ru`)).json();
    contentTitles.push([`/${slug}`, content.title]);
  }
  const pages = [...contentTitles, ...SCREENS];
  for (const [path, title] of pages) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    // /app is in the empty layout (route table): only the page, no bottom bar (screens.spec).
    if (path !== '/app') await expect(page.getByRole('navigation', { name: 'Основное меню' })).toBeVisible();
  }
  for (const [path] of pages) {
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
