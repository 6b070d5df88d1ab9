import type { Database } from '../db/database';

export interface CollectionRow {
  id: number;
  slug: string;
  title_ru: string;
  title_uz: string;
  description_ru: string;
  description_uz: string;
  type: string;
  status: string;
  sort: number;
}

/** Data access for collections and the drugs in each. */
export function createCollectionsRepo(db: Database) {
  const all = db.prepare('SELECT * FROM collections ORDER BY sort, id');
  const drugs = db.prepare('SELECT drug_id FROM collection_drugs WHERE collection_id = ? ORDER BY sort');
  return {
    async list(): Promise<CollectionRow[]> {
      return (await all.all()) as unknown as CollectionRow[];
    },
    async drugIds(collectionId: number): Promise<number[]> {
      return ((await drugs.all(collectionId)) as Array<{ drug_id: number }>).map((r) => r.drug_id);
    },
  };
}
