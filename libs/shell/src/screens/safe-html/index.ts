// HTML from the API shown after the browser cleans it again; its own entry so DOMPurify loads only with the
// screens that show such HTML.
export { SafeHtml } from './safe-html';
