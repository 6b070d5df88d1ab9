import { STORAGE_EXPIRY_MS } from '@gopharm/util';
import { type Database, transaction } from '../db/database';
import type { Clock } from '../http/clock';

/** A line of the kept cart as stored: quantity 0 is a removal, kept with its time. */
export interface KeptLine {
  drugId: number;
  qty: number;
  /** When it last changed, milliseconds since the epoch (the API's clock). */
  changedAt: number;
}

/** A change as a device sent it: the quantity set (0: removed) and how long before now it was made. */
export interface LineChange {
  drugId: number;
  qty: number;
  ageMs: number;
}

/** A signed-in user's cart (ids and quantities: the catalogue gives the drugs), newest change first. */
export function createKeptCartRepo(db: Database, clock: Clock) {
  const lines = db.prepare(
    `SELECT drug_id, qty, changed_at FROM cart_lines WHERE user_id = ? AND qty > 0
     ORDER BY changed_at DESC, drug_id`,
  );
  // Last change wins, in one statement: a row another request writes meanwhile is compared once it is written
  // (PostgreSQL re-checks the WHERE on the row it waited for), so neither order of arrival loses the later change.
  const change = db.prepare(
    `INSERT INTO cart_lines (user_id, drug_id, qty, changed_at) VALUES (?, ?, ?, ?)
     ON CONFLICT (user_id, drug_id) DO UPDATE SET qty = excluded.qty, changed_at = excluded.changed_at
     WHERE excluded.changed_at > cart_lines.changed_at`,
  );
  // A removal older than any device's storage (30 days) can no longer be undone by one: its row goes.
  const forgetRemovals = db.prepare(
    'DELETE FROM cart_lines WHERE user_id = ? AND qty = 0 AND changed_at < ?',
  );
  return {
    async lines(userId: number): Promise<KeptLine[]> {
      const rows = await lines.all<{ drug_id: number; qty: number; changed_at: number }>(userId);
      return rows.map((row) => ({ drugId: row.drug_id, qty: row.qty, changedAt: Number(row.changed_at) }));
    },
    /**
     * Applies changes: each line keeps whichever change was made last, whatever order they arrive in; a quantity
     * is set, never added to, so a change sent twice counts once.
     */
    async apply(userId: number, changes: readonly LineChange[]): Promise<void> {
      const now = clock().getTime();
      // The latest change of each drug, in the order of drug ids: two requests lock their rows in the same order
      // (PostgreSQL), so they cannot wait for each other.
      const latest = new Map<number, LineChange>();
      for (const one of changes) {
        const known = latest.get(one.drugId);
        if (!known || one.ageMs < known.ageMs) latest.set(one.drugId, one);
      }
      const ordered = [...latest.values()].sort((a, b) => a.drugId - b.drugId);
      await transaction(db, async () => {
        for (const one of ordered) await change.run(userId, one.drugId, one.qty, now - one.ageMs);
        await forgetRemovals.run(userId, now - STORAGE_EXPIRY_MS);
      });
    },
  };
}

export type KeptCartRepo = ReturnType<typeof createKeptCartRepo>;
