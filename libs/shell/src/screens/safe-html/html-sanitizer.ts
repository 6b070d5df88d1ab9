import { createContext } from 'react';

/**
 * What cleans API HTML where there is no DOM: a server render provides sanitize-html's (@gopharm/util/html), so
 * the page's HTML carries the text; in the browser there is none and SafeHtml cleans with DOMPurify.
 */
export const HtmlSanitizerContext = createContext<((html: string) => string) | null>(null);
