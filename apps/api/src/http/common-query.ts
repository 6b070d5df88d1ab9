import { SLUG_PATTERN_SOURCE } from '@gopharm/util';

export type Lang = 'ru' | 'uz';

/** Ids are 32-bit integers in both engines' tables: a larger number is a bad request or not found, never a database error. */
export const MAX_STORED_ID = 2_147_483_647;
export const idSchema = { type: 'integer', minimum: 1, maximum: MAX_STORED_ID } as const;

/** The query every call accepts: `lan` (ru by default) and the optional `region`. */
export const commonQuerySchema = {
  type: 'object',
  properties: {
    lan: { type: 'string', enum: ['ru', 'uz'], default: 'ru' },
    region: idSchema,
  },
} as const;

/** A product, category or article slug (or an id where the call takes either): the route table's own rule. */
export const slugSchema = { type: 'string', minLength: 1, pattern: SLUG_PATTERN_SOURCE } as const;
