export type Lang = 'ru' | 'uz';

/** The query every call accepts: `lan` (ru by default) and the optional `region`. */
export const commonQuerySchema = {
  type: 'object',
  properties: {
    lan: { type: 'string', enum: ['ru', 'uz'], default: 'ru' },
    region: { type: 'integer', minimum: 1 },
  },
} as const;
