// The search page, one for both apps (off the first load: only /search uses it): each gives its listing's layout.
export { createSearchScreen } from './search-screen';
