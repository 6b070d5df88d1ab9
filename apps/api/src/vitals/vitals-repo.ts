import type { VitalsBatchDto, VitalsSummaryRowDto } from '@gopharm/util';
import type { Database } from '../db/database';
import { transaction } from '../db/database';
import type { Clock } from '../http/clock';

/** All SQL of the field data: writing a page view's metrics and the p75 summary. */
export function createVitalsRepo(db: Database, clock: Clock, perClientDaily: number) {
  const insert = db.prepare(
    'INSERT INTO vitals (created_at, route, device, lan, metric, value, client) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  // Each client's first `perClientDaily` rows per route, device, metric and day count (a client hash is per day),
  // so that one client's flood is a few page views among the others'. Then p75 by the nearest-rank method: the
  // value at rank ceil(0.75 * n) of the sorted values, as CrUX reports it (an observed value, never an
  // interpolation). (3n + 3) / 4 in integer arithmetic is ceil(3n / 4).
  const summary = db.prepare(`
    WITH counted AS (
      SELECT route, device, metric, value,
             ROW_NUMBER() OVER (PARTITION BY client, route, device, metric ORDER BY id) AS nth
      FROM vitals WHERE created_at >= ?
    ),
    ranked AS (
      SELECT route, device, metric, value,
             ROW_NUMBER() OVER (PARTITION BY route, device, metric ORDER BY value) AS rank,
             COUNT(*) OVER (PARTITION BY route, device, metric) AS n
      FROM counted WHERE nth <= ?
    )
    SELECT route, device, metric, value AS p75, n AS count FROM ranked
    WHERE rank = (3 * n + 3) / 4
    ORDER BY route, device, metric`);
  const prune = db.prepare('DELETE FROM vitals WHERE created_at < ?');

  return {
    /** A page view's metrics; `client`: the keyed hash of its client and day (vitals-routes). */
    async add(batch: VitalsBatchDto, client: string): Promise<void> {
      const at = clock().toISOString();
      await transaction(db, async () => {
        for (const { name, value } of batch.metrics) {
          await insert.run(at, batch.route, batch.device, batch.lan, name, value, client);
        }
      });
    },
    /** p75 and count per route, device and metric of the rows written since `since`. */
    async summary(since: Date): Promise<VitalsSummaryRowDto[]> {
      return (await summary.all(since.toISOString(), perClientDaily)) as unknown as VitalsSummaryRowDto[];
    },
    /** Drops rows older than `before`: field data is kept only as long as the longest summary window. */
    async prune(before: Date): Promise<number> {
      return Number((await prune.run(before.toISOString())).changes);
    },
  };
}

export type VitalsRepo = ReturnType<typeof createVitalsRepo>;
