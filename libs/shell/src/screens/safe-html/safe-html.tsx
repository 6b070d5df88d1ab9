import { SAFE_HTML } from '@gopharm/util';
import DOMPurify from 'dompurify';
import { useContext, useMemo, useSyncExternalStore } from 'react';
import { HtmlSanitizerContext } from './html-sanitizer';

const inBrowser = (html: string) =>
  DOMPurify.sanitize(html, {
    ALLOWED_TAGS: [...SAFE_HTML.tags],
    ALLOWED_ATTR: [...SAFE_HTML.attributes.a],
  });

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
 * browser. Hydration keeps the server's markup as it is (React does not compare inner HTML) and DOMPurify runs in
 * the render after it: on a phone, cleaning a long description inside hydration made its longest task longer.
 */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const onServer = useContext(HtmlSanitizerContext);
  const keepServerMarkup = useHydrating() && !onServer;
  const clean = useMemo(
    () => (keepServerMarkup ? '' : (onServer ?? inBrowser)(html)),
    [html, onServer, keepServerMarkup],
  );
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} suppressHydrationWarning />;
}
