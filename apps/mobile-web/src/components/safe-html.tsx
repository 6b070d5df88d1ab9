import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/** HTML from the API (already cleaned there), cleaned again in the browser before it is shown. */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => DOMPurify.sanitize(html, { USE_PROFILES: { html: true } }), [html]);
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
