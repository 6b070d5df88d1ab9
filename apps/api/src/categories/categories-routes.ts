import { CategoriesAnswer, CategoryDetail, type CategoryDto, KeyParams } from '@gopharm/util/contract';
import type { Catalogue } from '../catalogue';
import type { Lang } from '../http/common-query';
import { commonQuerySchema } from '../http/common-query';
import { notFound } from '../http/replies';
import type { CategoryRow } from './categories-repo';
import { categoryRef } from './category-ref';
import type { ApiApp } from '../http/api-app';

export function buildTree(rows: CategoryRow[], lan: Lang): CategoryDto[] {
  const nodes = new Map<number, CategoryDto>();
  for (const row of rows) {
    nodes.set(row.id, { ...row, name: lan === 'uz' ? row.name_uz : row.name_ru, childs: [] });
  }
  const roots: CategoryDto[] = [];
  for (const node of nodes.values()) {
    const parent = node.parent_id === null ? undefined : nodes.get(node.parent_id);
    (parent ? parent.childs : roots).push(node);
  }
  return roots;
}

/** `v1/categories` (the whole tree) and `v1/category/{slug-or-id}` (one subtree with its parent chain). */
export function categoriesRoutes(app: ApiApp, c: Catalogue): void {
  app.get(
    '/v1/categories',
    { schema: { querystring: commonQuerySchema, response: { 200: CategoriesAnswer } } },
    async (request) => {
      const { lan } = c.scope(request.query);
      return { status: 1, msg: '', results: buildTree(c.categories.list(), lan) };
    },
  );

  app.get(
    '/v1/category/:key',
    {
      schema: {
        params: KeyParams,
        querystring: commonQuerySchema,
        response: { 200: CategoryDetail },
      },
    },
    async (request, reply) => {
      const { lan } = c.scope(request.query);
      const row = c.categories.byKey(request.params.key);
      if (!row) return notFound(reply, 'category_not_found');
      const subtree = buildTree(
        c.categories.list().filter((r) => c.categories.withDescendants(row.id).includes(r.id)),
        lan,
      ).find((node) => node.id === row.id);
      // The row is among its own descendants, so its node is there; the guard keeps the answer's type true.
      if (!subtree) return notFound(reply, 'category_not_found');
      return { ...subtree, parent: categoryRef(c.categories, row.parent_id, lan) };
    },
  );
}
