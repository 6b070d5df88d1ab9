import type { Database } from '../db/database';

export interface SaleRow {
  id: number;
  title_ru: string;
  title_uz: string;
  description_ru: string;
  description_uz: string;
  image: string;
  start_date: string;
  end_date: string;
}

/** Data access for sales (promotions) and their drugs. */
export function createSalesRepo(db: Database) {
  const current = db.prepare('SELECT * FROM sales WHERE end_date >= ? ORDER BY start_date DESC, id');
  const byId = db.prepare('SELECT * FROM sales WHERE id = ?');
  const drugs = db.prepare('SELECT drug_id FROM sale_drugs WHERE sale_id = ? ORDER BY drug_id');
  return {
    /** Running and coming sales; ended ones stay reachable by id. */
    async current(now: Date): Promise<SaleRow[]> {
      return (await current.all(now.toISOString())) as unknown as SaleRow[];
    },
    async byId(id: number): Promise<SaleRow | undefined> {
      return (await byId.get(id)) as unknown as SaleRow | undefined;
    },
    async drugIds(id: number): Promise<number[]> {
      return ((await drugs.all(id)) as Array<{ drug_id: number }>).map((r) => r.drug_id);
    },
  };
}
