import type { AddressDto } from '@gopharm/util';
import type { AddressBodyDto } from '@gopharm/util/contract';
import type { Database } from '../db/database';
import type { Clock } from '../http/clock';

/** An address as `POST v2/addresses` sends it, and as stored (the contract's `AddressBody` and `Address`). */
export type AddressInput = AddressBodyDto;
export type Address = AddressDto;

const COLUMNS = 'id, address, house, apartment, entrance, floor, intercom, comment, lat, lng';

/** A user's saved delivery addresses: all SQL for this entity lives here. */
export function createAddressesRepo(db: Database, clock: Clock) {
  const list = db.prepare(`SELECT ${COLUMNS} FROM addresses WHERE user_id = ? ORDER BY id DESC`);
  const one = db.prepare(`SELECT ${COLUMNS} FROM addresses WHERE id = ? AND user_id = ?`);
  const count = db.prepare('SELECT COUNT(*) AS n FROM addresses WHERE user_id = ?');
  const insert = db.prepare(
    `INSERT INTO addresses (user_id, address, house, apartment, entrance, floor, intercom, comment, lat, lng, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
  );
  const remove = db.prepare('DELETE FROM addresses WHERE id = ? AND user_id = ?');

  return {
    async list(userId: number): Promise<Address[]> {
      return (await list.all(userId)) as unknown as Address[];
    },
    async find(id: number, userId: number): Promise<Address | null> {
      return ((await one.get(id, userId)) as Address | undefined) ?? null;
    },
    async count(userId: number): Promise<number> {
      return ((await count.get(userId)) as { n: number }).n;
    },
    async create(userId: number, input: AddressInput): Promise<Address> {
      const { id: lastInsertRowid } = (await insert.get<{ id: number }>(
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
      ))!;
      return (await one.get(lastInsertRowid, userId)) as unknown as Address;
    },
    /** False when the user has no such address (someone else's included). */
    async remove(id: number, userId: number): Promise<boolean> {
      return (await remove.run(id, userId)).changes === 1;
    },
  };
}

export type AddressesRepo = ReturnType<typeof createAddressesRepo>;
