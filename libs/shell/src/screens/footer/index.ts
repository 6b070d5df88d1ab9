export { AppStoreLinks, CompactFooter, SiteFooter, WideFooter } from './site-footer';
