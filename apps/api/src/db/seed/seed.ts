import type { DatabaseSync } from 'node:sqlite';
import { CATEGORY_SEED, type CategorySeed } from './categories';

/** Fills an empty database with the deterministic seed. Does nothing when data is already there. */
export function seed(db: DatabaseSync): void {
  const { count } = db.prepare('SELECT COUNT(*) AS count FROM categories').get() as { count: number };
  if (count > 0) return;
  const insert = db.prepare(
    'INSERT INTO categories (id, parent_id, slug, name_ru, name_uz, sort) VALUES (?, ?, ?, ?, ?, ?)',
  );
  db.exec('BEGIN');
  const insertTree = (nodes: CategorySeed[], parentId: number | null) =>
    nodes.forEach((node, index) => {
      insert.run(node.id, parentId, node.slug, node.ru, node.uz, index);
      insertTree(node.children ?? [], node.id);
    });
  insertTree(CATEGORY_SEED, null);
  db.exec('COMMIT');
}
