import { randomUUID } from 'node:crypto';
import { DatabaseSync } from 'node:sqlite';
import { createApiProcess, orderPickup, signIn, type ApiProcess } from './api-process';

// Bundling and starting a real API process twice, and a stream of orders in between.
jest.setTimeout(120_000);

/** Prepares the database copy before the API opens it: a drug with a known stock in one Tashkent pharmacy. */
function prepareStock(file: string, qty: number, minimum = 30_000) {
  const db = new DatabaseSync(file);
  const row = db
    .prepare(
      `SELECT s.pharmacy_id, d.id AS drug_id, d.price, d.max_count FROM drug_stock s
       JOIN drugs d ON d.id = s.drug_id JOIN pharmacies p ON p.id = s.pharmacy_id
       WHERE p.region_id = 1 AND d.price * d.max_count >= ? AND d.is_recept = 0
       ORDER BY d.id LIMIT 1`,
    )
    .get(minimum) as { pharmacy_id: number; drug_id: number; price: number; max_count: number };
  db.prepare('UPDATE drug_stock SET qty = ? WHERE pharmacy_id = ? AND drug_id = ?').run(
    qty,
    row.pharmacy_id,
    row.drug_id,
  );
  db.close();
  // The least whole number of packs that reaches the order minimum.
  return { ...row, perOrder: Math.ceil(minimum / row.price) };
}

function stockOf(file: string, pharmacy: number, drug: number): number {
  const db = new DatabaseSync(file, { readOnly: true });
  const { qty } = db
    .prepare('SELECT qty FROM drug_stock WHERE pharmacy_id = ? AND drug_id = ?')
    .get(pharmacy, drug) as { qty: number };
  db.close();
  return qty;
}

const generousLimits = {
  SMS_LIMIT_PER_PHONE: '1000/600',
  SMS_LIMIT_PER_IP: '1000/600',
  SMS_LIMIT_GLOBAL: '10000/60',
  SMS_CHALLENGE_AFTER: 'off',
};

describe('reliability: orders survive a killed API and never oversell', () => {
  let api: ApiProcess;
  afterEach(() => api?.cleanup());

  it('keeps every acknowledged order after a SIGKILL during writes, and a retried key makes exactly one order', async () => {
    api = createApiProcess({ port: 5920, env: generousLimits });
    const stock = prepareStock(api.databaseFile, 1_000_000);
    await api.start();
    const user = await signIn(api.base, '998901230001');
    const order = (key: string) =>
      orderPickup(api.base, user.authorization, {
        drug_id: stock.drug_id,
        qty: stock.perOrder,
        store_id: stock.pharmacy_id,
        idempotency_key: key,
      });

    // Four writers place orders until the process dies under them.
    const acknowledged = new Map<string, number>();
    const unanswered: string[] = [];
    let killed = false;
    const writer = async () => {
      while (!killed) {
        const key = randomUUID();
        try {
          const answer = await order(key);
          if (answer.body.status === 1) acknowledged.set(key, answer.body.order_id as number);
          else throw new Error(`refused: ${JSON.stringify(answer.body)}`);
        } catch (error) {
          if (!killed) throw error;
          unanswered.push(key);
        }
      }
    };
    const writers = Promise.all([writer(), writer(), writer(), writer()]);
    while (acknowledged.size < 40) await new Promise((resolve) => setTimeout(resolve, 20));
    killed = true;
    await api.kill();
    await writers;

    // The files as the kill left them: intact, with every order the API said it had written.
    const db = new DatabaseSync(api.databaseFile);
    expect(db.prepare('PRAGMA integrity_check').get()).toEqual({ integrity_check: 'ok' });
    const ids = new Set((db.prepare('SELECT id FROM orders').all() as { id: number }[]).map((row) => row.id));
    db.close();
    const lost = [...acknowledged.values()].filter((id) => !ids.has(id));
    expect(lost).toEqual([]);

    // Back up: the shopper retries each unanswered order with its key; each makes exactly one order.
    await api.start();
    for (const key of unanswered) expect((await order(key)).body.status).toBe(1);
    for (const key of [...acknowledged.keys()].slice(0, 5)) {
      expect((await order(key)).body.order_id).toBe(acknowledged.get(key));
    }
    const check = new DatabaseSync(api.databaseFile, { readOnly: true });
    const perKey = check
      .prepare('SELECT idempotency_key AS key, COUNT(*) AS n FROM orders GROUP BY idempotency_key')
      .all() as { key: string; n: number }[];
    const { taken } = check
      .prepare('SELECT SUM(qty) AS taken FROM order_items WHERE drug_id = ?')
      .get(stock.drug_id) as { taken: number };
    check.close();
    expect(perKey.filter((row) => row.n !== 1)).toEqual([]);
    expect(perKey).toHaveLength(acknowledged.size + unanswered.length);
    // Stock and orders were written together: what left the shelf is exactly what was ordered.
    expect(1_000_000 - stockOf(api.databaseFile, stock.pharmacy_id, stock.drug_id)).toBe(taken);
    console.log(
      `kill during writes: ${acknowledged.size} acknowledged, ${unanswered.length} in flight, 0 lost, ` +
        `${perKey.length} orders after retries`,
    );
  });

  it('sells the last units of a drug to exactly as many concurrent orders as there are units', async () => {
    api = createApiProcess({ port: 5930, env: generousLimits });
    const stock = prepareStock(api.databaseFile, 0);
    const units = 7;
    const db = new DatabaseSync(api.databaseFile);
    db.prepare('UPDATE drug_stock SET qty = ? WHERE pharmacy_id = ? AND drug_id = ?').run(
      units * stock.perOrder,
      stock.pharmacy_id,
      stock.drug_id,
    );
    db.close();
    await api.start();
    const users = await Promise.all(Array.from({ length: 6 }, (_, i) => signIn(api.base, `99890124000${i}`)));
    // 30 shoppers' orders at once, each for one "unit" of perOrder packs.
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        orderPickup(api.base, users[i % users.length].authorization, {
          drug_id: stock.drug_id,
          qty: stock.perOrder,
          store_id: stock.pharmacy_id,
          device: 'mobile',
        }),
      ),
    );
    expect(answers.filter((answer) => answer.status >= 500)).toEqual([]);
    expect(answers.filter((answer) => answer.body.status === 1)).toHaveLength(units);
    expect(stockOf(api.databaseFile, stock.pharmacy_id, stock.drug_id)).toBe(0);
    const check = new DatabaseSync(api.databaseFile, { readOnly: true });
    const { n } = check
      .prepare('SELECT COUNT(*) AS n FROM order_items WHERE drug_id = ?')
      .get(stock.drug_id) as { n: number };
    check.close();
    expect(n).toBe(units);
  });
});
