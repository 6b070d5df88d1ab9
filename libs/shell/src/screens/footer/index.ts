export { AppStoreLinks, CompactFooter, WideFooter } from './site-footer';
