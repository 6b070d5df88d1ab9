import { connectDatabase, type Database } from './database';
import { migrate } from './migrate';
import { seed } from './seed/seed';

/**
 * Opens the database a server or a test uses, creating, migrating and seeding it on first start: a SQLite file
 * (":memory:" gives a throw-away database for tests) or a PostgreSQL server by its postgres:// URL. Kept apart from
 * ./database.ts so the layer the repositories import does not import the seed, which imports their row types.
 */
export async function openDatabase(target: string, options: { seed?: boolean } = {}): Promise<Database> {
  // Migrating and seeding run long statements on connections of their own; the requests' pool has the timeouts.
  const setup = await connectDatabase(target, { bounded: false });
  try {
    await migrate(setup);
    if (options.seed !== false) await seed(setup);
  } catch (error) {
    await setup.close();
    throw error;
  }
  if (setup.engine === 'sqlite') return setup;
  await setup.close();
  return connectDatabase(target, { bounded: true });
}
