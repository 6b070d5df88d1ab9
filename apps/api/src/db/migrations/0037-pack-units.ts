/**
 * What a pack holds (issue 18, cheaper equivalents): the strength of one unit ("500 мг"; empty when the pack's
 * size is all there is, "сироп 100 мл") and how many units the pack has (20 pieces, 100 ml, 30 g, 200 doses),
 * so prices compare per tablet or millilitre across packs and makers. Empty for rows seeded before it.
 */
export const sql = `
ALTER TABLE drugs ADD COLUMN strength TEXT NOT NULL DEFAULT '';
ALTER TABLE drugs ADD COLUMN pack_amount REAL;
ALTER TABLE drugs ADD COLUMN pack_unit TEXT;
CREATE INDEX drugs_equivalents ON drugs(substance_id, form, strength);
`;
