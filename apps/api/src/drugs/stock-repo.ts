import type { CartLineDto } from '@gopharm/util';
import type { Database } from '../db/database';

/**
 * Stock totals per database (region → drug → units) and the stock version they show. The version is the
 * database's own (`stock_state`, migration 35): each order that takes stock raises it and lists in `stock_changes`
 * what it took, so every API instance on the database catches up by applying the changes after its version, and
 * cached answers keyed by the version change everywhere at once.
 */
interface StockTotals {
  regions: Map<number, Map<number, number>>;
  version: number;
  /** The catch-up under way, shared by the requests that arrive meanwhile. */
  syncing?: Promise<void>;
}
const stockTotals = new WeakMap<Database, StockTotals>();

/** Every this many versions an order deletes the changes older than a day (an instance further behind reloads). */
const PRUNE_EVERY = 500;
const CHANGES_KEPT_MS = 86_400_000;

/** A line of an order found less stock than it needs. */
class NotTaken extends Error {}

/**
 * Data access for the pharmacies' stock: the totals lists show (`is_count_exist`), orders taking stock, receipts
 * and returns adding it. All SQL that writes the stock lives here.
 */
export async function createStockRepo(db: Database) {
  const regionTotals = db.prepare(`SELECT p.region_id AS region, st.drug_id AS id, SUM(st.qty) AS qty
    FROM drug_stock st JOIN pharmacies p ON p.id = st.pharmacy_id WHERE st.qty > 0 GROUP BY p.region_id, st.drug_id`);
  const pharmacyRegion = db.prepare('SELECT region_id FROM pharmacies WHERE id = ?');
  const take = db.prepare(
    'UPDATE drug_stock SET qty = qty - ? WHERE pharmacy_id = ? AND drug_id = ? AND qty >= ?',
  );
  const pharmaciesHolding =
    db.prepare(`SELECT COUNT(*) AS n FROM drug_stock st JOIN pharmacies p ON p.id = st.pharmacy_id
    WHERE st.drug_id = ? AND p.region_id = ? AND st.qty > 0`);
  const versionNow = db.prepare('SELECT version FROM stock_state WHERE id = 1');
  const changesAfter = db.prepare(
    'SELECT version, region_id, drug_id, qty FROM stock_changes WHERE version > ? ORDER BY version',
  );
  const raiseVersion = db.prepare(
    'UPDATE stock_state SET version = version + 1 WHERE id = 1 RETURNING version',
  );
  const logChange = db.prepare(
    'INSERT INTO stock_changes (version, region_id, drug_id, qty, created_at) VALUES (?, ?, ?, ?, ?)',
  );
  const pruneChanges = db.prepare('DELETE FROM stock_changes WHERE created_at < ?');
  const receive = db.prepare(
    `INSERT INTO drug_stock (pharmacy_id, drug_id, qty) VALUES (?, ?, ?)
     ON CONFLICT (drug_id, pharmacy_id) DO UPDATE SET qty = drug_stock.qty + excluded.qty`,
  );
  /** All the totals again, with the version they are at (one snapshot: no change counted twice or missed). */
  const reload = async (state: StockTotals) => {
    await db.transaction(async () => {
      if (db.engine === 'postgres') await db.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ');
      const version = ((await versionNow.get()) as { version: number }).version;
      const next = new Map<number, Map<number, number>>();
      for (const r of (await regionTotals.all()) as Array<{ region: number; id: number; qty: number }>) {
        let region = next.get(r.region);
        if (!region) next.set(r.region, (region = new Map()));
        region.set(r.id, r.qty);
      }
      state.regions = next;
      state.version = version;
    });
  };
  // Shared by every repo on this database (a test's second repo sees the server's takes).
  let totals = stockTotals.get(db);
  if (!totals) {
    totals = { regions: new Map(), version: -1 };
    await reload(totals);
    stockTotals.set(db, totals);
  }
  const state: StockTotals = totals;
  /** Applies the orders placed since this instance last looked, by any instance (one query when there are none). */
  const catchUp = () =>
    (state.syncing ??= (async () => {
      try {
        const changes = (await changesAfter.all(state.version)) as Array<{
          version: number;
          region_id: number;
          drug_id: number;
          qty: number;
        }>;
        if (changes.length === 0) return;
        // Versions have no holes: a first change past the next version means older ones were pruned.
        if (changes[0].version !== state.version + 1) return await reload(state);
        for (const change of changes) {
          let region = state.regions.get(change.region_id);
          if (!region) state.regions.set(change.region_id, (region = new Map()));
          region.set(change.drug_id, (region.get(change.drug_id) ?? 0) + change.qty);
        }
        state.version = changes[changes.length - 1].version;
      } finally {
        state.syncing = undefined;
      }
    })());
  /** Raises the version and logs what changed in the region, in the caller's transaction. */
  const logChanges = async (regionId: number, lines: readonly CartLineDto[], sign: 1 | -1, now: Date) => {
    const { version } = (await raiseVersion.get()) as { version: number };
    for (const line of lines)
      await logChange.run(version, regionId, line.drug_id, sign * line.qty, now.toISOString());
    return version;
  };

  return {
    /**
     * Grows with every order that takes stock, through any instance: part of the key of cached answers that show
     * stock. Reading it brings this instance's totals up to it.
     */
    async version(): Promise<number> {
      await catchUp();
      return state.version;
    },

    /** Units of each drug the region's pharmacies hold (none: undefined), as of the latest version. */
    async totalsIn(regionId: number): Promise<ReadonlyMap<number, number> | undefined> {
      await catchUp();
      return state.regions.get(regionId);
    },

    /** The region's totals as last caught up with (no query): for orderings that need not be exact. */
    lastTotalsIn(regionId: number): ReadonlyMap<number, number> | undefined {
      return state.regions.get(regionId);
    },

    /** How many pharmacies of the region hold the drug. */
    async pharmaciesHolding(drugId: number, regionId: number): Promise<number> {
      return ((await pharmaciesHolding.get(drugId, regionId)) as { n: number }).n;
    },

    /** Takes the lines out of a pharmacy's stock (an order placed); false, and nothing taken, if it lacks any. */
    async take(pharmacyId: number, lines: readonly CartLineDto[]): Promise<boolean> {
      // Conditional decrements (`qty >= ?`): on either engine two orders never take the same last unit, and a
      // line that finds too little undoes the lines before it (a savepoint of the caller's transaction).
      try {
        await db.transaction(async () => {
          for (const line of lines) {
            if ((await take.run(line.qty, pharmacyId, line.drug_id, line.qty)).changes !== 1) {
              throw new NotTaken();
            }
          }
        });
      } catch (error) {
        if (error instanceof NotTaken) return false;
        throw error;
      }
      // In the caller's transaction: the version and what it took commit with the order, or not at all.
      const region = ((await pharmacyRegion.get(pharmacyId)) as { region_id: number }).region_id;
      const now = new Date();
      const version = await logChanges(region, lines, -1, now);
      if (version % PRUNE_EVERY === 0) {
        await pruneChanges.run(new Date(now.getTime() - CHANGES_KEPT_MS).toISOString());
      }
      return true;
    },

    /**
     * Stock a pharmacy received (its system's receipt, or an order's goods given back): added in one transaction
     * with the stock version and the change log, as an order's take, so every instance sees it. The pharmacy's
     * region; null for no such pharmacy.
     */
    async receive(pharmacyId: number, lines: readonly CartLineDto[]): Promise<number | null> {
      const known = (await pharmacyRegion.get(pharmacyId)) as { region_id: number } | undefined;
      if (!known) return null;
      await db.transaction(async () => {
        for (const line of lines) await receive.run(pharmacyId, line.drug_id, line.qty);
        await logChanges(known.region_id, lines, 1, new Date());
      });
      return known.region_id;
    },
  };
}

export type StockRepo = Awaited<ReturnType<typeof createStockRepo>>;
