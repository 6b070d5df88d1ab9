import type { CategoryIconName } from '@gopharm/util';
import type { Database } from '../db/database';

export interface CategoryRow {
  id: number;
  parent_id: number | null;
  slug: string;
  name_ru: string;
  name_uz: string;
  icon: CategoryIconName | null;
}

/** Data access for categories: all SQL for this entity lives here. The tree is small and read once. */
export async function createCategoriesRepo(db: Database) {
  const rows = (await db
    .prepare('SELECT id, parent_id, slug, name_ru, name_uz, icon FROM categories ORDER BY sort, id')
    .all()) as unknown as CategoryRow[];
  const byId = new Map(rows.map((r) => [r.id, r]));
  const bySlug = new Map(rows.map((r) => [r.slug, r]));
  return {
    list(): CategoryRow[] {
      return rows;
    },
    /** A category by slug or numeric id. */
    byKey(key: string): CategoryRow | undefined {
      return /^\d+$/.test(key) ? byId.get(Number(key)) : bySlug.get(key);
    },
    byId(id: number): CategoryRow | undefined {
      return byId.get(id);
    },
    /** The category and every category under it. */
    withDescendants(id: number): number[] {
      const out = [id];
      for (let i = 0; i < out.length; i++) {
        for (const row of rows) if (row.parent_id === out[i]) out.push(row.id);
      }
      return out;
    },
  };
}

export type CategoriesRepo = Awaited<ReturnType<typeof createCategoriesRepo>>;
