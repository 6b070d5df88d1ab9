import { createAuthApi } from './auth/auth-api';
import { createCategoriesApi } from './categories/categories-api';
import { createDrugsApi } from './drugs/drugs-api';
import { createFavoritesApi } from './favorites/favorites-api';
import { createHttpClient, type ApiClientConfig, type HttpClient } from './http/http-client';
import { createMetaApi } from './meta/meta-api';
import { createOrdersApi } from './orders/orders-api';
import { createRegionsApi } from './regions/regions-api';
import { createViewedDrugsApi } from './viewed-drugs/viewed-drugs-api';

/** One typed function per call of the storefront's API contract (apps/api/README.md). */
function createCalls(http: HttpClient) {
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

export function createApiClient(config: ApiClientConfig) {
  const http = createHttpClient(config);
  return {
    ...createCalls(http),
    /**
     * For the calls of features whose code loads with their screens (createPrescriptionsApi, createCardsApi,
     * createAddressesApi, createPharmaciesApi, createArticlesApi, createPagesApi, createSalesApi,
     * createCollectionsApi).
     */
    http,
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
