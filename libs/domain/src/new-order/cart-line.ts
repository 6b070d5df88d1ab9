import type { DrugDto } from '@gopharm/api-client';
import type { Locale } from '@gopharm/util';
import { hasFields, readArray } from '../persistence/readers';

/** A cart line: the drug id and quantity, with display copies of the drug (spec, section 3). */
export interface CartLine {
  drug: number;
  qty: number;
  slug: string;
  name: string;
  international_name: string;
  manufacturer: string;
  labels: string[];
  max_count: number;
  price: number;
  is_recept: boolean;
  is_count_exist: boolean;
  image_thumbnail: string;
  /** The language of the display copies (names, maker): a page in the other language renames the line. */
  lan?: Locale;
  /** When the shopper last changed it (this device's clock): of two devices' changes the later one wins. */
  at?: number;
}

/** A change of the cart the API has not yet acknowledged: the quantity set (0: removed) and when. */
export interface CartChange {
  drug: number;
  qty: number;
  at: number;
}

/** v1/drugs gives at most 60 a page: lines renamed or repeated are asked for in batches of it. */
export const DRUGS_PAGE_MAX = 60;

export function toCartLine(drug: DrugDto, qty: number, lan?: Locale): CartLine {
  return {
    drug: drug.id,
    qty,
    slug: drug.slug,
    name: drug.name,
    international_name: drug.international_name?.name ?? '',
    manufacturer: drug.manufacturer?.name ?? '',
    labels: drug.labels ?? [],
    max_count: drug.max_count,
    price: drug.price,
    is_recept: drug.is_recept,
    is_count_exist: drug.is_count_exist,
    image_thumbnail: drug.image_thumbnail,
    ...(lan && { lan }),
  };
}

const changedAtRead = (item: { at?: unknown }) => item.at === undefined || Number.isFinite(item.at);

/** Reads stored lines back, dropping any that is malformed. */
export const readCartLines = (value: unknown) =>
  readArray(value, (item) =>
    hasFields(item, { drug: 'number', qty: 'number', price: 'number', name: 'string' }) &&
    Number.isInteger((item as CartLine).qty) &&
    (item as CartLine).qty > 0 &&
    changedAtRead(item as CartLine)
      ? (item as CartLine)
      : undefined,
  );
