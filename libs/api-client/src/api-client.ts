import { createCategoriesApi } from './categories/categories-api';
import { createHttpClient, type ApiClientConfig } from './http/http-client';

/** One typed function per call of the storefront's API contract. */
export function createApiClient(config: ApiClientConfig) {
  const http = createHttpClient(config);
  return {
    ...createCategoriesApi(http),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
