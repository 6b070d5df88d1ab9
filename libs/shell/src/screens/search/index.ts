// The search page's parts both apps share (off the first load: only /search uses them).
export { SearchHelp } from './search-help';
export { SearchAnalogues } from './search-analogues';
