import { type Static, Type } from 'typebox';
import { Id } from './common';

/** Lines of one receipt, at most. */
const MAX_RECEIPT_LINES = 500;

/** `POST v1/stock/receipts` (the pharmacies' systems): stock a pharmacy received. */
export const StockReceiptBody = Type.Object({
  receipt_id: Type.String({
    pattern: '^[A-Za-z0-9_.:-]{8,100}$',
    description:
      "The sending system's own id of this receipt (8 to 100 letters, digits or _.:-): the same receipt sent again " +
      'changes nothing and gets the first answer; the id with another body is refused (409 receipt_id_reused).',
  }),
  pharmacy_id: Id,
  lines: Type.Array(Type.Object({ drug_id: Id, qty: Type.Integer({ minimum: 1, maximum: 1_000_000 }) }), {
    minItems: 1,
    maxItems: MAX_RECEIPT_LINES,
  }),
});

/** `POST v1/stock/receipts`: how many waiting alerts it answered (their texts are queued, sent within the budgets). */
export const StockReceiptAnswer = Type.Object({ status: Type.Integer(), alerts_answered: Type.Integer() });

/** A shopper's "back in stock" alert: waiting (`notified_at` null) or answered, with its drug named in `lan`. */
export const StockAlert = Type.Object({
  drug_id: Type.Integer(),
  region_id: Type.Integer(),
  created_at: Type.String(),
  notified_at: Type.Union([Type.String(), Type.Null()]),
  drug: Type.Object({
    id: Type.Integer(),
    slug: Type.String(),
    name: Type.String(),
    image: Type.String({ description: 'The thumbnail.' }),
  }),
});

/** `GET v1/stock-alerts`: the waiting alerts and those answered lately. */
export const StockAlertsAnswer = Type.Object({ status: Type.Integer(), results: Type.Array(StockAlert) });

/** `POST v1/stock-alerts`: the drug to be told about. */
export const StockAlertBody = Type.Object({ drug_id: Id });

export type StockAlertDto = Static<typeof StockAlert>;
export type StockAlertBodyDto = Static<typeof StockAlertBody>;
export type StockReceiptBodyDto = Static<typeof StockReceiptBody>;
