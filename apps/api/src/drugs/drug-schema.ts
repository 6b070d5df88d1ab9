/**
 * Response schemas of the drug lists: Fastify serialises with them (fast-json-stringify), which is quicker
 * than JSON.stringify on the hottest answers and keeps them to the contract's fields.
 */
const ref = { type: 'object', properties: { id: { type: 'integer' }, name: { type: 'string' } } } as const;

export const drugSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    slug: { type: 'string' },
    name: { type: 'string' },
    price: { type: 'integer' },
    manufacturer: {
      type: 'object',
      properties: { id: { type: 'integer' }, name: { type: 'string' }, country: { type: 'string' } },
    },
    country_code: { type: 'string' },
    image: { type: 'string' },
    image_thumbnail: { type: 'string' },
    is_count_exist: { type: 'boolean' },
    max_count: { type: 'integer' },
    international_name: ref,
    is_recept: { type: 'boolean' },
    release_form: { type: 'string' },
    labels: { type: 'array', items: { type: 'string' } },
    category_id: { type: 'integer' },
  },
} as const;

export const drugListResponse = {
  200: {
    type: 'object',
    properties: {
      status: { type: 'integer' },
      results: { type: 'array', items: drugSchema },
      count: { type: 'integer' },
      page: { type: 'integer' },
      per_page: { type: 'integer' },
      corrected: { type: 'string' },
      facets: { type: 'object', additionalProperties: true },
    },
  },
} as const;
