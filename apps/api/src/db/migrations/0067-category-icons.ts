/** The icon of a top-level category's tile (a name of CATEGORY_ICONS; null: none). */
export const sql = `
ALTER TABLE categories ADD COLUMN icon TEXT;
`;
