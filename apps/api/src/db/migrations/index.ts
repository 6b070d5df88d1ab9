import * as categories from './0001-categories';
import * as regionsPharmacies from './0002-regions-pharmacies';
import * as catalogue from './0003-catalogue';
import * as content from './0004-content';
import * as saleDays from './0005-sale-days';
import * as pages from './0006-pages';
import * as contentPictures from './0007-content-pictures';
import * as accounts from './0010-accounts';
import * as userData from './0011-user-data';
import * as orders from './0012-orders';
import * as orderLanguages from './0013-order-languages';
import * as vitals from './0030-vitals';

/** Versioned migrations, applied in order, each once. Append new ones; never edit an applied one. */
export const MIGRATIONS: ReadonlyArray<{ version: number; name: string; sql: string }> = [
  { version: 1, name: 'categories', sql: categories.sql },
  { version: 2, name: 'regions-pharmacies', sql: regionsPharmacies.sql },
  { version: 3, name: 'catalogue', sql: catalogue.sql },
  { version: 4, name: 'content', sql: content.sql },
  { version: 5, name: 'sale-days', sql: saleDays.sql },
  { version: 6, name: 'pages', sql: pages.sql },
  { version: 7, name: 'content-pictures', sql: contentPictures.sql },
  { version: 10, name: 'accounts', sql: accounts.sql },
  { version: 11, name: 'user-data', sql: userData.sql },
  { version: 12, name: 'orders', sql: orders.sql },
  { version: 13, name: 'order-languages', sql: orderLanguages.sql },
  { version: 30, name: 'vitals', sql: vitals.sql },
];
