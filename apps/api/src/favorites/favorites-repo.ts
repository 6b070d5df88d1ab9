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
    async ids(userId: number): Promise<number[]> {
      return ((await ids.all(userId)) as Array<{ drug_id: number }>).map((r) => r.drug_id);
    },
    /** Adds the drug, or removes it when it is there already; answers whether it is a favourite now. */
    async toggle(userId: number, drugId: number): Promise<boolean> {
      if (await has.get(userId, drugId)) {
        await remove.run(userId, drugId);
        return false;
      }
      await insert.run(userId, drugId, userId);
      return true;
    },
    /**
     * Adds drugs given newest first (a guest's list at sign-in) above the user's own; those already there stay
     * where they are. Never removes one.
     */
    async addAll(userId: number, drugIds: readonly number[]): Promise<void> {
      for (const drugId of [...drugIds].reverse()) {
        if (!(await has.get(userId, drugId))) await insert.run(userId, drugId, userId);
      }
    },
  };
}

export type FavoritesRepo = ReturnType<typeof createFavoritesRepo>;
