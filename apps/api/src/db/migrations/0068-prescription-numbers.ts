/**
 * One e-prescription number is kept once per shopper: a second "Сохранить номер" listed it twice. Numbers kept
 * twice before are joined into the first (an order that named a later one names the first), then the index
 * holds it so, on either engine and with two API instances.
 */
export const sql = `
UPDATE orders SET prescription_id = (
  SELECT MIN(first.id) FROM prescriptions AS named
  JOIN prescriptions AS first ON first.user_id = named.user_id AND first.number = named.number
  WHERE named.id = orders.prescription_id
)
WHERE prescription_id IN (SELECT id FROM prescriptions WHERE number IS NOT NULL);
DELETE FROM prescriptions
WHERE number IS NOT NULL
  AND id NOT IN (SELECT MIN(id) FROM prescriptions WHERE number IS NOT NULL GROUP BY user_id, number);
CREATE UNIQUE INDEX prescriptions_user_number ON prescriptions(user_id, number) WHERE number IS NOT NULL;
`;
