import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

const STORAGE_KEY = 'gopharm-scroll-positions';
/** How long a restored position waits for its page to grow tall enough (the page's data arriving). */
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
 * Scrolls back to `top` as soon as the page is tall enough: a page the shopper returns to may still be loading
 * its data (a skeleton is shorter than the list). Stops once there, when the shopper scrolls, or after a while.
 */
function restoreWhenTall(top: number): () => void {
  const reached = () => Math.abs(window.scrollY - top) < 2;
  window.scrollTo(0, top);
  if (reached()) return () => undefined;
  const observer = new ResizeObserver(() => {
    window.scrollTo(0, top);
    if (reached()) stop();
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
 * what the shopper is already reading.
 */
export function ScrollMemory() {
  const location = useLocation();
  const navigationType = useNavigationType();
  // The places of the tab's history entries, read from session storage when first needed (a scroll, Back, the
  // document going away), not as the app starts: the tab's first use of session storage loads it synchronously,
  // up to 15 ms of a phone's CPU in the commit that hydrates the layout.
  const positions = useRef<Record<string, number> | null>(null);
  const stored = () => (positions.current ??= readPositions());
  const first = useRef(true);

  // The browser's own restoring would jump before the page it returns to is rendered; the app does it. It is
  // handed back to the browser when the document goes away, so a reload restores the place natively.
  useEffect(() => {
    const manual = () => (window.history.scrollRestoration = 'manual');
    const auto = () => {
      window.history.scrollRestoration = 'auto';
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(stored()));
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
    const save = () => {
      stored()[location.key] = window.scrollY;
    };
    window.addEventListener('scroll', save, { passive: true });
    return () => window.removeEventListener('scroll', save);
  }, [location.key]);

  useLayoutEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const saved = navigationType === 'POP' ? stored()[location.key] : undefined;
    if (saved !== undefined) return restoreWhenTall(saved);
    const anchor = location.hash ? document.getElementById(anchorId(location.hash)) : null;
    if (anchor) anchor.scrollIntoView();
    else window.scrollTo(0, 0);
    return undefined;
  }, [location.key, location.hash, navigationType]);

  return null;
}
