import {
  createContext,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  type ReactNode,
} from 'react';

/**
 * Waits for every part of a server page that React hydrates on its own. React hydrates the layout first and each
 * Suspense boundary later, at its lowest priority, one at a time as their code arrives. The shopper's stored state
 * (user, cart, region) may only be applied once every such part is on screen: a part still waiting would otherwise
 * be hydrated against state the server did not render (a text mismatch, React's error 418, and the part rendered
 * afresh, losing what the shopper typed into it).
 */
export interface HydrationGate {
  /** A part is waiting; the returned function says it is on screen (calling it again does nothing). */
  hold(): () => void;
}

export const HydrationGateContext = createContext<HydrationGate | null>(null);

/** A gate that calls `onOpen` once, when the last part held is on screen. */
export function createHydrationGate(onOpen: () => void): HydrationGate {
  let waiting = 0;
  let opened = false;
  return {
    hold() {
      waiting += 1;
      let released = false;
      return () => {
        if (released) return;
        released = true;
        waiting -= 1;
        if (waiting === 0 && !opened) {
          opened = true;
          onOpen();
        }
      };
    },
  };
}

function ReleaseOnCommit({ release }: { release: () => void }) {
  useEffect(release, [release]);
  return null;
}

/**
 * A Suspense boundary that holds the page's hydration gate until its content is on screen (hydrated, or
 * rendered). The hold is taken in a layout effect, which runs in the layout's commit before any passive effect,
 * so every part of the page is counted before the first of them reports.
 */
export function HydratedPart({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const gate = useContext(HydrationGateContext);
  const releaseHold = useRef<(() => void) | null>(null);
  const release = useCallback(() => releaseHold.current?.(), []);
  useLayoutEffect(() => {
    const hold = gate?.hold() ?? null;
    releaseHold.current = hold;
    // A part removed before it was hydrated (the shopper went elsewhere) holds nothing.
    return () => hold?.();
  }, [gate]);
  return (
    <Suspense fallback={fallback}>
      {children}
      <ReleaseOnCommit release={release} />
    </Suspense>
  );
}
