import { SAFE_HTML } from '@gopharm/util';
import DOMPurify from 'dompurify';
import { useContext, useMemo } from 'react';
import { HtmlSanitizerContext } from './html-sanitizer';

const inBrowser = (html: string) =>
  DOMPurify.sanitize(html, {
    ALLOWED_TAGS: [...SAFE_HTML.tags],
    ALLOWED_ATTR: [...SAFE_HTML.attributes.a],
  });

/**
 * HTML from the API (already cleaned there to SAFE_HTML), cleaned again before it is shown: by the server render's
 * sanitizer in the page's HTML, so a crawler and a phone still starting the app read it, and by DOMPurify in the
 * browser. Hydration keeps the server's markup (React does not compare inner HTML), so nothing moves.
 */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const onServer = useContext(HtmlSanitizerContext);
  const clean = useMemo(() => (onServer ?? inBrowser)(html), [html, onServer]);
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
