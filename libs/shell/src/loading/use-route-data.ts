import { useCallback, useEffect, useRef, useState } from 'react';
import { useNotify } from '../notices/notices';
import { useOptionalStores } from '../stores-context';
import { useLoadingTracker } from './loading-tracker';

export type DataState = 'loading' | 'loaded' | 'error';

/**
 * Loads a screen's data when its key changes, showing the top loading bar meanwhile. `load` yields false when
 * the call failed (the API client's convention); anything else counts as loaded. `offline`: the failure was a
 * "Network Error": the screen shows no error page (spec, section 8) and the generic notice is shown. Data a
 * server render loaded under the same key (RootStore.preloaded) counts as loaded from the first render, and is
 * used once instead of being fetched again.
 */
export function useRouteData(
  load: () => Promise<unknown>,
  key: string,
): { state: DataState; reload: () => void; offline: boolean } {
  const tracker = useLoadingTracker();
  const stores = useOptionalStores();
  const notify = useNotify();
  const [state, setState] = useState<DataState>(() => (stores?.preloaded.has(key) ? 'loaded' : 'loading'));
  const [offline, setOffline] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const loadRef = useRef(load);
  const notifyRef = useRef(notify);
  useEffect(() => {
    loadRef.current = load;
    notifyRef.current = notify;
  });
  useEffect(() => {
    if (stores?.preloaded.delete(key)) {
      setState('loaded');
      return;
    }
    let live = true;
    setState('loading');
    setOffline(false);
    const failuresBefore = stores?.apiFailures ?? 0;
    void tracker.track(loadRef.current()).then(
      (result) => {
        if (!live) return;
        const offline =
          result === false &&
          !!stores &&
          stores.apiFailures > failuresBefore &&
          stores.lastApiError?.message === 'Network Error';
        if (offline) notifyRef.current({ type: 'error', key: 'errors.network' });
        setOffline(offline);
        setState(result === false ? 'error' : 'loaded');
      },
      () => live && setState('error'),
    );
    return () => {
      live = false;
    };
  }, [key, attempt, tracker, stores]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, reload, offline };
}
