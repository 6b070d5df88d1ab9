/**
 * An order line keeps its drug's name in both languages, and an order its house and apartment apart from the
 * street, so the history reads in the shopper's current language ("д. 5, кв. 12" / "5-uy, 12-xonadon").
 * Orders placed before keep the one name and the address line they were stored with.
 */
export const sql = `
ALTER TABLE order_items ADD COLUMN name_ru TEXT;
ALTER TABLE order_items ADD COLUMN name_uz TEXT;
ALTER TABLE orders ADD COLUMN house TEXT;
ALTER TABLE orders ADD COLUMN apartment TEXT;
`;
