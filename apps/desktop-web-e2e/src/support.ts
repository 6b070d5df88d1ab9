import { APP_START_TIMEOUT } from '@gopharm/util/testing';
import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { textsFor } from '@gopharm/i18n/texts';
import type { E2eTexts, OpenTab, SlowPhoneTargets } from '@gopharm/util/e2e';

/** A fresh Uzbek mobile number (9 national digits) per test, so tests never share an account. */
export function newPhone(): string {
  return `90${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`;
}

/** Every text the dev SMS outbox holds for a phone (998 + 9 digits). */
export async function outbox(
  request: APIRequestContext,
  phone: string,
): Promise<{ code: string; text: string }[]> {
  const answer = await request.get(`/api/dev/sms-outbox?phone=998${phone}`);
  return ((await answer.json()) as { results: { code: string; text: string }[] }).results;
}

/** The code of the first text that arrives after the ones already `seen`. */
export async function codeFromOutbox(
  request: APIRequestContext,
  phone: string,
  seen: { code: string; text: string }[] = [],
): Promise<string> {
  const old = new Set(seen.map((entry) => `${entry.code}|${entry.text}`));
  let code = '';
  await expect
    .poll(async () => {
      const fresh = (await outbox(request, phone)).find((entry) => !old.has(`${entry.code}|${entry.text}`));
      code = fresh?.code ?? '';
      return code;
    })
    .not.toBe('');
  return code;
}

const TEXTS = {
  ru: {
    phone: 'Телефон',
    getCode: 'Получить код',
    code: 'Код из SMS',
    firstName: 'Имя',
    lastName: 'Фамилия',
    birthDate: 'Дата рождения',
    female: 'Женщина',
    male: 'Мужчина',
    register: 'Зарегистрироваться',
  },
  uz: {
    phone: 'Telefon',
    getCode: 'Kodni olish',
    code: 'SMS dagi kod',
    firstName: 'Ism',
    lastName: 'Familiya',
    birthDate: 'Tugʻilgan sana',
    female: 'Ayol',
    male: 'Erkak',
    register: 'Roʻyxatdan oʻtish',
  },
};

/** Signs in on /auth with the code from the dev outbox, and registers when the number is new. */
export async function signIn(page: Page, phone = newPhone(), locale: 'ru' | 'uz' = 'ru'): Promise<string> {
  const text = TEXTS[locale];
  await page.getByLabel(text.phone).fill(phone);
  await page.getByRole('button', { name: text.getCode }).click();
  const code = await codeFromOutbox(page.request, phone);
  // The SMS is in the page's language (the app sends `lan` with the request).
  const [sent] = await outbox(page.request, phone);
  expect(sent.text).toMatch(
    locale === 'uz' ? /^GoPharm: kirish kodi \d{6}\./ : /^GoPharm: код для входа \d{6}\./,
  );
  // The code field has the keyboard once the code is sent, and the sixth digit signs in: no tap on "Войти".
  await expect(page.getByLabel(text.code)).toBeFocused();
  await page.getByLabel(text.code).fill(code);
  await page.getByLabel(text.firstName).fill('Дилноза');
  await page.getByLabel(text.lastName).fill('Каримова');
  await page.getByLabel(text.birthDate).fill('01.05.1990');
  // No gender is presumed: neither is chosen until the shopper picks one.
  await expect(page.getByRole('radio', { name: text.female })).not.toBeChecked();
  await expect(page.getByRole('radio', { name: text.male })).not.toBeChecked();
  await page.getByRole('radio', { name: text.female }).check();
  await page.getByRole('button', { name: text.register }).click();
  return phone;
}

/** Searches from the header: the dropdown first, then Enter to the results page. */
export async function searchFromHeader(page: Page, query: string, inputName: string) {
  const box = page.getByRole('combobox', { name: inputName });
  await box.fill(query);
  await expect(page.getByRole('grid').getByRole('row').first()).toBeVisible();
  await box.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/search\\?q=${encodeURIComponent(query)}`));
}

/** Raises the first cart line until the minimum order warning goes and the checkout link shows. */
export async function reachMinimum(page: Page, lang: 'ru' | 'uz' = 'ru') {
  const { t, pattern } = textsFor(lang);
  const increase = t('product.increase');
  const alert = page.getByRole('alert').filter({ hasText: pattern('cart.minimum', 'amount', '.+') });
  const link = page.getByRole('link', { name: t('cart.checkout') });
  // The minimum arrives from the API a moment after the cart shows: wait for one or the other.
  await expect(alert.or(link)).toBeVisible();
  for (let i = 0; i < 15 && (await alert.count()) > 0; i++) {
    const quantity = page.getByRole('textbox').first();
    const before = await quantity.inputValue();
    await page.getByRole('button', { name: increase }).first().click();
    await expect(quantity).not.toHaveValue(before);
  }
  await expect(link).toBeVisible();
}

export interface SeedDrug {
  id: number;
  slug: string;
  /** In the language it was found in. */
  name: string;
  price: number;
  max_count: number;
  is_recept: boolean;
}

/** An in-stock drug without prescription found by a search text, named in `lan`. */
export async function findDrug(request: APIRequestContext, search: string, lan = 'ru'): Promise<SeedDrug> {
  const answer = await request.get(
    `/api/v1/drugs?search=${encodeURIComponent(search)}&in_stock=1&lan=${lan}`,
  );
  const { results } = (await answer.json()) as { results: SeedDrug[] };
  const drug = results.find((candidate) => !candidate.is_recept && candidate.max_count >= 3);
  if (!drug) throw new Error(`No in-stock drug for "${search}" in the seed`);
  return drug;
}

/** Opens a drug's page, taps "В корзину" and waits for its quantity to read 1. */
export async function addFromProductPage(page: Page, drug: Pick<SeedDrug, 'slug'>) {
  await page.goto(`/product/${drug.slug}`);
  const { t } = textsFor('ru');
  await page
    .getByRole('button', { name: t('product.addToCart') })
    .first()
    .click();
  await expect(page.getByRole('textbox', { name: t('product.quantity') }).first()).toHaveValue('1', {
    timeout: APP_START_TIMEOUT,
  });
}

/** The product's own "В корзину" (the analogues' cards follow it) and the header's cart link. */
export const slowDeviceTargets = ({ t }: E2eTexts): SlowPhoneTargets => ({
  addToCart: (page) => page.getByRole('button', { name: t('product.addToCart') }).first(),
  cartLink: (page) => page.getByRole('banner').getByRole('link', { name: t('header.basket') }),
});

/**
 * A new tab of the same shopper, without the service worker the first one registered (it would fetch the scripts
 * itself, past a hold or a throttled network).
 */
export const desktopTab =
  (browser: Browser): OpenTab =>
  async (storageState) => {
    const computer = await browser.newContext({ storageState, serviceWorkers: 'block' });
    return computer.newPage();
  };
