import type { ApiClient, DrugDto, Result } from '@gopharm/api-client';
import { makeAutoObservable, runInAction } from 'mobx';
import { succeeded } from '@gopharm/api-client';
import type { ReadsAuth } from '../auth/auth-store';

/** Favourites by drug id: kept locally for everyone, and on the server for a signed-in user. */
export class FavoritesStore {
  ids: number[] = [];
  items: DrugDto[] = [];

  constructor(
    private readonly root: ReadsAuth,
    private readonly api: ApiClient,
  ) {
    makeAutoObservable<FavoritesStore, 'root' | 'api'>(this, { root: false, api: false });
  }

  has(id: number): boolean {
    return this.ids.includes(id);
  }

  get count(): number {
    return this.ids.length;
  }

  /** Toggle: adding an existing item removes it. */
  toggle(drug: DrugDto): void {
    if (this.has(drug.id)) {
      this.ids = this.ids.filter((id) => id !== drug.id);
      this.items = this.items.filter((item) => item.id !== drug.id);
    } else {
      this.ids = [drug.id, ...this.ids];
      this.items = [drug, ...this.items];
    }
    if (this.root.auth.token) void this.syncToggle(drug.id);
  }

  private async syncToggle(id: number): Promise<void> {
    const answer = await this.api.toggleFavorite(id);
    const isFavorite = answer.ok ? answer.data.is_favorite : undefined;
    // The server is the truth for a signed-in user: follow it when it disagrees.
    if (typeof isFavorite === 'boolean' && isFavorite !== this.has(id)) {
      runInAction(
        () => (this.ids = isFavorite ? [id, ...this.ids] : this.ids.filter((other) => other !== id)),
      );
    }
  }

  /**
   * Loads the list: the server's for a signed-in user, else the local ids' drugs. A failed call leaves the list as
   * it was and says so (the screen offers a retry; it never reads as an empty list).
   */
  async load(): Promise<Result<void>> {
    if (this.root.auth.token) {
      const items = await this.api.getFavorites();
      if (!items.ok) return items;
      runInAction(() => {
        this.items = items.data;
        this.ids = items.data.map((item) => item.id);
      });
      return succeeded(undefined);
    }
    if (this.ids.length === 0) return succeeded(undefined);
    const page = await this.api.getDrugs({ ids: this.ids, per_page: 60 });
    if (!page.ok) return page;
    runInAction(
      () => (this.items = this.ids.flatMap((id) => page.data.results.find((drug) => drug.id === id) ?? [])),
    );
    return succeeded(undefined);
  }

  reset(): void {
    this.ids = [];
    this.items = [];
  }
}
