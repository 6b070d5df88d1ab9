import type { ApiClient, CategoryDetailDto, CategoryDto } from '@gopharm/api-client';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { RootStore } from '../root/root-store';
import { buildCategoryTree, type Category } from './category-tree';
import { attempt, type Result } from '../errors/result';

export type LoadState = 'idle' | 'loading' | 'loaded' | 'error';

export class CategoriesStore {
  raw: CategoryDto[] = [];
  state: LoadState = 'idle';
  /** The category of a catalogue page with its parent chain; null when unknown. */
  selected: CategoryDetailDto | null = null;

  constructor(
    private readonly root: RootStore,
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

  async load(): Promise<void> {
    this.state = 'loading';
    const answer = await this.api.getCategories();
    runInAction(() => {
      if (answer === false) {
        this.state = 'error';
        return;
      }
      this.raw = answer;
      this.state = 'loaded';
    });
  }

  /** Loads one category by slug or id; `data` null when it does not exist. */
  async select(slugOrId: string | number): Promise<Result<CategoryDetailDto | null>> {
    const result = await attempt(this.api.throwing.getCategory(slugOrId));
    runInAction(() => (this.selected = result.ok ? result.data : null));
    return result;
  }
}
