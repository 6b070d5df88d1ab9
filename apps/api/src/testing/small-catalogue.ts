import type { Database, Param } from '../db/database';

/** Pharmacies of the small catalogue: one in the centre of Tashkent, one about 8 km north-east. */
const PHARMACIES = [
  { id: 11, name: 'GoPharm Центр', address: 'ул. Амира Темура, 1', lat: 41.311, lng: 69.279 },
  { id: 12, name: 'GoPharm Юнусабад', address: 'ул. Ниёзбек йули, 5', lat: 41.36, lng: 69.34 },
];

/** Units on hand: pharmacy → drug → units. Drug 5 is nowhere; drug 6 (a prescription medicine) only in 11. */
const STOCK: Array<[pharmacy: number, drug: number, units: number]> = [
  [11, 1, 100],
  [11, 2, 5],
  [11, 3, 10],
  [11, 4, 0],
  [11, 6, 20],
  [12, 1, 50],
  [12, 2, 50],
  [12, 4, 3],
];

const DRUG_IDS = [1, 2, 3, 4, 5, 6];

/**
 * A small catalogue the account and order tests know by heart, written into the real tables of an empty (migrated,
 * not seeded) database, so the server reads it through its own repositories on either engine: drugs 1 to 6
 * ("Лекарство N" / "Dori N", slug drug-N, price N × 1000 sum, at most 50 per order and drug 3 at most 2; drug 6
 * needs a prescription), Tashkent (region 1) with one district (101, Chilonzor), two pharmacies in it (11, 12)
 * and their stock (`STOCK`).
 */
export async function seedSmallCatalogue(db: Database): Promise<void> {
  const insert = async (table: string, row: Record<string, Param>) => {
    const columns = Object.keys(row);
    await db.query(
      `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`,
      Object.values(row),
    );
  };
  await db.transaction(async () => {
    await insert('categories', {
      id: 1,
      parent_id: null,
      slug: 'medicines',
      name_ru: 'Лекарства',
      name_uz: 'Dorilar',
    });
    await insert('regions', {
      id: 1,
      parent_id: null,
      name_ru: 'Ташкент',
      name_uz: 'Toshkent',
      lat: 41.31,
      lng: 69.28,
    });
    await insert('regions', {
      id: 101,
      parent_id: 1,
      name_ru: 'Чиланзар',
      name_uz: 'Chilonzor',
      lat: 41.28,
      lng: 69.2,
    });
    for (const p of PHARMACIES) {
      await insert('pharmacies', {
        id: p.id,
        region_id: 1,
        district_id: null,
        name_ru: p.name,
        name_uz: p.name,
        address_ru: p.address,
        address_uz: p.address,
        phone: `9987120000${p.id}`,
        lat: p.lat,
        lng: p.lng,
        opens: '08:30',
        closes: '20:30',
      });
    }
    await insert('manufacturers', { id: 1, name: 'Fixture', country_code: 'UZ' });
    for (const id of DRUG_IDS) {
      await insert('substances', {
        id,
        inn: `substance-${id}`,
        name_ru: `Substance ${id}`,
        name_uz: `Substance ${id}`,
      });
      await insert('drugs', {
        id,
        slug: `drug-${id}`,
        brand: `Лекарство ${id}`,
        name_ru: `Лекарство ${id}`,
        name_uz: `Dori ${id}`,
        release_form_ru: '',
        release_form_uz: '',
        form: 't',
        price: id * 1000,
        is_recept: id === 6 ? 1 : 0,
        max_count: id === 3 ? 2 : 50,
        category_id: 1,
        substance_id: id,
        manufacturer_id: 1,
        image: `/images/${id}.svg`,
        popularity: 100 - id,
        updated_at: '2026-11-01T00:00:00Z',
      });
    }
    for (const [pharmacy_id, drug_id, qty] of STOCK)
      await insert('drug_stock', { pharmacy_id, drug_id, qty });
  });
}
