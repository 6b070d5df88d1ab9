// Helpers of the calls' modules, apart from the client: a feature's calls that load with its screens import them,
// and the client's module stays whole in the first load.
import type { HttpClient, Query } from './http-types';
import { mapData, type Result } from './result';

/** GET of a list the API wraps as `{ results }`: its items, none when it sent no list. */
export async function getList<T>(http: HttpClient, path: string, query?: Query): Promise<Result<T[]>> {
  const answer = await http.get<{ results?: T[] }>(path, query);
  return mapData(answer, (data) => (Array.isArray(data.results) ? data.results : []));
}
