import type { CollectionDto, CollectionsApi } from '@gopharm/api-client';
import { fakeFeatureApi } from '../testing';
import { CollectionsStore, visibleCollections } from './collections-store';

const collection = (id: number, type: string, status: string, sort: number): CollectionDto => ({
  id,
  slug: `c-${id}`,
  title: `C${id}`,
  description: '',
  type,
  status,
  sort,
  drugs: [],
});

describe('collections', () => {
  const all = [
    collection(1, 'regular', 'active_home', 3),
    collection(2, 'promo', 'active_home', 1),
    collection(3, 'regular', 'inactive', 0),
    collection(4, 'regular', 'active_home', 1),
  ];

  it('shows only type regular with status active_home, ordered by sort', () => {
    expect(visibleCollections(all).map((c) => c.id)).toEqual([4, 1]);
  });

  it('loads the list and finds one by slug', async () => {
    const store = new CollectionsStore(fakeFeatureApi<CollectionsApi>({ getCollections: async () => all }));
    await store.load();
    expect(store.state).toBe('loaded');
    expect(store.visible.map((c) => c.id)).toEqual([4, 1]);
    expect(store.bySlug('c-2')?.id).toBe(2);
  });

  it('marks a failed load', async () => {
    const store = new CollectionsStore(fakeFeatureApi<CollectionsApi>());
    await store.load();
    expect(store.state).toBe('error');
  });
});
