import { isNetworkFailure, type Result } from '@gopharm/api-client';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNotify } from '../notices/notices';
import { useOptionalStores } from '../stores-context';
import { useLoadingTracker } from './loading-tracker';

export type DataState = 'loading' | 'loaded' | 'error';

/**
 * What a screen's load yields: the result of its call, or nothing when the stores it filled keep their own
 * state (a list's `state`).
 */
export type RouteData = Result<unknown> | void;

/**
 * Loads a screen's data when its key changes, showing the top loading bar meanwhile. A failed result is the
 * error state; `offline`: the failure was a "Network Error": the screen shows no error page (spec, section 8) and
 * the generic notice is shown. Data a server render loaded under the same key (RootStore.preloaded) counts as
 * loaded from the first render, and is used once instead of being fetched again.
 */
export function useRouteData(
  load: () => Promise<RouteData>,
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
    void tracker.track(loadRef.current()).then(
      (result) => {
        if (!live) return;
        const offline = isNetworkFailure(result);
        if (offline) notifyRef.current({ type: 'error', key: 'errors.network' });
        setOffline(offline);
        setState(result && !result.ok ? 'error' : 'loaded');
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
