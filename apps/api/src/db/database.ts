import { AsyncLocalStorage } from 'node:async_hooks';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseSync, type StatementSync } from 'node:sqlite';
import {
  CompiledQuery,
  type DatabaseConnection,
  Kysely,
  PostgresDialect,
  type QueryResult,
  SqliteDialect,
  SqliteDriver,
  type SqliteDatabase,
  type Transaction,
} from 'kysely';

/** The engines the API runs on: SQLite in a file (the default) or PostgreSQL (`DATABASE_URL=postgres://…`). */
export type Engine = 'sqlite' | 'postgres';

/** What a statement takes: both engines' drivers bind these as they are. */
export type Param = string | number | bigint | null;

export interface RunResult {
  /** Rows the statement changed. */
  changes: number;
}

type Row = Record<string, unknown>;

/** A statement written once with `?` placeholders; each call runs it on the current transaction, if any. */
export interface Statement {
  all<T = Row>(...params: Param[]): Promise<T[]>;
  get<T = Row>(...params: Param[]): Promise<T | undefined>;
  run(...params: Param[]): Promise<RunResult>;
}

/** Database settings: a file path, ":memory:" (a throw-away SQLite database) or a postgres:// URL. */
export function isPostgresUrl(target: string): boolean {
  return /^postgres(ql)?:\/\//.test(target);
}

/** The transaction running in this async context, for the database that opened it. */
const current = new AsyncLocalStorage<{
  owner: Database;
  trx: Transaction<unknown>;
  savepoints: number;
  /** What runs once the outermost transaction has committed (`afterCommit`). */
  committed: Array<() => void>;
}>();

/**
 * The API's one database layer, over Kysely: the same statements and transactions on SQLite and PostgreSQL.
 * Repositories write their SQL once (`?` placeholders, SQL both engines accept) and `prepare` it here; inside
 * `transaction` every statement of any repository runs on that transaction's connection.
 */
export class Database {
  constructor(
    readonly engine: Engine,
    readonly kysely: Kysely<unknown>,
    /** PostgreSQL's connection pool, for libraries that keep their own state there (rate limits). */
    readonly postgresPool?: import('pg').Pool,
  ) {}

  private waitLimitMs = 0;

  /**
   * From now on a statement, or a transaction as a whole, that the database has not finished within `ms` fails with
   * DatabaseTimeout (the request answers 503) instead of holding its request for as long as the database hangs. Its
   * connection stays busy until the database answers; others wait for the pool only as long as its acquire timeout.
   */
  limitWaits(ms: number): void {
    this.waitLimitMs = ms;
  }

  private within<T>(work: Promise<T>): Promise<T> {
    const ms = this.waitLimitMs;
    if (ms <= 0) return work;
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new DatabaseTimeout(`the database did not answer within ${ms} ms`)),
        ms,
      );
    });
    return Promise.race([work, late]).finally(() => clearTimeout(timer));
  }

  private executor(): Kysely<unknown> {
    const store = current.getStore();
    return store && store.owner === this ? store.trx : this.kysely;
  }

  /** Runs one statement with positional `?` parameters. */
  async query<T = Row>(text: string, params: readonly Param[] = []): Promise<QueryResult<T>> {
    const compiled = this.engine === 'postgres' ? numberedPlaceholders(text) : text;
    return this.within(this.executor().executeQuery<T>(CompiledQuery.raw(compiled, [...params])));
  }

  prepare(text: string): Statement {
    const compiled = this.engine === 'postgres' ? numberedPlaceholders(text) : text;
    const execute = <T>(params: Param[]) =>
      this.within(this.executor().executeQuery<T>(CompiledQuery.raw(compiled, params)));
    return {
      all: async <T>(...params: Param[]) => (await execute<T>(params)).rows,
      get: async <T>(...params: Param[]) => (await execute<T>(params)).rows[0],
      run: async (...params: Param[]) => ({
        changes: Number((await execute(params)).numAffectedRows ?? 0),
      }),
    };
  }

  /**
   * The values of a JSON array parameter as a subquery, for `column IN (${db.jsonList()})` bound to
   * `JSON.stringify(values)`: one statement text for any number of values.
   */
  jsonList(type: 'integer' | 'text' = 'integer'): string {
    if (this.engine === 'sqlite') return 'SELECT value FROM json_each(?)';
    const value = type === 'integer' ? 'CAST(value AS INTEGER)' : 'value';
    return `SELECT ${value} FROM jsonb_array_elements_text(CAST(? AS jsonb))`;
  }

  /**
   * What a `SELECT` adds to lock the rows it reads until the transaction ends: `FOR UPDATE` on PostgreSQL; nothing
   * on SQLite, whose transactions (BEGIN IMMEDIATE) hold the one write lock from their first statement.
   */
  get forUpdate(): string {
    return this.engine === 'postgres' ? ' FOR UPDATE' : '';
  }

  /** Runs a script of statements separated by semicolons (migrations, test fixtures), one by one. */
  async exec(script: string): Promise<void> {
    for (const statement of splitStatements(script)) await this.query(statement);
  }

  /**
   * `fn` in one transaction: all of it is written or none. Nested calls run in a savepoint of the outer one.
   * On SQLite the transaction takes the write lock at once (BEGIN IMMEDIATE), so another process on the file waits
   * instead of failing half-way.
   */
  async transaction<T>(fn: () => Promise<T>): Promise<T> {
    const store = current.getStore();
    if (store && store.owner === this) {
      const name = `sp${++store.savepoints}`;
      const hooksBefore = store.committed.length;
      await this.query(`SAVEPOINT ${name}`);
      try {
        const result = await fn();
        await this.query(`RELEASE SAVEPOINT ${name}`);
        return result;
      } catch (error) {
        await this.query(`ROLLBACK TO SAVEPOINT ${name}`);
        await this.query(`RELEASE SAVEPOINT ${name}`);
        // What the rolled-back part asked to do after the commit will not have happened.
        store.committed.length = hooksBefore;
        throw error;
      }
    }
    const committed: Array<() => void> = [];
    // Bounded as a whole: a rollback after a statement's timeout waits for the database too.
    const result = await this.within(
      this.kysely
        .transaction()
        .execute((trx) => current.run({ owner: this, trx, savepoints: 0, committed }, fn)),
    );
    for (const hook of committed) hook();
    return result;
  }

  /**
   * Runs `hook` once the current transaction has committed (never if it rolls back), or at once outside one: what
   * others may only see once it is written (an order's change told to its live streams).
   */
  afterCommit(hook: () => void): void {
    const store = current.getStore();
    if (store && store.owner === this) store.committed.push(hook);
    else hook();
  }

  async close(): Promise<void> {
    await this.kysely.destroy();
  }
}

