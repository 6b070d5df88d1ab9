// The search page's parts both apps share (off the first load: only /search uses them).
export { useSearchAnalogues, type SearchAnalogues } from './use-search-analogues';
export { SearchHelp } from './search-help';
