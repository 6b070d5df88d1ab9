import type { FastifyInstance } from 'fastify';
import type { Lang } from '../http/common-query';
import { commonQuerySchema } from '../http/common-query';
import type { CategoriesRepo, CategoryRow } from './categories-repo';

export interface CategoryNode {
  id: number;
  name: string;
  name_ru: string;
  name_uz: string;
  slug: string;
  parent_id: number | null;
  childs: CategoryNode[];
}

export function buildTree(rows: CategoryRow[], lan: Lang): CategoryNode[] {
  const nodes = new Map<number, CategoryNode>();
  for (const row of rows) {
    nodes.set(row.id, { ...row, name: lan === 'uz' ? row.name_uz : row.name_ru, childs: [] });
  }
  const roots: CategoryNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parent_id === null ? undefined : nodes.get(node.parent_id);
    (parent ? parent.childs : roots).push(node);
  }
  return roots;
}

export function categoriesRoutes(app: FastifyInstance, repo: CategoriesRepo): void {
  app.get<{ Querystring: { lan: Lang } }>(
    '/v1/categories',
    { schema: { querystring: commonQuerySchema } },
    async (request) => ({ status: 1, msg: '', results: buildTree(repo.list(), request.query.lan) }),
  );
}