/** Runs fn in one transaction: all of it is written or none. */
export function transaction<T>(db: Database, fn: () => Promise<T>): Promise<T> {
  return db.transaction(fn);
}

/** Whether a statement failed on a unique constraint (another request wrote the same key first), on either engine. */
export function isUniqueViolation(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const { code, errcode } = error as Error & { code?: string; errcode?: number };
  // PostgreSQL's unique_violation; SQLite's SQLITE_CONSTRAINT_UNIQUE and SQLITE_CONSTRAINT_PRIMARYKEY.
  return code === '23505' || errcode === 2067 || errcode === 1555;
}

/** `?` → `$1`, `$2`… (PostgreSQL), leaving quoted text and comments alone. */
export function numberedPlaceholders(text: string): string {
  let n = 0;
  return mapOutsideQuotes(text, (part) => part.replace(/\?/g, () => `$${++n}`));
}

/** Applies `map` to the parts of `text` outside quotes and `--` comments. */
function mapOutsideQuotes(text: string, map: (part: string) => string): string {
  return text
    .split(/('(?:[^']|'')*'|"(?:[^"]|"")*"|--[^\n]*)/)
    .map((part, i) => (i % 2 === 1 ? part : map(part)))
    .join('');
}

/** The statements of a script, without comments (semicolons inside quotes or comments do not split it). */
export function splitStatements(script: string): string[] {
  const statements: string[] = [];
  let currentText = '';
  const parts = script.split(/('(?:[^']|'')*'|"(?:[^"]|"")*"|--[^\n]*)/);
  parts.forEach((part, i) => {
    if (i % 2 === 1) {
      if (!part.startsWith('--')) currentText += part;
      return;
    }
    const pieces = part.split(';');
    pieces.forEach((piece, j) => {
      currentText += piece;
      if (j < pieces.length - 1) {
        if (currentText.trim()) statements.push(currentText.trim());
        currentText = '';
      }
    });
  });
  if (currentText.trim()) statements.push(currentText.trim());
  return statements;
}

/**
 * Kysely's SQLite dialect over Node's built-in `node:sqlite` (it expects better-sqlite3's shape): statements are
 * prepared once per text and kept, as the repositories did before.
 */
function sqliteDatabase(db: DatabaseSync): SqliteDatabase {
  const cache = new Map<string, { statement: StatementSync; reader: boolean }>();
  return {
    close: () => db.close(),
    prepare(text: string) {
      let entry = cache.get(text);
      if (!entry) {
        const statement = db.prepare(text);
        entry = { statement, reader: statement.columns().length > 0 };
        // Filtered lists build their text from the filters: a bounded set, but keep the cache bounded too.
        if (cache.size >= 2000) cache.delete(cache.keys().next().value as string);
        cache.set(text, entry);
      }
      const { statement, reader } = entry;
      type Bound = Parameters<StatementSync['all']>;
      return {
        reader,
        all: (params: ReadonlyArray<unknown>) => statement.all(...(params as Bound)),
        run: (params: ReadonlyArray<unknown>) => statement.run(...(params as Bound)),
        iterate: (params: ReadonlyArray<unknown>) => statement.iterate(...(params as Bound)),
      };
    },
  };
}

/** SQLite's driver with BEGIN IMMEDIATE: a transaction holds the write lock from its first statement. */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('BEGIN IMMEDIATE'));
  }
}

