import { succeeded, type Result } from '@gopharm/api-client';
import type { CartCookieLine } from '@gopharm/util';
import type { RootStore } from '../root/root-store';
import { toCartLine } from './cart-line';

/**
 * A server render's cart: the lines of the shopper's cart cookie with their drugs' current data in the page's
 * language and region (one v1/drugs call: a cookie carries at most a page of them). A drug the API no longer knows
 * is left out; the quantities are the cookie's, as the browser's stored cart shows them until its cart check.
 * A failure when the API did not answer: the page then shows the cart as unknown.
 */
export async function loadCookieCart(
  root: RootStore,
  cookie: readonly CartCookieLine[],
): Promise<Result<void>> {
  if (cookie.length === 0) return succeeded(undefined);
  const page = await root.api.getDrugs({ ids: cookie.map((line) => line.drug), per_page: cookie.length });
  if (!page.ok) return page;
  const drugs = new Map(page.data.results.map((drug) => [drug.id, drug]));
  root.newOrder.adopt(
    cookie.flatMap(({ drug, qty }) => {
      const found = drugs.get(drug);
      return found ? [toCartLine(found, qty, root.locale.code)] : [];
    }),
  );
  return succeeded(undefined);
}
