// The cart's lines renamed in the page's language: loaded only when a line is in the other one (a language switch,
// or a cart kept from a visit in the other language), so every page's first load carries none of it.
import type { ApiClient, DrugDto } from '@gopharm/api-client';
// Types only from @gopharm/util: a value imported from its index here splits the first load into more chunks.
import type { Locale } from '@gopharm/util';
import { runInAction } from 'mobx';
import { DRUGS_PAGE_MAX, toCartLine, type CartLine } from './cart-line';

/** The line's display copies from a fresh answer in the page's language (its quantity and price stay). */
export function renamedLine(line: CartLine, drug: DrugDto, lan: Locale): CartLine {
  const fresh = toCartLine(drug, line.qty, lan);
  return {
    ...line,
    name: fresh.name,
    international_name: fresh.international_name,
    manufacturer: fresh.manufacturer,
    labels: fresh.labels,
    lan,
  };
}

/** The cart whose lines are renamed (the NewOrderStore). */
export interface RenamedCart {
  lines: CartLine[];
}

/**
 * Renames the lines in another language than `code` (names, active substance, maker) from v1/drugs?ids= in it;
 * stops once the page's language (`current`) is no longer `code`.
 */
export async function renameLines(
  cart: RenamedCart,
  api: ApiClient,
  code: Locale,
  current: () => Locale,
): Promise<void> {
  const stale = cart.lines.filter((line) => line.lan !== code).map((line) => line.drug);
  for (let start = 0; start < stale.length; start += DRUGS_PAGE_MAX) {
    const ids = stale.slice(start, start + DRUGS_PAGE_MAX);
    const page = await api.getDrugs({ ids, per_page: ids.length });
    if (!page.ok || current() !== code) return;
    runInAction(() => {
      const byId = new Map(page.data.results.map((drug) => [drug.id, drug]));
      cart.lines = cart.lines.map((line) => {
        const drug = byId.get(line.drug);
        return drug && line.lan !== code ? renamedLine(line, drug, code) : line;
      });
    });
  }
}
