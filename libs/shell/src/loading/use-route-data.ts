import { useCallback, useEffect, useRef, useState } from 'react';
import { useOptionalStores } from '../stores-context';
import { useLoadingTracker } from './loading-tracker';

export type DataState = 'loading' | 'loaded' | 'error';

/**
 * Loads a screen's data when its key changes, showing the top loading bar meanwhile. `load` yields false when
 * the call failed (the API client's convention); anything else counts as loaded. Data a server render loaded
 * under the same key (RootStore.preloaded) counts as loaded from the first render, and is used once instead of
 * being fetched again.
 */
export function useRouteData(
  load: () => Promise<unknown>,
  key: string,
): { state: DataState; reload: () => void } {
  const tracker = useLoadingTracker();
  const stores = useOptionalStores();
  const [state, setState] = useState<DataState>(() => (stores?.preloaded.has(key) ? 'loaded' : 'loading'));
  const [attempt, setAttempt] = useState(0);
  const loadRef = useRef(load);
  useEffect(() => {
    loadRef.current = load;
  });
  useEffect(() => {
    if (stores?.preloaded.delete(key)) {
      setState('loaded');
      return;
    }
    let live = true;
    setState('loading');
    void tracker.track(loadRef.current()).then(
      (result) => live && setState(result === false ? 'error' : 'loaded'),
      () => live && setState('error'),
    );
    return () => {
      live = false;
    };
  }, [key, attempt, tracker, stores]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, reload };
}
