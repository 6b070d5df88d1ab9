import { SLUG_PATTERN_SOURCE } from '@gopharm/util';

export type Lang = 'ru' | 'uz';

/** The query every call accepts: `lan` (ru by default) and the optional `region`. */
export const commonQuerySchema = {
  type: 'object',
  properties: {
    lan: { type: 'string', enum: ['ru', 'uz'], default: 'ru' },
    region: { type: 'integer', minimum: 1 },
  },
} as const;

/** A product, category or article slug (or an id where the call takes either): the route table's own rule. */
export const slugSchema = { type: 'string', minLength: 1, pattern: SLUG_PATTERN_SOURCE } as const;
