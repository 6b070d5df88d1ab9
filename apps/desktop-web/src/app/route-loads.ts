import type { RouteLoad } from '@gopharm/shell';
import { MOBILE_ONLY_PLACES } from './mobile-only-places';

/**
 * The desktop's own server loads (server.tsx), beside the shared screens' (sharedRouteLoads): a phone's page
 * opened on a desktop is a temporary redirect to the desktop's page of the same thing.
 */
export const routeLoads: Partial<Record<string, RouteLoad>> = {
  ...Object.fromEntries(
    Object.entries(MOBILE_ONLY_PLACES).map(([id, place]): [string, RouteLoad] => [
      id,
      async () => ({ status: 'ok', redirect: place, temporary: true }),
    ]),
  ),
};
