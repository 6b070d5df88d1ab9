import type { UserDto } from '@gopharm/util';
import type { ProfileBodyDto } from '@gopharm/util/contract';
import type { Database } from '../db/database';
import type { Clock } from '../http/clock';

/** A user as stored, which is the wire shape `User` (shared with the client). */
export type User = UserDto;

/** A profile as `POST v1/register-profil` sends it (the contract's `ProfileBody`). */
export type Profile = ProfileBodyDto;

const COLUMNS = 'id, phone, first_name, last_name, father_name, birth_date, gender, complete';

/** Users: all SQL for this entity lives here. */
export function createUsersRepo(db: Database, clock: Clock) {
  const byId = db.prepare(`SELECT ${COLUMNS} FROM users WHERE id = ?`);
  const byPhone = db.prepare(`SELECT ${COLUMNS} FROM users WHERE phone = ?`);
  const insert = db.prepare(
    'INSERT INTO users (phone, created_at) VALUES (?, ?) ON CONFLICT(phone) DO NOTHING',
  );
  const updateProfile = db.prepare(
    `UPDATE users SET first_name = ?, last_name = ?, father_name = ?, birth_date = ?, gender = ?, complete = 1
     WHERE id = ?`,
  );
  const region = db.prepare('SELECT region_id FROM users WHERE id = ?');
  const setRegion = db.prepare('UPDATE users SET region_id = ? WHERE id = ?');

  return {
    async find(id: number): Promise<User | null> {
      return ((await byId.get(id)) as User | undefined) ?? null;
    },
    async findByPhone(phone: string): Promise<User | null> {
      return ((await byPhone.get(phone)) as User | undefined) ?? null;
    },
    /** The user of this phone, created (profile incomplete) on first sign-in. */
    async findOrCreate(phone: string): Promise<User> {
      await insert.run(phone, clock().toISOString());
      return (await byPhone.get(phone)) as unknown as User;
    },
    async completeProfile(id: number, profile: Profile): Promise<User> {
      await updateProfile.run(
        profile.first_name,
        profile.last_name,
        profile.father_name ?? '',
        profile.birth_date,
        profile.gender,
        id,
      );
      return (await byId.get(id)) as unknown as User;
    },
    async regionOf(id: number): Promise<number | null> {
      return ((await region.get(id)) as { region_id: number | null } | undefined)?.region_id ?? null;
    },
    async saveRegion(id: number, regionId: number): Promise<void> {
      await setRegion.run(regionId, id);
    },
  };
}

export type UsersRepo = ReturnType<typeof createUsersRepo>;
