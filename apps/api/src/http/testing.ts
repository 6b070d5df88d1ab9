import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../db/database';
import { buildServer, type ServerOptions } from '../server';
import type { AccountsConfig } from './accounts';

/**
 * A server on a real database file in a temp folder, with a clock the test moves. For contract tests only.
 */
export function createTestApp(
  options: { accounts?: Partial<AccountsConfig>; catalogue?: ServerOptions['catalogue'] } = {},
) {
  const dir = mkdtempSync(join(tmpdir(), 'gopharm-api-'));
  const file = join(dir, 'test.sqlite');
  const db = openDatabase(file);
  let now = new Date('2026-11-21T10:00:00Z');
  const app = buildServer({
    db,
    catalogue: options.catalogue,
    accounts: { clock: () => now, ...options.accounts },
  });

  return {
    app,
    db,
    file,
    advance(ms: number) {
      now = new Date(now.getTime() + ms);
    },
    /** The last code the console provider sent to this phone. */
    async lastCode(phone: string): Promise<string> {
      const outbox = await app.inject({ method: 'GET', url: `/api/dev/sms-outbox?phone=${phone}` });
      const code = outbox.json().results[0]?.code;
      if (!code) throw new Error(`no code was sent to ${phone}`);
      return code;
    },
    /** Signs a phone in through the real calls and returns its bearer header. */
    async signIn(phone: string): Promise<{ authorization: string; token: string; userId: number }> {
      const ip = `10.0.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
      await app.inject({
        method: 'POST',
        url: '/api/v1/register-captcha',
        payload: { phone },
        remoteAddress: ip,
      });
      const code = await this.lastCode(phone);
      const answer = (
        await app.inject({ method: 'POST', url: '/api/v1/accept', payload: { phone, code } })
      ).json();
      return { authorization: `Bearer ${answer.token}`, token: answer.token, userId: answer.user.id };
    },
    /** Whether any of the database's files (main, WAL) holds this text anywhere, in UTF-8. */
    databaseContains(text: string): boolean {
      db.exec('PRAGMA wal_checkpoint(TRUNCATE)');
      return [file, `${file}-wal`, `${file}-journal`].some(
        (path) => existsSync(path) && readFileSync(path).includes(text),
      );
    },
    async close() {
      await app.close();
      db.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export type TestApp = ReturnType<typeof createTestApp>;

/**
 * A tiny stand-in for the catalogue (drugs 1 to 5; Tashkent, 1, with district 101) so the account calls can be
 * tested on their own. The real server wires the catalogue's repos.
 */
export function fixtureCatalogue(): NonNullable<ServerOptions['catalogue']> {
  const drug = (id: number, lan: string) => ({
    id,
    slug: `drug-${id}`,
    name: lan === 'uz' ? `Dori ${id}` : `Лекарство ${id}`,
    price: id * 1000,
    image_thumbnail: `/images/${id}.svg`,
  });
  const tashkent = (lan: string) => ({
    id: 1,
    name: lan === 'uz' ? 'Toshkent' : 'Ташкент',
    childs: [{ id: 101, name: lan === 'uz' ? 'Chilonzor' : 'Чиланзар' }],
  });
  return {
    drugs: {
      exists: (id) => id >= 1 && id <= 5,
      byIds: (ids, { lan }) => ids.filter((id) => id >= 1 && id <= 5).map((id) => drug(id, lan)),
    },
    regions: {
      find: (id, lan) => {
        if (id === 1) return { ...tashkent(lan), district: null };
        if (id === 101) return { ...tashkent(lan), district: tashkent(lan).childs[0] };
        return null;
      },
    },
  };
}
