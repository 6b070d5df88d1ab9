// The search page's parts both apps share (off the first load: only /search uses them).
export { SEARCH_ANALOGUES_LIMIT, useSearchAnalogues, type SearchAnalogues } from './use-search-analogues';
