import { SearchMisses, SearchMissesQuery } from '@gopharm/util/contract';
import { staffGuard } from '../http/staff';
import { MISSES_KEPT_DAYS, type SearchMissesLog } from './search-misses';
import type { ApiApp } from '../http/api-app';

/** `GET v1/search/misses` (staff): what shoppers searched for and found nothing, per day, to grow the vocabulary. */
export function searchMissesRoutes(
  app: ApiApp,
  misses: SearchMissesLog,
  staffToken: string | undefined,
): void {
  app.get(
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
