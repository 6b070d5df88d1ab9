import { resolve } from 'node:path';
import { isPostgresUrl } from './database';

export interface DatabaseSetting {
  engine: 'sqlite' | 'postgres';
  /** What `openDatabase` opens: the SQLite file's absolute path, or the PostgreSQL URL. */
  target: string;
  /** Where it is, for the log: the file, or the server and database without user or password. */
  label: string;
}

/**
 * Which database the API uses: `DATABASE_URL=postgres://user:password@host:5432/db` selects PostgreSQL; unset, the
 * SQLite file `DATABASE_FILE` (`.data/gopharm.sqlite` by default). Any other URL stops the start with one line.
 */
export function databaseFromEnv(env: NodeJS.ProcessEnv): DatabaseSetting {
  const url = env.DATABASE_URL?.trim();
  if (url) {
    if (!isPostgresUrl(url)) {
      throw new Error(
        'DATABASE_URL must be a postgres:// (or postgresql://) URL; unset it to use DATABASE_FILE',
      );
    }
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      throw new Error(
        'DATABASE_URL is not a URL that can be read (postgres://user:password@host:5432/database)',
      );
    }
    return { engine: 'postgres', target: url, label: `${parsed.host}${parsed.pathname}` };
  }
  const file = resolve(env.DATABASE_FILE ?? '.data/gopharm.sqlite');
  return { engine: 'sqlite', target: file, label: file };
}
