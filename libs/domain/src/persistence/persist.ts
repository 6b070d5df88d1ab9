import { STORAGE_EXPIRY_MS } from '@gopharm/util';
import type { PersistStore } from 'mobx-persist-store';
import type { KeyValueStorage, Logger } from '../ports/ports';

/** Bumped when a stored shape changes: entries of another version (or of none) are dropped, not misread. */
export const STORAGE_VERSION = 1;

/** How to read one stored property back: anything malformed becomes undefined and the default stays. */
export type PropertyReaders<T> = { [K in keyof T]?: (stored: unknown) => T[K] | undefined };

/**
 * How a stored value joins what the store already holds when it is read (a tap before the read changed it): the
 * changes made before the read win. Without one, the stored value replaces the store's.
 */
export type PropertyMerges<T> = { [K in keyof T]?: (stored: T[K], current: T[K]) => T[K] };

/** Storage that never throws: private mode, quota and corrupt entries must not break the shop. */
function safeStorage(storage: KeyValueStorage, logger: Logger) {
  const guard = async <R>(what: string, run: () => R | Promise<R>, fallback: R): Promise<R> => {
    try {
      return await run();
    } catch (error) {
      logger.error(`storage ${what} failed`, error);
      return fallback;
    }
  };
  return {
    getItem: (key: string) =>
      guard(
        'read',
        async () => {
          const raw = await storage.getItem(key);
          if (raw === null) return null;
          // mobx-persist-store would hand a non-JSON string to the store: drop it and start clean.
          const parsed: unknown = JSON.parse(raw);
          return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? raw : null;
        },
        null,
      ),
    setItem: (key: string, value: string) => guard('write', () => storage.setItem(key, value), undefined),
    removeItem: (key: string) => guard('remove', () => storage.removeItem(key), undefined),
  };
}

/**
 * Persists the given properties of a store under `name`, read back through the readers (each validates its
 * value) and joined with the store's values by `merges`. Resolves once the stored values are applied; from then
 * on every change is written.
 */
export async function persist<T extends object>(
  target: T,
  name: string,
  readers: PropertyReaders<T>,
  storage: KeyValueStorage,
  logger: Logger,
  merges: PropertyMerges<T> = {},
): Promise<PersistStore<T, keyof T>> {
  const properties = (Object.keys(readers) as (keyof T)[]).map((key) => ({
    key,
    serialize: (value: T[keyof T]) => value,
    deserialize: (stored: unknown) => {
      const read = readers[key]?.(stored);
      const merge = merges[key];
      const value = read !== undefined && merge ? merge(read, target[key]) : read;
      // A malformed value keeps the store's own (default) value, and so does an equal one: a new but equal array
      // (the empty cart of a returning shopper) would re-render every product card on the page at once.
      return (
        value === undefined || JSON.stringify(value) === JSON.stringify(target[key]) ? target[key] : value
      ) as T[keyof T];
    },
  }));
  // Fetched when persistence starts (with the page's dictionary, or after hydration), not on the first load.
  const { PersistStore } = await import('mobx-persist-store');
  // PersistStore directly, not makePersistable: that one keeps a module-level registry which stops an older
  // store of the same name, and each tab, render and test needs its own tree.
  const store = new PersistStore<T, keyof T>(target, {
    name,
    properties,
    storage: safeStorage(storage, logger),
    expireIn: STORAGE_EXPIRY_MS,
    removeOnExpiration: true,
    stringify: true,
    version: STORAGE_VERSION,
  });
  return store.init();
}
