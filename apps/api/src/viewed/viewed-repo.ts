import type { Database } from '../db/database';
import { transaction } from '../db/database';

/** How many recently viewed drugs a user keeps; older ones drop off. */
export const MAX_VIEWED = 50;

/** A user's recently viewed drugs (ids only), newest first. */
export function createViewedRepo(db: Database) {
  const ids = db.prepare('SELECT drug_id FROM viewed_drugs WHERE user_id = ? ORDER BY position DESC LIMIT ?');
  const next = '(SELECT COALESCE(MAX(position), 0) + 1 FROM viewed_drugs WHERE user_id = ?)';
  const touch = db.prepare(
    `INSERT INTO viewed_drugs (user_id, drug_id, position) VALUES (?, ?, ${next})
     ON CONFLICT (user_id, drug_id) DO UPDATE SET position = excluded.position`,
  );
  const addIfNew = db.prepare(
    `INSERT INTO viewed_drugs (user_id, drug_id, position) VALUES (?, ?, ${next})
     ON CONFLICT (user_id, drug_id) DO NOTHING`,
  );
  const trim = db.prepare(
    `DELETE FROM viewed_drugs WHERE user_id = ? AND position <=
       (SELECT position FROM viewed_drugs WHERE user_id = ? ORDER BY position DESC LIMIT 1 OFFSET ?)`,
  );
  return {
    async ids(userId: number): Promise<number[]> {
      return ((await ids.all(userId, MAX_VIEWED)) as Array<{ drug_id: number }>).map((r) => r.drug_id);
    },
    /** The drug moves to the top of the list. */
    async add(userId: number, drugId: number): Promise<void> {
      await transaction(db, async () => {
        await touch.run(userId, drugId, userId);
        await trim.run(userId, userId, MAX_VIEWED);
      });
    },
    /** Merges a guest's list (newest first): drugs already on the server's list keep their place. */
    async merge(userId: number, drugIds: readonly number[]): Promise<void> {
      await transaction(db, async () => {
        for (const drugId of [...drugIds].reverse()) await addIfNew.run(userId, drugId, userId);
        await trim.run(userId, userId, MAX_VIEWED);
      });
    },
  };
}

export type ViewedRepo = ReturnType<typeof createViewedRepo>;
