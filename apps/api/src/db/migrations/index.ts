import * as categories from './0001-categories';
import * as regionsPharmacies from './0002-regions-pharmacies';
import * as catalogue from './0003-catalogue';
import * as content from './0004-content';
import * as accounts from './0010-accounts';
import * as userData from './0011-user-data';
import * as orders from './0012-orders';
import * as otpAttempts from './0013-otp-attempts';
import * as vitals from './0030-vitals';
import * as saleDays from './0031-sale-days';
import * as pages from './0032-pages';
import * as contentPictures from './0033-content-pictures';
import * as orderLanguages from './0034-order-languages';
import * as sharedState from './0035-shared-state';
import * as prescriptions from './0036-prescriptions';
import * as packUnits from './0037-pack-units';
import * as stockAlerts from './0038-stock-alerts';
import * as stockReceipts from './0039-stock-receipts';
import * as smsPending from './0040-sms-pending';
import * as cashbackLedger from './0042-cashback-ledger';
import * as challenges from './0043-challenges';
import * as payments from './0044-payments';
import * as orderEvents from './0050-order-events';
import * as orderTexts from './0051-order-texts';
import * as productKinds from './0055-product-kinds';
import * as searchMisses from './0056-search-misses';
import * as telegram from './0060-telegram';
import * as reminders from './0061-reminders';
import * as cartLines from './0063-cart-lines';
import * as providerCards from './0066-provider-cards';
import * as categoryIcons from './0067-category-icons';
import * as prescriptionNumbers from './0068-prescription-numbers';

/**
 * Versioned migrations, applied in order, each once. Append new ones after the last version (a database already
 * at it must get them in this order); never edit or renumber an applied one.
 */
export interface Migration {
  version: number;
  name: string;
  /** The SQL, as SQLite runs it; PostgreSQL runs it with the spellings of `postgresSql` (migrate.ts). */
  sql: string;
  /** PostgreSQL's own text, when the migration needs more than those spellings. */
  postgres?: string;
}

export const MIGRATIONS: ReadonlyArray<Migration> = [
  { version: 1, name: 'categories', sql: categories.sql },
  { version: 2, name: 'regions-pharmacies', sql: regionsPharmacies.sql },
  { version: 3, name: 'catalogue', sql: catalogue.sql },
  { version: 4, name: 'content', sql: content.sql },
  { version: 10, name: 'accounts', sql: accounts.sql },
  { version: 11, name: 'user-data', sql: userData.sql },
  { version: 12, name: 'orders', sql: orders.sql },
  { version: 13, name: 'otp-attempts', sql: otpAttempts.sql },
  { version: 30, name: 'vitals', sql: vitals.sql },
  { version: 31, name: 'sale-days', sql: saleDays.sql, postgres: saleDays.postgres },
  { version: 32, name: 'pages', sql: pages.sql },
  { version: 33, name: 'content-pictures', sql: contentPictures.sql },
  { version: 34, name: 'order-languages', sql: orderLanguages.sql },
  { version: 35, name: 'shared-state', sql: sharedState.sql },
  { version: 36, name: 'prescriptions', sql: prescriptions.sql },
  { version: 37, name: 'pack-units', sql: packUnits.sql },
  { version: 38, name: 'stock-alerts', sql: stockAlerts.sql },
  { version: 39, name: 'stock-receipts', sql: stockReceipts.sql },
  { version: 40, name: 'sms-pending', sql: smsPending.sql },
  { version: 42, name: 'cashback-ledger', sql: cashbackLedger.sql },
  { version: 43, name: 'challenges', sql: challenges.sql },
  { version: 44, name: 'payments', sql: payments.sql },
  { version: 50, name: 'order-events', sql: orderEvents.sql },
  { version: 51, name: 'order-texts', sql: orderTexts.sql },
  { version: 55, name: 'product-kinds', sql: productKinds.sql },
  { version: 56, name: 'search-misses', sql: searchMisses.sql },
  { version: 60, name: 'telegram', sql: telegram.sql },
  { version: 61, name: 'reminders', sql: reminders.sql },
  { version: 63, name: 'cart-lines', sql: cartLines.sql },
  { version: 66, name: 'provider-cards', sql: providerCards.sql },
  { version: 67, name: 'category-icons', sql: categoryIcons.sql },
  { version: 68, name: 'prescription-numbers', sql: prescriptionNumbers.sql },
];
