import { expect, type APIRequestContext, type Page } from '@playwright/test';

export type Locale = 'ru' | 'uz';

/** A path in the given language: /uz/… for Uzbek, as it is for Russian. */
export const localized = (path: string, locale: Locale) =>
  locale === 'uz' ? (path === '/' ? '/uz' : `/uz${path}`) : path;

/** A price as the storefront prints it: "12 500 сум", "12 500 soʻm". */
export function formatSum(price: number, locale: Locale): string {
  const number = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 0 })
    .format(price)
    .replace(/[\u00a0\u202f]/g, ' ');
  return `${number} ${locale === 'uz' ? 'soʻm' : 'сум'}`;
}

export interface ListedDrug {
  slug: string;
  name: string;
  price: number;
}

/** The first drugs of a category as the API lists them, in the given language (no data is hard-coded). */
export async function drugsOf(
  request: APIRequestContext,
  category: string,
  locale: Locale,
): Promise<ListedDrug[]> {
  const answer = await request.get(`/api/v1/drugs?lan=${locale}&category=${category}&per_page=5`);
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { results: ListedDrug[] }).results;
}

/**
 * Watches a page from its first byte: console errors, uncaught errors, CSP violations and every /api call the
 * browser makes (to prove the server-rendered data is not fetched again).
 */
export async function watchPage(page: Page) {
  const errors: string[] = [];
  const apiCalls: string[] = [];
  const failed: string[] = [];
  page.on('console', (message) => {
    // A failed download is logged by the browser as an error; those are checked by their response below.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
      errors.push(message.text());
    }
  });
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    // A known answer that is not the render's: a drug without a leaflet (the API's 404).
    const known = response.status() === 404 && pathname.startsWith('/api/v1/drug-instruction/');
    if (response.status() >= 400 && !known) failed.push(`${response.status()} ${pathname}`);
  });
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) apiCalls.push(url.pathname + url.search);
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return {
    errors,
    apiCalls,
    failed,
    violations: () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations),
  };
}
