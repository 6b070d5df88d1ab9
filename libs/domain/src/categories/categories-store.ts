import type { ApiClient, CategoryDetailDto, CategoryDto, Result } from '@gopharm/api-client';
import type { Locale } from '@gopharm/util';
import { makeAutoObservable, observableRef } from 'mobx';
import type { LocaleStore } from '../locale/locale-store';
import { namedCategories, orderCategories, type Category } from './category-tree';
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
    return namedCategories(this.ordered, this.root.locale.code);
  }

  /** The visible categories in the tree's order, as the API's objects: what a server's snapshot carries. */
  get ordered(): CategoryDto[] {
    const locale = this.root.locale.code;
    return this.orderedFor === locale ? this.raw : orderCategories(this.raw, locale);
  }

  /** Categories a server put in the tree's order for `locale` (its snapshot). */
  adoptOrdered(ordered: CategoryDto[], locale: Locale): void {
    this.raw = ordered;
    this.orderedFor = locale;
    this.state = 'loaded';
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
