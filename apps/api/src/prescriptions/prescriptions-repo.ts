import type { PrescriptionDto } from '@gopharm/util';
import type { Database } from '../db/database';
import type { Clock } from '../http/clock';
import type { PrescriptionMediaType } from './prescription-file';

/** A kept prescription as the shopper's own calls show it: the number, or what the file is (never its bytes). */
export type Prescription = PrescriptionDto;

interface Row {
  id: number;
  number: string | null;
  media_type: PrescriptionMediaType | null;
  file_size: number;
  created_at: string;
}

const COLUMNS = 'id, number, media_type, file_size, created_at';

const toPrescription = (row: Row): Prescription => ({
  id: Number(row.id),
  number: row.number,
  file: row.media_type ? { media_type: row.media_type, size: Number(row.file_size) } : null,
  created_at: row.created_at,
});

/** A user's prescriptions: all SQL for them lives here. Every call is scoped to the user. */
export function createPrescriptionsRepo(db: Database, clock: Clock) {
  const list = db.prepare(`SELECT ${COLUMNS} FROM prescriptions WHERE user_id = ? ORDER BY id DESC`);
  const one = db.prepare(`SELECT ${COLUMNS} FROM prescriptions WHERE id = ? AND user_id = ?`);
  const file = db.prepare('SELECT media_type, file_data FROM prescriptions WHERE id = ? AND user_id = ?');
  const count = db.prepare('SELECT COUNT(*) AS n FROM prescriptions WHERE user_id = ?');
  const insert = db.prepare(
    `INSERT INTO prescriptions (user_id, number, media_type, file_size, file_data, created_at)
     VALUES (?, ?, ?, ?, ?, ?) RETURNING id`,
  );
  const remove = db.prepare('DELETE FROM prescriptions WHERE id = ? AND user_id = ?');
  const byNumber = db.prepare(`SELECT ${COLUMNS} FROM prescriptions WHERE user_id = ? AND number = ?`);
  // A number kept already is not kept again (migration 0068's index): the insert then does nothing.
  const insertNumber = db.prepare(
    `INSERT INTO prescriptions (user_id, number, media_type, file_size, file_data, created_at)
     VALUES (?, ?, NULL, 0, NULL, ?) ON CONFLICT DO NOTHING`,
  );

  const create = async (
    userId: number,
    values: { number: string | null; mediaType: string | null; size: number; data: string | null },
  ): Promise<Prescription> => {
    const { id } = (await insert.get<{ id: number }>(
      userId,
      values.number,
      values.mediaType,
      values.size,
      values.data,
      clock().toISOString(),
    ))!;
    return toPrescription((await one.get<Row>(id, userId))!);
  };

  return {
    async list(userId: number): Promise<Prescription[]> {
      return (await list.all<Row>(userId)).map(toPrescription);
    },
    async find(id: number, userId: number): Promise<Prescription | null> {
      const row = await one.get<Row>(id, userId);
      return row ? toPrescription(row) : null;
    },
    async count(userId: number): Promise<number> {
      return Number((await count.get<{ n: number }>(userId))!.n);
    },
    /** The user's prescription of this number, or null. */
    async findNumber(userId: number, number: string): Promise<Prescription | null> {
      const row = await byNumber.get<Row>(userId, number);
      return row ? toPrescription(row) : null;
    },
    /** Keeps the number, once: a number kept already (a second tap, another instance) is the one kept. */
    async addNumber(userId: number, number: string): Promise<Prescription> {
      await insertNumber.run(userId, number, clock().toISOString());
      return toPrescription((await byNumber.get<Row>(userId, number))!);
    },
    addFile(userId: number, mediaType: PrescriptionMediaType, bytes: Uint8Array): Promise<Prescription> {
      const data = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('base64');
      return create(userId, { number: null, mediaType, size: bytes.byteLength, data });
    },
    /** The file of the user's own prescription, or null (none, someone else's, or a number). */
    async file(
      id: number,
      userId: number,
    ): Promise<{ mediaType: PrescriptionMediaType; bytes: Buffer } | null> {
      const row = await file.get<{ media_type: PrescriptionMediaType | null; file_data: string | null }>(
        id,
        userId,
      );
      if (!row?.media_type || row.file_data === null) return null;
      return { mediaType: row.media_type, bytes: Buffer.from(row.file_data, 'base64') };
    },
    /** False when the user has no such prescription (someone else's included). */
    async remove(id: number, userId: number): Promise<boolean> {
      return (await remove.run(id, userId)).changes === 1;
    },
  };
}

export type PrescriptionsRepo = ReturnType<typeof createPrescriptionsRepo>;
