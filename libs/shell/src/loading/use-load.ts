import { useOptionalStores } from '../stores-context';
import { useCallback, useEffect, useState } from 'react';

export type Loaded<T> =
  { state: 'loading'; data: null } | { state: 'error'; data: null } | { state: 'loaded'; data: T };

/**
 * Loads data for a screen: `load` yields the data or false (the API client's failed call). Runs again when
 * `key` changes; answers for an older key are dropped. An answer the server render loaded under the same key
 * (RootStore.preloaded) is the first state, used once instead of fetching it again.
 */
export function useLoad<T>(key: string, load: () => Promise<T | false>): Loaded<T> & { reload: () => void } {
  const stores = useOptionalStores();
  const [result, setResult] = useState<{ key: string; value: Loaded<T> }>(() => ({
    key,
    value: stores?.preloaded.has(key)
      ? { state: 'loaded', data: stores.preloaded.get(key) as T }
      : { state: 'loading', data: null },
  }));
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (stores?.preloaded.delete(key)) return;
    let current = true;
    setResult({ key, value: { state: 'loading', data: null } });
    load().then(
      (data) => {
        if (!current) return;
        setResult({
          key,
          value: data === false ? { state: 'error', data: null } : { state: 'loaded', data },
        });
      },
      () => current && setResult({ key, value: { state: 'error', data: null } }),
    );
    return () => {
      current = false;
    };
    // `load` is a fresh closure each render; the key says when the data to load changed.
  }, [key, attempt]);
  const reload = useCallback(() => setAttempt((value) => value + 1), []);
  const value: Loaded<T> = result.key === key ? result.value : { state: 'loading', data: null };
  return { ...value, reload };
}
