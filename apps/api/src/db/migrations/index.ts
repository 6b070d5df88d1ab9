import * as categories from './0001-categories';

/** Versioned migrations, applied in order, each once. Append new ones; never edit an applied one. */
export const MIGRATIONS: ReadonlyArray<{ version: number; name: string; sql: string }> = [
  { version: 1, name: 'categories', sql: categories.sql },
];
