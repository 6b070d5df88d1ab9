// Node only (sanitize-html): the API and the apps' server renders. The browser cleans with DOMPurify.
export { safeHtml } from './sanitize-html';
