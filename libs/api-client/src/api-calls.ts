import { createAuthApi } from './auth/auth-api';
import { createCategoriesApi } from './categories/categories-api';
import { createDrugsApi } from './drugs/drugs-api';
import { createFavoritesApi } from './favorites/favorites-api';
import type { HttpClient } from './http/http-types';
import { createMetaApi } from './meta/meta-api';
import { createOrdersApi } from './orders/orders-api';
import { createRegionsApi } from './regions/regions-api';
import { createViewedDrugsApi } from './viewed-drugs/viewed-drugs-api';

/**
 * One typed function per call of the storefront's API contract (apps/api/README.md), each returning a promise:
 * the client (api-client.ts) loads them with its first call.
 */
export function createCalls(http: HttpClient) {
  return {
    ...createMetaApi(http),
    ...createRegionsApi(http),
    ...createAuthApi(http),
    ...createCategoriesApi(http),
    ...createDrugsApi(http),
    ...createOrdersApi(http),
    ...createViewedDrugsApi(http),
    ...createFavoritesApi(http),
  };
}

export type ApiCalls = ReturnType<typeof createCalls>;
