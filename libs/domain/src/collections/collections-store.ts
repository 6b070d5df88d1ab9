import type { ApiClient, CollectionDto } from '@gopharm/api-client';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { LoadState } from '../categories/categories-store';

/** Collections shown on the home page: only type regular with status active_home, ordered by sort. */
export function visibleCollections(collections: CollectionDto[]): CollectionDto[] {
  return collections
    .filter((collection) => collection.type === 'regular' && collection.status === 'active_home')
    .sort((a, b) => a.sort - b.sort);
}

export class CollectionsStore {
  raw: CollectionDto[] = [];
  state: LoadState = 'idle';

  constructor(private readonly api: ApiClient) {
    makeAutoObservable<CollectionsStore, 'api'>(this, { api: false, raw: observableRef });
  }

  get visible(): CollectionDto[] {
    return visibleCollections(this.raw);
  }

  bySlug(slug: string): CollectionDto | undefined {
    return this.raw.find((collection) => collection.slug === slug);
  }

  async load(): Promise<void> {
    this.state = 'loading';
    const answer = await this.api.getCollections();
    runInAction(() => {
      if (answer === false) this.state = 'error';
      else {
        this.raw = answer;
        this.state = 'loaded';
      }
    });
  }
}
