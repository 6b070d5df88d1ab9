import { isNetworkFailure } from '@gopharm/api-client';
import { useCallback, useContext, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigationType, useParams, useSearchParams } from 'react-router-dom';
import { useNotify } from '../notices/use-notify';
import { useStores } from '../stores-context';
import { keyOf, type KeyedLoad, type LoadContext } from './keyed-load';
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
 * (RootStore.preloaded) is the first state, used once instead of being fetched again. On Back and Forward, what
 * the screen showed on that history entry (RootStore.shown) is shown at once and refreshed quietly: the page is
 * at its height for the place the shopper left, and a failed refresh leaves it shown. A failed result is the
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
  const key = keyOf(data, context);
  // This history entry's answer under the key (RootStore.shown).
  const shownKey = `${useLocation().key} ${key}`;
  const returned = useNavigationType() === 'POP';
  const tracker = useContext(TrackerContext);
  const notify = useNotify();
  /** What this entry showed under `key`, when the shopper came back to it. */
  const shownBefore = (): Loaded<T> | null => {
    const shown = returned ? stores.shown.get(shownKey) : undefined;
    return shown === undefined ? null : { state: 'loaded', data: shown as T, offline: false };
  };
  const [result, setResult] = useState<{ key: string; value: Loaded<T> }>(() => ({
    key,
    value: stores.preloaded.has(key)
      ? { state: 'loaded', data: stores.preloaded.get(key) as T, offline: false }
      : (shownBefore() ?? loading),
  }));
  const [attempt, setAttempt] = useState(0);
  // The declaration and the context are fresh each render; the key says when the data to load changed.
  const latest = useRef({ data, context, notify, shownKey, shownBefore });
  useEffect(() => {
    latest.current = { data, context, notify, shownKey, shownBefore };
  });
  useEffect(() => {
    const { data, context, shownKey, shownBefore } = latest.current;
    if (stores.preloaded.has(key)) {
      // Used once: a later visit to the same key loads afresh.
      const kept = stores.preloaded.get(key) as T;
      stores.preloaded.delete(key);
      stores.shown.remember(shownKey, kept);
      setResult((shown) =>
        shown.key === key ? shown : { key, value: { state: 'loaded', data: kept, offline: false } },
      );
      return;
    }
    let current = true;
    const before = attempt === 0 ? shownBefore() : null;
    setResult((shown) => (before && shown.key === key ? shown : { key, value: before ?? loading }));
    const loaded = data.load(context);
    void (before || quiet || !tracker ? loaded : tracker.track(loaded)).then(
      (answer) => {
        if (!current) return;
        if (answer && !answer.ok) {
          // A quiet refresh that failed leaves what the shopper came back to.
          if (before) return;
          const offline = isNetworkFailure(answer);
          if (offline && !quiet) latest.current.notify({ type: 'error', key: 'errors.network' });
          setResult({ key, value: { state: 'error', data: null, offline } });
          return;
        }
        stores.shown.remember(shownKey, answer?.data);
        setResult({ key, value: { state: 'loaded', data: answer?.data as T, offline: false } });
      },
      () => current && !before && setResult({ key, value: { state: 'error', data: null, offline: false } }),
    );
    return () => {
      current = false;
    };
  }, [key, attempt, tracker, stores, quiet]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...(result.key === key ? result.value : (shownBefore() ?? loading)), reload };
}
