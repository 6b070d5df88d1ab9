import { resolve } from 'node:path';
import { databaseFromEnv } from './database-env';

describe('databaseFromEnv', () => {
  it('uses the SQLite file of DATABASE_FILE, .data/gopharm.sqlite when unset', () => {
    expect(databaseFromEnv({})).toEqual({
      engine: 'sqlite',
      target: resolve('.data/gopharm.sqlite'),
      label: resolve('.data/gopharm.sqlite'),
    });
    expect(databaseFromEnv({ DATABASE_FILE: '/data/x.sqlite' }).target).toBe('/data/x.sqlite');
  });

  it('selects PostgreSQL with DATABASE_URL, and never logs its user or password', () => {
    const setting = databaseFromEnv({
      DATABASE_URL: 'postgres://shop:s3cret@db.internal:5432/gopharm',
      DATABASE_FILE: '/data/x.sqlite',
    });
    expect(setting).toMatchObject({ engine: 'postgres', label: 'db.internal:5432/gopharm' });
    expect(setting.label).not.toContain('s3cret');
    expect(databaseFromEnv({ DATABASE_URL: 'postgresql://127.0.0.1/gopharm' }).engine).toBe('postgres');
  });

  it('refuses any other URL with one clear line', () => {
    expect(() => databaseFromEnv({ DATABASE_URL: 'mysql://db/gopharm' })).toThrow(/postgres:\/\//);
  });
});
