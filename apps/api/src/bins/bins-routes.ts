import type { CardBrand } from '@gopharm/util';
import { BinCards } from '@gopharm/util/contract';
import { commonQuerySchema } from '../http/common-query';
import type { ApiApp } from '../http/api-app';

/** Card number prefixes (BIN ranges) and the payment system they belong to. */
export const CARD_BINS: ReadonlyArray<{ bin: string; brand: CardBrand }> = [
  { bin: '8600', brand: 'uzcard' },
  { bin: '5614', brand: 'uzcard' },
  { bin: '9860', brand: 'humo' },
  { bin: '4', brand: 'visa' },
  ...['51', '52', '53', '54', '55', '22', '23', '24', '25', '26', '27'].map((bin) => ({
    bin,
    brand: 'mastercard' as const,
  })),
];

/** `v2/bine-cards`: lets the card form show the payment system while the number is typed. */
export function binsRoutes(app: ApiApp): void {
  app.get(
    '/v2/bine-cards',
    { schema: { querystring: commonQuerySchema, response: { 200: BinCards } } },
    async () => ({
      status: 1,
      results: [...CARD_BINS],
    }),
  );
}
