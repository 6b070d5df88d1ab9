export { AppProviders } from './app-providers';
export { StoresProvider, useStores } from './stores-context';
export { buildLocaleRoutes, LocaleScope, LocalizedLink, useAlternatePath } from './locale-routes';
export { useCategoryTree } from './use-category-tree';
export { bootstrapApp, type AppDefinition } from './bootstrap-app';
export { CategoryGrid } from './category-grid';
export { NotFoundScreen } from './not-found-screen';
export { LanguageSwitch } from './language-switch';
