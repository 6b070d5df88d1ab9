import type { DrugDto } from '@gopharm/api-client';
import type { CartLine } from '@gopharm/domain';

/** A cart line as the drug the cart store's setQuantity takes (the line keeps the fields that matter). */
export function lineAsDrug(line: CartLine): DrugDto {
  return {
    id: line.drug,
    slug: line.slug,
    name: line.name,
    price: line.price,
    manufacturer: { id: 0, name: line.manufacturer, country: '' },
    country_code: '',
    image: line.image_thumbnail,
    image_thumbnail: line.image_thumbnail,
    is_count_exist: line.is_count_exist,
    max_count: line.max_count,
    international_name: { id: 0, name: line.international_name },
    is_recept: line.is_recept,
    release_form: '',
    labels: line.labels,
    category_id: 0,
  };
}
