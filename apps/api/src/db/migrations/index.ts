import * as categories from './0001-categories';
import * as regionsPharmacies from './0002-regions-pharmacies';
import * as catalogue from './0003-catalogue';
import * as content from './0004-content';

/** Versioned migrations, applied in order, each once. Append new ones; never edit an applied one. */
export const MIGRATIONS: ReadonlyArray<{ version: number; name: string; sql: string }> = [
  { version: 1, name: 'categories', sql: categories.sql },
  { version: 2, name: 'regions-pharmacies', sql: regionsPharmacies.sql },
  { version: 3, name: 'catalogue', sql: catalogue.sql },
  { version: 4, name: 'content', sql: content.sql },
];
