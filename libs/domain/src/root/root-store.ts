import { createApiClient, type ApiClient, type ApiClientConfig } from '@gopharm/api-client';
import type { Locale } from '@gopharm/util';
import { CategoriesStore } from '../categories/categories-store';
import { LocaleStore } from '../locale/locale-store';

export interface RootStoreOptions {
  locale: Locale;
  /** An API client; built from apiConfig when absent. */
  api?: ApiClient;
  apiConfig?: Omit<ApiClientConfig, 'getLocale'>;
}

/** The whole client state of one tab, one server-rendered request or one test. */
export class RootStore {
  readonly api: ApiClient;
  readonly locale: LocaleStore;
  readonly categories: CategoriesStore;

  constructor(options: RootStoreOptions) {
    this.locale = new LocaleStore(options.locale);
    this.api = options.api ?? createApiClient({ ...options.apiConfig, getLocale: () => this.locale.code });
    this.categories = new CategoriesStore(this, this.api);
  }
}

/** Builds a fresh store tree. There is no module-level singleton: each caller gets its own. */
export function createRootStore(options: RootStoreOptions): RootStore {
  return new RootStore(options);
}
