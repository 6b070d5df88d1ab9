import { useCallback, useEffect, useRef, useState } from 'react';
import { useLoadingTracker } from './loading-tracker';

export type DataState = 'loading' | 'loaded' | 'error';

/**
 * Loads a screen's data when its key changes, showing the top loading bar meanwhile. `load` yields false when
 * the call failed (the API client's convention); anything else counts as loaded.
 */
export function useRouteData(
  load: () => Promise<unknown>,
  key: string,
): { state: DataState; reload: () => void } {
  const tracker = useLoadingTracker();
  const [state, setState] = useState<DataState>('loading');
  const [attempt, setAttempt] = useState(0);
  const loadRef = useRef(load);
  useEffect(() => {
    loadRef.current = load;
  });
  useEffect(() => {
    let live = true;
    setState('loading');
    void tracker.track(loadRef.current()).then(
      (result) => live && setState(result === false ? 'error' : 'loaded'),
      () => live && setState('error'),
    );
    return () => {
      live = false;
    };
  }, [key, attempt, tracker]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, reload };
}
