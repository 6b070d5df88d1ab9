import type { VitalsBatchDto, VitalsSummaryRowDto } from '@gopharm/util';
import type { Database } from '../db/database';
import { transaction } from '../db/database';
import type { Clock } from '../http/clock';

/** All SQL of the field data: writing a page view's metrics and the p75 summary. */
export function createVitalsRepo(db: Database, clock: Clock) {
  const insert = db.prepare(
    'INSERT INTO vitals (created_at, route, device, lan, metric, value) VALUES (?, ?, ?, ?, ?, ?)',
  );
  // p75 by the nearest-rank method: the value at rank ceil(0.75 * n) of the sorted values, as CrUX reports it
  // (an observed value, never an interpolation). (3n + 3) / 4 in integer arithmetic is ceil(3n / 4).
  const summary = db.prepare(`
    WITH ranked AS (
      SELECT route, device, metric, value,
             ROW_NUMBER() OVER (PARTITION BY route, device, metric ORDER BY value) AS rank,
             COUNT(*) OVER (PARTITION BY route, device, metric) AS n
      FROM vitals WHERE created_at >= ?
    )
    SELECT route, device, metric, value AS p75, n AS count FROM ranked
    WHERE rank = (3 * n + 3) / 4
    ORDER BY route, device, metric`);
  const prune = db.prepare('DELETE FROM vitals WHERE created_at < ?');

  return {
    async add(batch: VitalsBatchDto): Promise<void> {
      const at = clock().toISOString();
      await transaction(db, async () => {
        for (const { name, value } of batch.metrics) {
          await insert.run(at, batch.route, batch.device, batch.lan, name, value);
        }
      });
    },
    /** p75 and count per route, device and metric of the rows written since `since`. */
    async summary(since: Date): Promise<VitalsSummaryRowDto[]> {
      return (await summary.all(since.toISOString())) as unknown as VitalsSummaryRowDto[];
    },
    /** Drops rows older than `before`: field data is kept only as long as the longest summary window. */
    async prune(before: Date): Promise<number> {
      return Number((await prune.run(before.toISOString())).changes);
    },
  };
}

export type VitalsRepo = ReturnType<typeof createVitalsRepo>;
