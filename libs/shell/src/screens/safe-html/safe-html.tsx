import DOMPurify from 'dompurify';
import { useEffect, useRef } from 'react';

/**
 * HTML from the API (already cleaned there), cleaned again in the browser before it is shown. DOMPurify needs
 * a DOM, so a server render leaves the element empty and the browser fills it once hydrated (React renders no
 * children into it, so the first render in the browser matches the server's).
 */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.innerHTML = DOMPurify.sanitize(html, { USE_PROFILES: { html: true } });
  }, [html]);
  return <div ref={ref} className={className} />;
}
