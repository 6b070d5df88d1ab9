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
 * the answer depends on besides the language (the region where prices show; the slug), so a change loads again;
 * the language is added to every key by `keyOf`, as every answer is in the page's language.
 * `load` yields the call's result, or nothing when the stores it filled keep their own state (a list's `state`).
 */
export interface KeyedLoad<T = unknown> {
  key: (context: LoadContext) => string;
  load: (context: LoadContext) => Promise<Result<T> | void>;
}

/**
 * The key an answer is kept and looked up under: the declaration's, in the page's language. Every answer names
 * things in the language it was asked in (a drug, a pharmacy's address, an order's lines), so a switch of language
 * loads again on every screen, not only where a declaration remembered to say so.
 */
export function keyOf(data: Pick<KeyedLoad, 'key'>, context: LoadContext): string {
  return `${context.stores.locale.code}:${data.key(context)}`;
}

/**
 * Keeps what a server render loaded under its key, for the browser's first render (`true` when the stores keep
 * it themselves): hydrating, the screen shows it without a fetch.
 */
export function keep<T>(data: KeyedLoad<T>, context: LoadContext, value: T | true = true): void {
  context.stores.preloaded.set(keyOf(data, context), value);
}
