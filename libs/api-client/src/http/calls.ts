// Helpers of the calls' modules, apart from the client: a feature's calls that load with its screens import them,
// and the client's module stays whole in the first load.
import type { HttpClient, HttpClients, Query } from './http-client';

/** GET of a list the API wraps as `{ results }`: its items, none when it sent no list. */
export async function getList<T>(http: HttpClient, path: string, query?: Query): Promise<T[] | false> {
  const answer = await http.get<{ results?: T[] }>(path, query);
  if (answer === false) return false;
  return Array.isArray(answer.results) ? answer.results : [];
}

/**
 * Calls made over `http`, with `throwing`: the same calls, but a failed one throws its AppError instead of yielding
 * false (the domain's `attempt`).
 */
export function withThrowing<Calls>(
  create: (http: HttpClient) => Calls,
  http: HttpClients,
): Calls & { throwing: Calls } {
  return { ...create(http), throwing: create(http.throwing) };
}
