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
    unit_price: {
      type: ['object', 'null'],
      properties: { unit: { type: 'string' }, amount: { type: 'number' }, price: { type: 'number' } },
    },
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

const categoryRefSchema = {
  type: ['object', 'null'],
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    slug: { type: 'string' },
    // The parent chain is a few levels deep: serialised as is.
    parent: { type: ['object', 'null'], additionalProperties: true },
  },
} as const;

/** `v1/drug/{slug-or-id}`: a drug with its page's fields; a 404 keeps Fastify's plain serialisation. */
export const drugPageResponse = {
  200: {
    type: 'object',
    properties: {
      ...drugSchema.properties,
      images: { type: 'array', items: { type: 'string' } },
      description: { type: 'string' },
      category: categoryRefSchema,
      pharmacies_count: { type: 'integer' },
      analogues: { type: 'array', items: drugSchema },
      equivalents: { type: 'array', items: drugSchema },
      nearest_pharmacy: { type: ['object', 'null'], additionalProperties: true },
    },
  },
} as const;
