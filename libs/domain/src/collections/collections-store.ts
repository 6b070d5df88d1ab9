import { createCollectionsApi } from '@gopharm/api-client';
import type { CollectionDto, CollectionsApi } from '@gopharm/api-client';
import { makeAutoObservable, observableRef } from 'mobx';
import { loadInto, type LoadState } from '../loading/load-state';
import { storeOf } from '../root/store-of';
import { list } from '../root/snapshot';

/** Collections shown on the home page: only type regular with status active_home, ordered by sort. */
export function visibleCollections(collections: CollectionDto[]): CollectionDto[] {
  return collections
    .filter((collection) => collection.type === 'regular' && collection.status === 'active_home')
    .sort((a, b) => a.sort - b.sort);
}

export class CollectionsStore {
  raw: CollectionDto[] = [];
  state: LoadState = 'idle';

  constructor(private readonly api: CollectionsApi) {
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

/**
 * The root's collections (made with the home page and the collection screens); a snapshot carries only those on
 * display.
 */
export const collectionsOf = storeOf(
  (root, api?: CollectionsApi) => new CollectionsStore(api ?? createCollectionsApi(root.api.http)),
  {
    take: (store) => ({ collections: store.visible }),
    apply: (store, snapshot) => {
      if (list(snapshot.collections)) {
        store.raw = snapshot.collections;
        store.state = 'loaded';
      }
    },
  },
);
