import { SAFE_HTML } from '@gopharm/util';
import { useContext, useEffect, useMemo, useReducer, useState, useSyncExternalStore } from 'react';
import { HtmlSanitizerContext } from './html-sanitizer';

type Clean = (html: string) => string;

/** The browser's cleaner once DOMPurify has arrived (null until then). */
let browserClean: Clean | null = null;
let browserCleanLoading: Promise<void> | null = null;

/**
 * DOMPurify loads apart from the screens that show HTML, and after they are on screen: setting it up (its tag and
 * attribute sets) was 6-20 ms of a phone's CPU in the task that starts the product page's hydration, for a page
 * whose HTML the server had already cleaned. Should it not arrive (offline), the next HTML tries again.
 */
function loadBrowserClean(): Promise<void> {
  browserCleanLoading ??= import('dompurify').then(
    ({ default: DOMPurify }) => {
      browserClean = (html) =>
        DOMPurify.sanitize(html, {
          ALLOWED_TAGS: [...SAFE_HTML.tags],
          ALLOWED_ATTR: [...SAFE_HTML.attributes.a],
        });
    },
    () => {
      browserCleanLoading = null;
    },
  );
  return browserCleanLoading;
}

const subscribeToNothing = () => () => undefined;

/**
 * True while React hydrates the server's HTML (it renders with the server's value), false in any later render:
 * React renders again, on its own, once hydration is done.
 */
const useHydrating = () =>
  useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );

/**
 * HTML from the API (already cleaned there to SAFE_HTML), cleaned again before it is shown: by the server render's
 * sanitizer in the page's HTML, so a crawler and a phone still starting the app read it, and by DOMPurify in the
 * browser for any HTML the browser renders itself. Hydration keeps the server's markup as it is (React does not
 * compare inner HTML), and so does every later render of the same HTML: the browser had parsed and shown that
 * markup before the app started, so cleaning it again protects nothing, and on a phone DOMPurify over a long
 * description was a task of 11-20 ms right after hydration. Other HTML (another product's, a tab that loads later)
 * is cleaned by DOMPurify, which starts loading once such HTML is to be shown; it shows when DOMPurify has
 * arrived, never uncleaned.
 */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const onServer = useContext(HtmlSanitizerContext);
  const hydrating = useHydrating() && !onServer;
  // The HTML whose server markup is on screen; null once the component shows any other.
  const [serverHtml, setServerHtml] = useState(() => (hydrating ? html : null));
  // Set during the render that brings other HTML (React's pattern for state derived from a change): the server's
  // markup is replaced then, and never kept again (an empty __html would then blank the element).
  if (serverHtml !== null && serverHtml !== html) setServerHtml(null);
  const keepServerMarkup = serverHtml === html;
  const [cleanerArrived, cleanerArrives] = useReducer(() => true, browserClean !== null);
  // Fetched only for HTML the browser must clean: a page that keeps the server's markup never sets DOMPurify up
  // (its module's evaluation was a task of up to 26 ms on the product page after hydration).
  useEffect(() => {
    if (!onServer && !cleanerArrived && !keepServerMarkup)
      void loadBrowserClean().then(() => browserClean && cleanerArrives());
  }, [onServer, cleanerArrived, keepServerMarkup, html]);
  const clean = useMemo(() => {
    if (keepServerMarkup) return '';
    if (onServer) return onServer(html);
    return cleanerArrived && browserClean ? browserClean(html) : '';
  }, [html, onServer, keepServerMarkup, cleanerArrived]);
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} suppressHydrationWarning />;
}
