import type { Database } from '../db/database';
import type { Lang } from '../http/common-query';

export interface Meta {
  name?: string;
  property?: string;
  content: string;
  hid: string;
}

/** Data access for the meta tags of the storefront's pages. */
export function createMetasRepo(db: Database) {
  const forPage = db.prepare(
    'SELECT name, property, content, hid FROM metas WHERE page = ? AND lan = ? ORDER BY id',
  );
  return {
    async forPage(page: string, lan: Lang): Promise<Meta[]> {
      return (
        (await forPage.all(page, lan)) as Array<{
          name: string | null;
          property: string | null;
          content: string;
          hid: string;
        }>
      ).map(({ name, property, content, hid }) => ({
        ...(name !== null && { name }),
        ...(property !== null && { property }),
        content,
        hid,
      }));
    },
  };
}
