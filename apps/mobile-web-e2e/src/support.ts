import { APP_START_TIMEOUT } from '@gopharm/util/testing';
import AxeBuilder from '@axe-core/playwright';
import { devices, expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { textsFor, type Lang } from '@gopharm/i18n/texts';
import type { E2eTexts, OpenTab, SlowPhoneTargets } from '@gopharm/util/e2e';

export interface SeedDrug {
  id: number;
  slug: string;
  name: string;
  price: number;
  max_count: number;
}

/** An in-stock, non-prescription drug of the seeded catalogue found by a search text. */
export async function findDrug(request: APIRequestContext, search: string, lan = 'ru'): Promise<SeedDrug> {
  const answer = await request.get(
    `/api/v1/drugs?search=${encodeURIComponent(search)}&in_stock=1&lan=${lan}`,
  );
  expect(answer.ok()).toBe(true);
  const { results } = (await answer.json()) as { results: (SeedDrug & { is_recept: boolean })[] };
  const drug = results.find((candidate) => !candidate.is_recept && candidate.max_count >= 3);
  if (!drug) throw new Error(`No in-stock drug for "${search}" in the seed`);
  return drug;
}

/** A fresh Uzbek mobile number per test, so tests do not share an account. */
export function freshPhone(): string {
  const digits = String(Date.now() % 10_000_000).padStart(7, '0');
  return `90${digits}`;
}

/** The last code the dev SMS outbox holds for a phone (9 national digits). */
export async function lastCode(request: APIRequestContext, phone: string): Promise<string> {
  let code = '';
  // The code is written when the API has answered the request: give a busy machine time.
  await expect
    .poll(
      async () => {
        const answer = await request.get(`/api/dev/sms-outbox?phone=998${phone}`);
        const { results } = (await answer.json()) as { results: { code: string }[] };
        code = results[0]?.code ?? '';
        return code;
      },
      { timeout: 15_000 },
    )
    .toMatch(/^\d{6}$/);
  return code;
}

/** Signs in on /auth with a new number and registers, reading the page in its language. */
export async function signInAndRegister(
  page: Page,
  request: APIRequestContext,
  phone = freshPhone(),
  lang: Lang = 'ru',
) {
  const { t } = textsFor(lang);
  await page.getByLabel(t('auth.phone')).fill(phone);
  await page.getByRole('button', { name: t('auth.getCode') }).click();
  // The code field has the keyboard once the code is sent, and the sixth digit signs in: no tap on "Войти".
  await expect(page.getByLabel(t('auth.code'))).toBeFocused();
  await page.getByLabel(t('auth.code')).fill(await lastCode(request, phone));
  await expect(page.getByRole('heading', { name: t('auth.registerTitle') })).toBeVisible({ timeout: 15_000 });
  await page.getByLabel(t('profileForm.firstName')).fill('Дилноза');
  await page.getByLabel(t('profileForm.lastName')).fill('Каримова');
  await page.getByLabel(t('profileForm.birthDate')).fill('12.05.1990');
  // No gender is presumed: said when missing, chosen by the shopper.
  await expect(page.getByRole('radio', { name: t('profileForm.male') })).not.toBeChecked();
  await page.getByRole('button', { name: t('auth.register') }).click();
  const woman = page.getByRole('radio', { name: t('profileForm.female') });
  await expect(woman).toHaveAccessibleDescription(t('validation.gender'));
  await woman.check();
  await page.getByRole('button', { name: t('auth.register') }).click();
  return phone;
}

/** axe finds no serious or critical violation on the page as it is now. */
export async function expectNoSeriousViolation(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
  expect(serious).toEqual([]);
}

/** Opens a drug's page, taps "В корзину" and waits for its quantity to read 1. */
export async function addFromProductPage(
  page: Page,
  drug: Pick<SeedDrug, 'slug' | 'name'>,
  lang: Lang = 'ru',
) {
  const { t, at } = textsFor(lang);
  await page.goto(at(`/product/${drug.slug}`));
  await page
    .getByRole('region', { name: t('product.price') })
    .getByRole('button', { name: t('product.addToCart') })
    .click();
  await expect(
    page.getByRole('group', { name: drug.name }).getByRole('textbox', { name: t('product.quantity') }),
  ).toHaveValue('1', { timeout: APP_START_TIMEOUT });
}

/** The phone's "В корзину" (in the price block: the analogues' cards follow) and the bottom bar's cart tab. */
export const slowPhoneTargets = ({ t }: E2eTexts): SlowPhoneTargets => ({
  addToCart: (page) =>
    page
      .getByRole('region', { name: t('product.price') })
      .getByRole('button', { name: t('product.addToCart') }),
  cartLink: (page) =>
    page
      .getByRole('navigation', { name: t('bottomBar.label') })
      .getByRole('link', { name: t('bottomBar.cart') }),
});

/**
 * A new phone tab of the same shopper, without the service worker the first one registered (it would fetch the
 * scripts itself, past a hold or a throttled network).
 */
export const phoneTab =
  (browser: Browser): OpenTab =>
  async (storageState) => {
    const phone = await browser.newContext({
      ...devices['Pixel 7'],
      viewport: { width: 390, height: 844 },
      storageState,
      serviceWorkers: 'block',
    });
    return phone.newPage();
  };
