import type { Database } from '../db/database';

export interface ArticleRow {
  id: number;
  slug: string;
  title_ru: string;
  title_uz: string;
  content_ru: string;
  content_uz: string;
  image: string;
  created_date: string;
}

/** Data access for articles. */
export function createArticlesRepo(db: Database) {
  const page = db.prepare('SELECT * FROM articles ORDER BY created_date DESC, id LIMIT ? OFFSET ?');
  const total = db.prepare('SELECT COUNT(*) AS n FROM articles');
  const bySlug = db.prepare('SELECT * FROM articles WHERE slug = ?');
  return {
    async page(pageNumber: number, perPage: number): Promise<{ rows: ArticleRow[]; count: number }> {
      return {
        rows: (await page.all(perPage, (pageNumber - 1) * perPage)) as unknown as ArticleRow[],
        count: ((await total.get()) as { n: number }).n,
      };
    },
    async bySlug(slug: string): Promise<ArticleRow | undefined> {
      return (await bySlug.get(slug)) as unknown as ArticleRow | undefined;
    },
    async slugs(): Promise<string[]> {
      return (
        (await db.prepare('SELECT slug FROM articles ORDER BY id').all()) as Array<{ slug: string }>
      ).map((r) => r.slug);
    },
  };
}
