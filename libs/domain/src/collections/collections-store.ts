import type { ApiClient, CollectionDto } from '@gopharm/api-client';
import { makeAutoObservable, observableRef } from 'mobx';
import { loadInto, type LoadState } from '../loading/load-state';

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

  load(): Promise<void> {
    return loadInto(
      this,
      () => this.api.getCollections(),
      (raw) => (this.raw = raw),
    );
  }
}
