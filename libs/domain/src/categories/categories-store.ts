import type { ApiClient, CategoryDetailDto, CategoryDto, Result } from '@gopharm/api-client';
import type { Locale } from '@gopharm/util';
import { makeAutoObservable, observableRef } from 'mobx';
import type { LocaleStore } from '../locale/locale-store';
import { buildCategoryTree, type Category } from './category-tree';
import { loadInto, type LoadState } from '../loading/load-state';

export class CategoriesStore {
  raw: CategoryDto[] = [];
  /**
   * The language `raw` is already in the tree's order for (a server's snapshot: orderCategories), else null. The
   * browser then shows it as it is, and makes no collator at start; the API's answers are sorted here.
   */
  orderedFor: Locale | null = null;
  state: LoadState = 'idle';

  constructor(
    private readonly root: { readonly locale: Pick<LocaleStore, 'code'> },
    private readonly api: ApiClient,
  ) {
    makeAutoObservable<CategoriesStore, 'root' | 'api'>(this, {
      root: false,
      api: false,
      raw: observableRef,
    });
  }

  /** The visible tree in the current language. */
  get tree(): Category[] {
    const locale = this.root.locale.code;
    return buildCategoryTree(this.raw, locale, this.orderedFor === locale);
  }

  load(): Promise<void> {
    return loadInto(
      this,
      () => this.api.getCategories(),
      (raw) => {
        this.raw = raw;
        this.orderedFor = null;
      },
    );
  }

  /**
   * One category by slug or id with its parent chain; `data` null when it does not exist. Not kept here: the
   * catalogue screen keeps it under its data key (shell's categoryData), which a server render fills.
   */
  loadCategory(slugOrId: string | number): Promise<Result<CategoryDetailDto | null>> {
    return this.api.getCategory(slugOrId);
  }
}
