/**
 * Texts about an order (issue 40) wait in `sms_pending` with their order: an order's next text is due a minute
 * after its last one at the earliest, and one not yet sent is replaced by the newer status's (the shopper is told
 * where the order is now, not each step it passed).
 */
export const sql = `
ALTER TABLE sms_pending ADD COLUMN order_id INTEGER;
CREATE INDEX sms_pending_order ON sms_pending (order_id) WHERE order_id IS NOT NULL;
`;
