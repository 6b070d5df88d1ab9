import { isNetworkFailure, type Result } from '@gopharm/api-client';
import { useOptionalStores } from '../stores-context';
import { useCallback, useEffect, useState } from 'react';

/** `offline`: the call got no answer ("Network Error"), so the screen offers a retry, not the error page. */
export type Loaded<T> =
  | { state: 'loading'; data: null }
  | { state: 'error'; data: null; offline: boolean }
  | { state: 'loaded'; data: T };

/**
 * Loads data for a screen: `load` yields the data or the failed call's result. Runs again when
 * `key` changes; answers for an older key are dropped. An answer the server render loaded under the same key
 * (RootStore.preloaded) is the first state, used once instead of fetching it again.
 */
export function useLoad<T>(key: string, load: () => Promise<Result<T>>): Loaded<T> & { reload: () => void } {
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
      (result) => {
        if (!current) return;
        setResult({
          key,
          value: result.ok
            ? { state: 'loaded', data: result.data }
            : { state: 'error', data: null, offline: isNetworkFailure(result) },
        });
      },
      () => current && setResult({ key, value: { state: 'error', data: null, offline: false } }),
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
