import type { Database } from '../db/database';
import type { Clock } from '../http/clock';

export interface AddressInput {
  address: string;
  house?: string;
  apartment?: string;
  entrance?: string;
  floor?: string;
  intercom?: string;
  comment?: string;
  lat: number;
  lng: number;
}

export type Address = Required<AddressInput> & { id: number };

const COLUMNS = 'id, address, house, apartment, entrance, floor, intercom, comment, lat, lng';

/** A user's saved delivery addresses: all SQL for this entity lives here. */
export function createAddressesRepo(db: Database, clock: Clock) {
  const list = db.prepare(`SELECT ${COLUMNS} FROM addresses WHERE user_id = ? ORDER BY id DESC`);
  const one = db.prepare(`SELECT ${COLUMNS} FROM addresses WHERE id = ? AND user_id = ?`);
  const count = db.prepare('SELECT COUNT(*) AS n FROM addresses WHERE user_id = ?');
  const insert = db.prepare(
    `INSERT INTO addresses (user_id, address, house, apartment, entrance, floor, intercom, comment, lat, lng, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const remove = db.prepare('DELETE FROM addresses WHERE id = ? AND user_id = ?');

  return {
    list(userId: number): Address[] {
      return list.all(userId) as unknown as Address[];
    },
    find(id: number, userId: number): Address | null {
      return (one.get(id, userId) as Address | undefined) ?? null;
    },
    count(userId: number): number {
      return (count.get(userId) as { n: number }).n;
    },
    create(userId: number, input: AddressInput): Address {
      const { lastInsertRowid } = insert.run(
        userId,
        input.address,
        input.house ?? '',
        input.apartment ?? '',
        input.entrance ?? '',
        input.floor ?? '',
        input.intercom ?? '',
        input.comment ?? '',
        input.lat,
        input.lng,
        clock().toISOString(),
      );
      return one.get(lastInsertRowid, userId) as unknown as Address;
    },
    /** False when the user has no such address (someone else's included). */
    remove(id: number, userId: number): boolean {
      return remove.run(id, userId).changes === 1;
    },
  };
}

export type AddressesRepo = ReturnType<typeof createAddressesRepo>;
