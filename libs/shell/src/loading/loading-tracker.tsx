import { LoadingBar } from '@gopharm/ui-kit';
import { makeAutoObservable } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TrackerContext, type TracksLoads } from './tracker-context';

/** How long the bar may run before it gives up (spec, section 9). */
export const LOADING_BAR_DURATION_MS = 5_000;

/** Counts the route data loads in flight; the top bar shows while any is. */
export class LoadingTracker implements TracksLoads {
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

/**
 * The top loading bar over `children` (a layout's): shows after 200 ms of their route data loading and stops after
 * 5000 ms at most.
 */
export function RouteLoading({ children }: { children: ReactNode }) {
  const [tracker] = useState(() => new LoadingTracker());
  return (
    <TrackerContext.Provider value={tracker}>
      <RouteLoadingBar tracker={tracker} />
      {children}
    </TrackerContext.Provider>
  );
}

const RouteLoadingBar = observer(function RouteLoadingBar({ tracker }: { tracker: LoadingTracker }) {
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
