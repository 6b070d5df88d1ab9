import type { Database } from '../db/database';

export interface CategoryRow {
  id: number;
  parent_id: number | null;
  slug: string;
  name_ru: string;
  name_uz: string;
}

/** Data access for categories: all SQL for this entity lives here. */
export function createCategoriesRepo(db: Database) {
  const all = db.prepare('SELECT id, parent_id, slug, name_ru, name_uz FROM categories ORDER BY sort, id');
  return {
    list(): CategoryRow[] {
      return all.all() as unknown as CategoryRow[];
    },
  };
}

export type CategoriesRepo = ReturnType<typeof createCategoriesRepo>;
