export { createRootStore, RootStore, type RootStoreOptions } from './root/root-store';
export { CategoriesStore, type LoadState } from './categories/categories-store';
export { buildCategoryTree, HIDDEN_CATEGORY_IDS, type Category } from './categories/category-tree';
export { LocaleStore } from './locale/locale-store';
