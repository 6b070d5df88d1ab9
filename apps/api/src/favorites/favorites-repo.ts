import type { Database } from '../db/database';

/** A user's favourite drugs (ids only: the catalogue gives their cards), newest first. */
export function createFavoritesRepo(db: Database) {
  const ids = db.prepare('SELECT drug_id FROM favorites WHERE user_id = ? ORDER BY position DESC');
  const has = db.prepare('SELECT 1 FROM favorites WHERE user_id = ? AND drug_id = ?');
  const insert = db.prepare(
    `INSERT INTO favorites (user_id, drug_id, position)
     VALUES (?, ?, (SELECT COALESCE(MAX(position), 0) + 1 FROM favorites WHERE user_id = ?))`,
  );
  const remove = db.prepare('DELETE FROM favorites WHERE user_id = ? AND drug_id = ?');
  return {
    ids(userId: number): number[] {
      return (ids.all(userId) as Array<{ drug_id: number }>).map((r) => r.drug_id);
    },
    /** Adds the drug, or removes it when it is there already; answers whether it is a favourite now. */
    toggle(userId: number, drugId: number): boolean {
      if (has.get(userId, drugId)) {
        remove.run(userId, drugId);
        return false;
      }
      insert.run(userId, drugId, userId);
      return true;
    },
    /**
     * Adds drugs given newest first (a guest's list at sign-in) above the user's own; those already there stay
     * where they are. Never removes one.
     */
    addAll(userId: number, drugIds: readonly number[]): void {
      for (const drugId of [...drugIds].reverse()) {
        if (!has.get(userId, drugId)) insert.run(userId, drugId, userId);
      }
    },
  };
}

export type FavoritesRepo = ReturnType<typeof createFavoritesRepo>;
