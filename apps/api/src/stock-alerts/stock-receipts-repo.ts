import type { Database } from '../db/database';
import type { Clock } from '../http/clock';

/** A receipt already taken: what was received (as a hash) and the answer it was given. */
export interface KnownReceipt {
  body_hash: string;
  answer: string;
}

/**
 * The pharmacies' receipts by their own id (`stock_receipts`, migration 39): all SQL for them lives here. The id is
 * the table's key, so of a receipt sent several times at once one is recorded; the others fail on the key and
 * read the first one's answer.
 */
export function createStockReceiptsRepo(db: Database, clock: Clock) {
  const find = db.prepare('SELECT body_hash, answer FROM stock_receipts WHERE receipt_id = ?');
  const begin = db.prepare(
    'INSERT INTO stock_receipts (receipt_id, pharmacy_id, body_hash, created_at) VALUES (?, ?, ?, ?)',
  );
  const finish = db.prepare('UPDATE stock_receipts SET answer = ? WHERE receipt_id = ?');
  return {
    /** The receipt with this id, once its transaction committed (the answer is written in it). */
    async find(receiptId: string): Promise<KnownReceipt | undefined> {
      const row = await find.get<{ body_hash: string; answer: string | null }>(receiptId);
      return row?.answer ? { body_hash: row.body_hash, answer: row.answer } : undefined;
    },
    /**
     * Takes the id, first thing in the receipt's transaction: a second receipt with it waits here (PostgreSQL) or
     * finds it taken, and fails on the key (`isUniqueViolation`).
     */
    async begin(receiptId: string, pharmacyId: number, bodyHash: string): Promise<void> {
      await begin.run(receiptId, pharmacyId, bodyHash, clock().toISOString());
    },
    /** The answer, in the same transaction: a receipt sent again reads it. */
    async finish(receiptId: string, answer: string): Promise<void> {
      await finish.run(answer, receiptId);
    },
  };
}

export type StockReceiptsRepo = ReturnType<typeof createStockReceiptsRepo>;
