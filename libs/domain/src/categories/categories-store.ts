import type { ApiClient, CategoryDetailDto, CategoryDto } from '@gopharm/api-client';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { LocaleStore } from '../locale/locale-store';
import { buildCategoryTree, type Category } from './category-tree';
import { attempt, type Result } from '../errors/result';
import { loadInto, type LoadState } from '../loading/load-state';

export class CategoriesStore {
  raw: CategoryDto[] = [];
  state: LoadState = 'idle';
  /** The category of a catalogue page with its parent chain; null when unknown. */
  selected: CategoryDetailDto | null = null;

  constructor(
    private readonly root: { readonly locale: Pick<LocaleStore, 'code'> },
    private readonly api: ApiClient,
  ) {
    makeAutoObservable<CategoriesStore, 'root' | 'api'>(this, {
      root: false,
      api: false,
      raw: observableRef,
      selected: observableRef,
    });
  }

  /** The visible tree in the current language. */
  get tree(): Category[] {
    return buildCategoryTree(this.raw, this.root.locale.code);
  }

  load(): Promise<void> {
    return loadInto(
      this,
      () => this.api.getCategories(),
      (raw) => (this.raw = raw),
    );
  }

  /** Loads one category by slug or id; `data` null when it does not exist. */
  async select(slugOrId: string | number): Promise<Result<CategoryDetailDto | null>> {
    const result = await attempt(this.api.throwing.getCategory(slugOrId));
    runInAction(() => (this.selected = result.ok ? result.data : null));
    return result;
  }
}
