import type { CategoryRefDto } from '@gopharm/util';
import type { Lang } from '../http/common-query';
import type { CategoriesRepo } from './categories-repo';

export type CategoryRef = CategoryRefDto;

/** A category with its parent chain, names in `lan`. */
export function categoryRef(repo: CategoriesRepo, id: number | null, lan: Lang): CategoryRef | null {
  const row = id === null ? undefined : repo.byId(id);
  if (!row) return null;
  return {
    id: row.id,
    name: lan === 'uz' ? row.name_uz : row.name_ru,
    slug: row.slug,
    parent: categoryRef(repo, row.parent_id, lan),
  };
}
