import { LoadingBar } from '@gopharm/ui-kit';
import { makeAutoObservable } from 'mobx';
import { observer } from 'mobx-react-lite';
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** How long the bar may run before it gives up (spec, section 9). */
export const LOADING_BAR_DURATION_MS = 5_000;

/** Counts the route data loads in flight; the top bar shows while any is. */
export class LoadingTracker {
  pending = 0;
  constructor() {
    makeAutoObservable(this);
  }
  get active(): boolean {
    return this.pending > 0;
  }
  start(): () => void {
    this.pending++;
    let done = false;
    return () => {
      if (done) return;
      done = true;
      this.pending--;
    };
  }
  /** Tracks a promise (a route's data) until it settles. */
  track<T>(promise: Promise<T>): Promise<T> {
    const stop = this.start();
    return promise.finally(stop);
  }
}

const TrackerContext = createContext<LoadingTracker | null>(null);

export function LoadingTrackerProvider({ children }: { children: ReactNode }) {
  const [tracker] = useState(() => new LoadingTracker());
  return <TrackerContext.Provider value={tracker}>{children}</TrackerContext.Provider>;
}

/** The tracker of this app, or a private one in tests without the provider. */
export function useLoadingTracker(): LoadingTracker {
  const tracker = useContext(TrackerContext);
  const [fallback] = useState(() => new LoadingTracker());
  return tracker ?? fallback;
}

/** The top loading bar: shows after 200 ms of route data loading and stops after 5000 ms at most. */
export const RouteLoadingBar = observer(function RouteLoadingBar() {
  const tracker = useLoadingTracker();
  const { t } = useTranslation();
  const [timedOut, setTimedOut] = useState(false);
  useEffect(() => {
    if (!tracker.active) {
      setTimedOut(false);
      return;
    }
    const timer = setTimeout(() => setTimedOut(true), LOADING_BAR_DURATION_MS);
    return () => clearTimeout(timer);
  }, [tracker.active]);
  return <LoadingBar active={tracker.active && !timedOut} label={t('common.loading')} />;
});
