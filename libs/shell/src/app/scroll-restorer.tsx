import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

const STORAGE_KEY = 'gopharm-scroll-positions';
/** How long a restored position is held while its page settles (its data arriving, its cards laid out). */
const RESTORE_FOR_MS = 5_000;
/** Any of these means the shopper is scrolling themselves: a restore in progress gives way. */
const SHOPPER_INPUT = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

function readPositions(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
}

/** The element id a URL's #hash names ("" when it cannot be decoded). */
function anchorId(hash: string): string {
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return '';
  }
}

/**
 * Scrolls back to `top` and holds it while the page settles, until the shopper scrolls or after a while. A page
 * the shopper returns to may still be loading its data (a skeleton is shorter than the list), and what lies above
 * the place may not have its final height yet: a grid's card off screen stands in at an estimated height until it
 * is first laid out (content-visibility), and when it shrinks to its real one the browser's scroll anchoring would
 * keep the window on the estimate, a line away from where the shopper left. So every change of the page's size
 * scrolls back to the place, not only the first that makes it reachable.
 */
function holdPlace(top: number): () => void {
  window.scrollTo(0, top);
  if (typeof ResizeObserver === 'undefined') return () => undefined;
  const observer = new ResizeObserver(() => {
    if (Math.abs(window.scrollY - top) >= 1) window.scrollTo(0, top);
  });
  const timer = setTimeout(() => stop(), RESTORE_FOR_MS);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
    for (const type of SHOPPER_INPUT) window.removeEventListener(type, stop);
  }
  observer.observe(document.body);
  for (const type of SHOPPER_INPUT) window.addEventListener(type, stop, { passive: true });
  return stop;
}

/**
 * Where each page opens: at its top, unless the shopper came back to it (Back, Forward), where it opens at the
 * place they left, kept per history entry for the tab's session. The first page is left where the browser put it
 * (at the top, or where a reload or a return from another site restores it), so the app starting never moves
 * what the shopper is already reading. Loaded as the app starts (./scroll-memory.tsx): `firstKey` is the first
 * page's entry, so a page the shopper went on to before this code arrived still opens at its top.
 */
export function ScrollRestorer({ firstKey }: { firstKey: string }) {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef<Record<string, number> | null>(null);
  // 'first': the first page, left as it is; 'late': a page the shopper went on to before this code arrived.
  const arrival = useRef<'first' | 'late' | null>(location.key === firstKey ? 'first' : 'late');

  // The browser's own restoring would jump before the page it returns to is rendered; the app does it. It is
  // handed back to the browser when the document goes away, so a reload restores the place natively.
  useEffect(() => {
    const manual = () => (window.history.scrollRestoration = 'manual');
    const auto = () => {
      window.history.scrollRestoration = 'auto';
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions.current ?? {}));
      } catch {
        // Storage full or blocked: positions are kept for this document only.
      }
    };
    manual();
    window.addEventListener('pagehide', auto);
    window.addEventListener('pageshow', manual);
    return () => {
      window.removeEventListener('pagehide', auto);
      window.removeEventListener('pageshow', manual);
    };
  }, []);

  // The place on this entry, kept as the shopper scrolls (a layout effect: unsubscribed in the same commit that
  // shows the next page, before a scroll event of the new page could be taken for this one).
  useLayoutEffect(() => {
    const stored = (positions.current ??= readPositions());
    const save = () => {
      stored[location.key] = window.scrollY;
    };
    // On the first page, the place the shopper may have scrolled to before this code arrived.
    if (arrival.current === 'first') save();
    window.addEventListener('scroll', save, { passive: true });
    return () => window.removeEventListener('scroll', save);
  }, [location.key]);

  useLayoutEffect(() => {
    const arrived = arrival.current;
    arrival.current = null;
    if (arrived === 'first') return;
    const saved = navigationType === 'POP' ? positions.current?.[location.key] : undefined;
    if (saved !== undefined) return holdPlace(saved);
    // Back or Forward before this code arrived: the browser restored the place itself.
    if (arrived === 'late' && navigationType === 'POP') return undefined;
    const anchor = location.hash ? document.getElementById(anchorId(location.hash)) : null;
    if (anchor) anchor.scrollIntoView();
    else window.scrollTo(0, 0);
    return undefined;
  }, [location.key, location.hash, navigationType]);

  return null;
}
