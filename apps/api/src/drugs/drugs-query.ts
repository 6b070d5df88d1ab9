import { LISTING_MAX_PAGE, SEARCH_QUERY_MAX_LENGTH, SEARCH_QUERY_MIN_LENGTH } from '@gopharm/util';
import { idSchema, slugSchema } from '../http/common-query';

/** Comma-separated positive ids, e.g. "1,2,3". */
const idList = { type: 'string', pattern: '^\\d{1,9}(,\\d{1,9}){0,199}$' } as const;

/** Query of `GET v1/drugs`: one of is_home, ids, search, or the catalogue filters (apps/api/README.md). */
export const drugsQuerySchema = {
  type: 'object',
  properties: {
    lan: { type: 'string', enum: ['ru', 'uz'], default: 'ru' },
    region: idSchema,
    is_home: { type: 'integer', enum: [0, 1] },
    ids: idList,
    search: { type: 'string', minLength: SEARCH_QUERY_MIN_LENGTH, maxLength: SEARCH_QUERY_MAX_LENGTH },
    category: slugSchema,
    manufacturer: idList,
    substance: idList,
    country: { type: 'string', pattern: '^[A-Za-z]{2}(,[A-Za-z]{2}){0,50}$' },
    recept: { type: 'integer', enum: [0, 1] },
    price_min: { type: 'integer', minimum: 0 },
    price_max: { type: 'integer', minimum: 0 },
    in_stock: { type: 'integer', enum: [0, 1] },
    sort: { type: 'string', enum: ['popular', 'price_asc', 'price_desc', 'name'], default: 'popular' },
    page: { type: 'integer', minimum: 1, maximum: LISTING_MAX_PAGE, default: 1 },
    per_page: { type: 'integer', minimum: 1, maximum: 60, default: 24 },
    facets: { type: 'integer', enum: [0, 1] },
  },
} as const;

export interface DrugsQuery {
  lan: 'ru' | 'uz';
  region?: number;
  is_home?: 0 | 1;
  ids?: string;
  search?: string;
  category?: string;
  manufacturer?: string;
  substance?: string;
  country?: string;
  recept?: 0 | 1;
  price_min?: number;
  price_max?: number;
  in_stock?: 0 | 1;
  sort: 'popular' | 'price_asc' | 'price_desc' | 'name';
  page: number;
  per_page: number;
  facets?: 0 | 1;
}

export const numbers = (text?: string) => (text ? text.split(',').map(Number) : undefined);
