import type { Result } from '@gopharm/api-client';
import type { RootStore } from '@gopharm/domain';

/** Where a load runs: the request's (server) or the tab's (browser) stores, and the route's parameter and query. */
export interface LoadContext {
  stores: RootStore;
  /** The route's parameter (a slug or id), when it has one. */
  param?: string;
  search: URLSearchParams;
}

/**
 * Data a screen shows, declared once: the key its answer is kept under (RootStore.preloaded, carried by the
 * server's snapshot) and how to load it. The server render loads it and keeps the answer (`keep`); the screen
 * reads it through `useData`, which starts from a kept answer instead of fetching it again. The key holds what
 * the answer depends on (the language; the region where prices show), so a change loads again.
 * `load` yields the call's result, or nothing when the stores it filled keep their own state (a list's `state`).
 */
export interface KeyedLoad<T = unknown> {
  key: (context: LoadContext) => string;
  load: (context: LoadContext) => Promise<Result<T> | void>;
}

/**
 * Keeps what a server render loaded under its key, for the browser's first render (`true` when the stores keep
 * it themselves): hydrating, the screen shows it without a fetch.
 */
export function keep<T>(data: KeyedLoad<T>, context: LoadContext, value: T | true = true): void {
  context.stores.preloaded.set(data.key(context), value);
}
