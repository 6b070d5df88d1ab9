import {
  matchRoute,
  splitLocale,
  VITAL_NAMES,
  type VitalName,
  type VitalsBatchDto as VitalsPayload,
} from '@gopharm/util';

type OnMetric = (report: (metric: { name: string; value: number }) => void) => void;
/** The part of `web-vitals` the reporter uses; tests pass a fake. */
export type VitalsLibrary = Record<`on${VitalName}`, OnMetric>;

export const VITALS_ENDPOINT = '/api/v1/vitals';

/** The route id of a pathname, as the API knows it: `not-found` when no route matches. */
export function routeIdOf(pathname: string): string {
  return matchRoute(pathname)?.route.id ?? 'not-found';
}

/** CLS has no unit and lives below 1; the times are whole milliseconds. */
const round = (name: VitalName, value: number) =>
  name === 'CLS' ? Math.round(value * 10_000) / 10_000 : Math.round(value);

/**
 * Collects a page view's metrics and sends what it has in one beacon when asked (the page going hidden or away).
 * web-vitals reports each metric once it is final, so a metric is sent once; one that changes later (a page
 * restored from the back-forward cache is a new page view) goes in the next beacon.
 */
export function createVitalsBatch(
  context: Omit<VitalsPayload, 'metrics'>,
  send: (payload: VitalsPayload) => void,
) {
  const pending = new Map<VitalName, number>();
  let route = context.route;
  return {
    add({ name, value }: { name: string; value: number }) {
      if (!(VITAL_NAMES as readonly string[]).includes(name) || !Number.isFinite(value) || value < 0) return;
      pending.set(name as VitalName, round(name as VitalName, value));
    },
    /** The page was restored from the back-forward cache at another address. */
    setRoute(next: string) {
      route = next;
    },
    flush() {
      if (pending.size === 0) return;
      const metrics = [...pending].map(([name, value]) => ({ name, value }));
      pending.clear();
      send({ ...context, route, metrics });
    },
  };
}

export interface StartVitalsOptions {
  device: 'desktop' | 'mobile';
  win?: Window & { requestIdleCallback?: (callback: () => void) => number };
  /** Loads web-vitals; a separate chunk fetched after the first paint so it costs nothing up front. */
  load?: () => Promise<VitalsLibrary>;
  endpoint?: string;
}

/**
 * Field data: measures LCP, INP, CLS, FCP and TTFB of this page view and sends them with navigator.sendBeacon
 * when the page goes hidden or away. Does nothing where sendBeacon is missing (returns null); else returns a
 * function that stops it.
 */
export function startVitals({
  device,
  win = globalThis.window,
  load = () => import('web-vitals'),
  endpoint = VITALS_ENDPOINT,
}: StartVitalsOptions): (() => void) | null {
  if (!win?.navigator || typeof win.navigator.sendBeacon !== 'function') return null;
  const { pathname } = win.location;
  const batch = createVitalsBatch(
    { route: routeIdOf(pathname), device, lan: splitLocale(pathname).locale },
    // A string goes as text/plain: no CORS preflight, and the API reads it as JSON.
    (payload) => void win.navigator.sendBeacon(endpoint, JSON.stringify(payload)),
  );
  const onVisibility = () => {
    if (win.document.visibilityState === 'hidden') batch.flush();
  };
  const onShow = (event: PageTransitionEvent) => {
    if (event.persisted) batch.setRoute(routeIdOf(win.location.pathname));
  };
  let stopped = false;
  const begin = async () => {
    let library: VitalsLibrary;
    try {
      library = await load();
    } catch {
      return; // The chunk did not load (offline, a new deploy): no field data for this view.
    }
    // One metric per idle period: each sets up observers and reads the buffered entries, and the five together
    // were one task of 17-24 ms of a phone's CPU while the page was still hydrating (issue 43, item 5).
    const names = [...VITAL_NAMES];
    const registerNext = () => {
      if (stopped) return;
      const name = names.shift();
      if (name) {
        library[`on${name}`](batch.add);
        whenIdle(registerNext);
        return;
      }
      // Registered after web-vitals' own listeners, so their last reports on hiding are in before the beacon.
      win.document.addEventListener('visibilitychange', onVisibility);
      win.addEventListener('pagehide', batch.flush);
      win.addEventListener('pageshow', onShow);
    };
    registerNext();
  };
  const whenIdle = (run: () => void) =>
    win.requestIdleCallback ? win.requestIdleCallback(run) : win.setTimeout(run, 0);
  const idle = () => whenIdle(() => void begin());
  if (win.document.readyState === 'complete') idle();
  else win.addEventListener('load', idle, { once: true });
  return () => {
    stopped = true;
    win.document.removeEventListener('visibilitychange', onVisibility);
    win.removeEventListener('pagehide', batch.flush);
    win.removeEventListener('pageshow', onShow);
  };
}
