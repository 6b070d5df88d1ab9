import { isPackUnit, type DrugDto, type UnitPriceDto } from '@gopharm/util';
import type { Lang } from '../http/common-query';
import { COUNTRIES } from './countries';
import type { DrugRecord } from './drugs-repo';

/** The wire shape `Drug` of the contract (apps/api/README.md), shared with the client. */
export type Drug = DrugDto;

export function countryName(code: string, lan: Lang): string {
  return COUNTRIES[code]?.[lan] ?? code;
}

export function toDrug(row: DrugRecord, lan: Lang): Drug {
  const uz = lan === 'uz';
  const labels: string[] = [];
  if (row.on_sale) labels.push('sale');
  if (row.is_new) labels.push('new');
  return {
    id: row.id,
    slug: row.slug,
    name: uz ? row.name_uz : row.name_ru,
    price: row.price,
    manufacturer: {
      id: row.manufacturer_id,
      name: row.manufacturer,
      country: countryName(row.country_code, lan),
    },
    country_code: row.country_code,
    image: row.image,
    image_thumbnail: row.image,
    is_count_exist: row.in_stock,
    max_count: row.max_count,
    international_name: { id: row.substance_id, name: uz ? row.substance_uz : row.substance_ru },
    is_recept: row.is_recept === 1,
    release_form: uz ? row.release_form_uz : row.release_form_ru,
    labels,
    category_id: row.category_id,
    unit_price: unitPriceOf(row),
    kind: row.kind,
  };
}

/** The price of one tablet, millilitre, gram or dose (to the tiyin), and the pack's size; null when unknown. */
export function unitPriceOf(
  row: Pick<DrugRecord, 'price' | 'pack_amount' | 'pack_unit'>,
): UnitPriceDto | null {
  if (!row.pack_amount || row.pack_amount <= 0 || !isPackUnit(row.pack_unit)) return null;
  return {
    unit: row.pack_unit,
    amount: row.pack_amount,
    price: Math.round((row.price / row.pack_amount) * 100) / 100,
  };
}
