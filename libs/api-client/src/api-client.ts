import type { ApiCalls } from './api-calls';
import { createHttpClient, type ApiClientConfig, type HttpClient } from './http/http-client';
import type { Result } from './http/result';
import { withLaterCalls } from './load-later-calls';

export type ApiClient = ApiCalls & {
  /**
   * For the calls of features whose code loads with their screens (createPrescriptionsApi, createCardsApi,
   * createAddressesApi, createPharmaciesApi, createArticlesApi, createPagesApi, createSalesApi,
   * createCollectionsApi).
   */
  readonly http: HttpClient;
};

type AnyCall = (...args: unknown[]) => Promise<Result<unknown>>;

/** The client's own object: a class's, so that no store takes it for plain data to make observable. */
class Client {
  constructor(readonly http: HttpClient) {}
}

/**
 * The API's typed calls (api-calls.ts). Their code loads with the first call, with ky's (load-later-calls.ts):
 * each call of the contract is a function that waits for it, made when first asked for.
 */
export function createApiClient(config: ApiClientConfig): ApiClient {
  const http = createHttpClient(config);
  let calls: ApiCalls | undefined;
  return new Proxy(new Client(http) as ApiClient, {
    get(client, name, receiver) {
      // `then` too is asked by whoever awaits the client: it is no call.
      if (typeof name !== 'string' || name === 'then' || name in client)
        return Reflect.get(client, name, receiver);
      const call: AnyCall = (...args) =>
        withLaterCalls(config, ({ createCalls }) => {
          calls ??= createCalls(http);
          return (calls[name as keyof ApiCalls] as AnyCall)(...args);
        });
      Reflect.set(client, name, call);
      return call;
    },
  });
}