class ImmediateSqliteDialect extends SqliteDialect {
  constructor(private readonly database: SqliteDatabase) {
    super({ database });
  }
  override createDriver() {
    return new ImmediateSqliteDriver({ database: this.database });
  }
}

/**
 * How long a request may wait on the database before the API says it is unavailable (503), in milliseconds: for a
 * connection from the pool (or a new one), `DATABASE_ACQUIRE_TIMEOUT_MS`; for a row lock, `DATABASE_LOCK_TIMEOUT_MS`
 * (a payment behind another one); for any statement or transaction once the server serves, `DATABASE_WAIT_LIMIT_MS`
 * (`Database.limitWaits`: the start-up's long reads of the catalogue come before it).
 */
export function databaseWaits(env: NodeJS.ProcessEnv = process.env) {
  return {
    acquireMs: Number(env.DATABASE_ACQUIRE_TIMEOUT_MS ?? 1000),
    lockMs: Number(env.DATABASE_LOCK_TIMEOUT_MS ?? 1000),
    answerMs: Number(env.DATABASE_WAIT_LIMIT_MS ?? 1500),
  };
}

/** A statement or transaction that the database did not finish within the wait limit. */
export class DatabaseTimeout extends Error {}

async function openPostgres(url: string, options: { bounded: boolean }): Promise<Database> {
  const { default: pg } = await import('pg');
  // Counts and sums come back as int8/numeric: as JavaScript numbers, as SQLite gives them (all fit easily).
  const types = {
    getTypeParser: (oid: number, format?: 'text' | 'binary') =>
      oid === 20 || oid === 1700
        ? (value: string) => Number(value)
        : pg.types.getTypeParser(oid, format as 'text'),
  };
  const pool = new pg.Pool({
    connectionString: url,
    max: Number(process.env.DATABASE_POOL_SIZE ?? 10),
    types,
    // A dead peer (a server gone without closing) is noticed by TCP keep-alive, not at the next query.
    keepAlive: true,
    ...(options.bounded && {
      connectionTimeoutMillis: databaseWaits().acquireMs,
      lock_timeout: databaseWaits().lockMs,
    }),
  });
  // An idle connection the server closes (restart, failover) is dropped by the pool and replaced on the next query;
  // unhandled, its error would end the process.
  pool.on('error', (error) => console.error(`database: idle connection lost (${error.message})`));
  // A connection in use when the server goes (a transaction between statements, a statement waiting) tells its
  // 'error' on the client, which the pool hears only while the client is idle: unheard, it ended the process (the
  // API, for every shopper). Its statement fails on its own (503), and the pool drops it when it comes back.
  pool.on('connect', (client) =>
    client.on('error', (error) => console.error(`database: connection in use lost (${error.message})`)),
  );
  return new Database('postgres', new Kysely<unknown>({ dialect: new PostgresDialect({ pool }) }), pool);
}

/**
 * Whether a statement failed because the database cannot be reached or did not answer in time, rather than
 * because of the statement: the request is answered 503 with Retry-After, and the next one may find it back.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error instanceof DatabaseTimeout) return true;
  const { code, errcode } = error as Error & { code?: string; errcode?: number };
  if (errcode === 5 || errcode === 6) return true; // SQLITE_BUSY, SQLITE_LOCKED: another process held it too long
  if (typeof code === 'string') {
    // Connection exceptions (08…), too many connections, cancelled by statement_timeout, lock_timeout, the server
    // shutting down or starting; and the socket's own errors.
    if (/^(08|53|57P0)/.test(code) || code === '57014' || code === '55P03') return true;
    if (['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND'].includes(code))
      return true;
  }
  // pg's own words for a pool or socket that gave up.
  return /timeout exceeded when trying to connect|Connection terminated|connection timeout/i.test(
    error.message,
  );
}

/** The database layer over an open `node:sqlite` connection, as it is (no migrations): tools that read a file. */
export function wrapSqlite(raw: DatabaseSync): Database {
  return new Database(
    'sqlite',
    new Kysely<unknown>({ dialect: new ImmediateSqliteDialect(sqliteDatabase(raw)) }),
  );
}

function openSqlite(file: string): Database {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const raw = new DatabaseSync(file);
  // WAL keeps committed writes safe if the process is killed, and lets readers run beside a writer.
  raw.exec('PRAGMA journal_mode = WAL; PRAGMA foreign_keys = ON; PRAGMA busy_timeout = 5000;');
  return wrapSqlite(raw);
}

/**
 * Connects to the database as it is, without migrating: a SQLite file (":memory:" gives a throw-away database) or a
 * PostgreSQL server by its postgres:// URL. `bounded: false` gives connections without the requests' timeouts, for
 * migrating and seeding (./open-database.ts opens the database a server uses).
 */
export function connectDatabase(target: string, options: { bounded: boolean }): Promise<Database> {
  return isPostgresUrl(target) ? openPostgres(target, options) : Promise.resolve(openSqlite(target));
}
