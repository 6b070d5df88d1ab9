import { isNetworkFailure } from '@gopharm/api-client';
import { useCallback, useContext, useEffect, useRef, useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { useNotify } from '../notices/use-notify';
import { useStores } from '../stores-context';
import type { KeyedLoad, LoadContext } from './keyed-load';
import { TrackerContext } from './tracker-context';

/** `offline`: the call got no answer ("Network Error"), so the screen offers a retry, not the error page. */
export type Loaded<T> =
  | { state: 'loading'; data: null; offline: false }
  | { state: 'error'; data: null; offline: boolean }
  | { state: 'loaded'; data: T; offline: false };

const loading = { state: 'loading', data: null, offline: false } as const;

/**
 * A screen's data (or a part's) as its declaration says (`KeyedLoad`: a route's from route-data.ts), loaded when
 * its key changes; answers for an older key are dropped. An answer a server render kept under the same key
 * (RootStore.preloaded) is the first state, used once instead of being fetched again. A failed result is the
 * error state; a "Network Error" (spec, section 8) is `offline`. Meanwhile the top loading bar shows, and a
 * "Network Error" shows the generic notice, unless `quiet`: the screen shows its loading and its failure in place
 * of the content (a skeleton, a retry saying the connection was lost; a toast there moved the page).
 */
export function useData<T>(
  data: KeyedLoad<T>,
  { quiet = false }: { quiet?: boolean } = {},
): Loaded<T> & { reload: () => void } {
  const stores = useStores();
  const { param } = useParams();
  const [search] = useSearchParams();
  const context: LoadContext = { stores, param, search };
  const key = data.key(context);
  const tracker = useContext(TrackerContext);
  const notify = useNotify();
  const [result, setResult] = useState<{ key: string; value: Loaded<T> }>(() => ({
    key,
    value: stores.preloaded.has(key)
      ? { state: 'loaded', data: stores.preloaded.get(key) as T, offline: false }
      : loading,
  }));
  const [attempt, setAttempt] = useState(0);
  // The declaration and the context are fresh each render; the key says when the data to load changed.
  const latest = useRef({ data, context, notify });
  useEffect(() => {
    latest.current = { data, context, notify };
  });
  useEffect(() => {
    if (stores.preloaded.has(key)) {
      // Used once: a later visit to the same key loads afresh.
      const kept = stores.preloaded.get(key) as T;
      stores.preloaded.delete(key);
      setResult((shown) =>
        shown.key === key ? shown : { key, value: { state: 'loaded', data: kept, offline: false } },
      );
      return;
    }
    let current = true;
    setResult({ key, value: loading });
    const { data, context } = latest.current;
    const loaded = data.load(context);
    void (quiet || !tracker ? loaded : tracker.track(loaded)).then(
      (answer) => {
        if (!current) return;
        const offline = isNetworkFailure(answer);
        if (offline && !quiet) latest.current.notify({ type: 'error', key: 'errors.network' });
        setResult({
          key,
          value:
            answer && !answer.ok
              ? { state: 'error', data: null, offline }
              : { state: 'loaded', data: (answer ? answer.data : undefined) as T, offline: false },
        });
      },
      () => current && setResult({ key, value: { state: 'error', data: null, offline: false } }),
    );
    return () => {
      current = false;
    };
  }, [key, attempt, tracker, stores, quiet]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...(result.key === key ? result.value : loading), reload };
}
