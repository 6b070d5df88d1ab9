import type { Database } from '../db/database';
import type { Lang } from '../http/common-query';
import type { PageBlock } from '../db/seed/pages';

export interface PageRow {
  slug: string;
  title_ru: string;
  title_uz: string;
  description_ru: string;
  description_uz: string;
  blocks_ru: string;
  blocks_uz: string;
  updated_at: string;
}

/** A content page in one language, as the contract carries it. */
export interface Page {
  slug: string;
  title: string;
  description: string;
  blocks: PageBlock[];
  updated_at: string;
}

/** Data access for the content pages. */
export function createPagesRepo(db: Database) {
  const bySlug = db.prepare('SELECT * FROM pages WHERE slug = ?');
  return {
    async find(slug: string, lan: Lang): Promise<Page | undefined> {
      const row = (await bySlug.get(slug)) as unknown as PageRow | undefined;
      if (!row) return undefined;
      const uz = lan === 'uz';
      return {
        slug: row.slug,
        title: uz ? row.title_uz : row.title_ru,
        description: uz ? row.description_uz : row.description_ru,
        blocks: JSON.parse(uz ? row.blocks_uz : row.blocks_ru) as PageBlock[],
        updated_at: row.updated_at,
      };
    },
  };
}
