import { fakeApi } from '../testing';
import { MetaStore } from './meta-store';

describe('meta', () => {
  it('home-page meta entries come from the store', async () => {
    const getMetas = jest.fn(async () => [
      { hid: 'title', content: 'GoPharm — онлайн-аптека' },
      { hid: 'description', name: 'description', content: 'Лекарства с доставкой' },
    ]);
    const store = new MetaStore(fakeApi({ getMetas }));
    await store.load({ url: 'home' });
    expect(getMetas).toHaveBeenCalledWith({ url: 'home' });
    expect(store.title).toBe('GoPharm — онлайн-аптека');
    expect(store.tags).toHaveLength(2);
  });

  it('keeps the previous tags when the call fails', async () => {
    const store = new MetaStore(fakeApi());
    await store.load({ slug: 'x' });
    expect(store.tags).toEqual([]);
    expect(store.title).toBeUndefined();
  });
});
