import type { SearchMissesQueryDto } from '@gopharm/util';
import { SearchMisses, SearchMissesQuery } from '@gopharm/util/contract';
import type { FastifyInstance } from 'fastify';
import { staffGuard } from '../http/staff';
import { MISSES_KEPT_DAYS, type SearchMissesLog } from './search-misses';

/** `GET v1/search/misses` (staff): what shoppers searched for and found nothing, per day, to grow the vocabulary. */
export function searchMissesRoutes(
  app: FastifyInstance,
  misses: SearchMissesLog,
  staffToken: string | undefined,
): void {
  app.get<{ Querystring: SearchMissesQueryDto }>(
    '/v1/search/misses',
    {
      onRequest: staffGuard(staffToken),
      schema: { querystring: SearchMissesQuery, response: { 200: SearchMisses } },
    },
    async (request) => {
      const days = Math.min(request.query.days, MISSES_KEPT_DAYS);
      return { status: 1, days, results: await misses.list(days) };
    },
  );
}
