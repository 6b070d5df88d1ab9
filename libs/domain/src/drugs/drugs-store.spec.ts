import { drugDto, failsWith, fakeApi } from '../testing';
import { DEFAULT_DRUG_IMAGE, drugThumbnail, isServerDefaultImage } from './drug-thumbnail';
import { DrugsStore, PRODUCT_NOT_FOUND } from './drugs-store';

describe('drugs', () => {
  it('thumbnail falls back to the default picture when the server sends its default image', () => {
    expect(drugThumbnail({ image_thumbnail: 'https://cdn.gopharm.uz/media/default.png' })).toBe(
      DEFAULT_DRUG_IMAGE,
    );
    expect(drugThumbnail({ image_thumbnail: '/static/no-image.jpg?v=2' })).toBe(DEFAULT_DRUG_IMAGE);
    expect(drugThumbnail({ image_thumbnail: '' })).toBe(DEFAULT_DRUG_IMAGE);
    expect(drugThumbnail({ image_thumbnail: '/media/drugs/1-thumb.jpg' })).toBe('/media/drugs/1-thumb.jpg');
    expect(drugThumbnail({ image_thumbnail: null }, '/mine.svg')).toBe('/mine.svg');
    expect(isServerDefaultImage('/media/defaulted-by-name/aspirin.jpg')).toBe(false);
  });

  it('a lookup with no id yields the product-not-found marker without a call', async () => {
    const getDrug = jest.fn();
    const store = new DrugsStore(fakeApi({ getDrug }));
    await expect(store.loadDrug('')).resolves.toEqual({ ok: true, data: PRODUCT_NOT_FOUND });
    await expect(store.loadDrug(undefined)).resolves.toEqual({ ok: true, data: PRODUCT_NOT_FOUND });
    expect(getDrug).not.toHaveBeenCalled();
  });

  it('an unknown drug yields the product-not-found marker', async () => {
    const store = new DrugsStore(fakeApi({ getDrug: async () => null }));
    await expect(store.loadDrug('missing')).resolves.toEqual({ ok: true, data: PRODUCT_NOT_FOUND });
  });

  it('a failed lookup is an error, not "not found"', async () => {
    const store = new DrugsStore(fakeApi({ getDrug: failsWith(502, 'Bad Gateway') }));
    await expect(store.loadDrug('nurofen')).resolves.toEqual({
      ok: false,
      error: expect.objectContaining({ status: 502 }),
    });
  });

  it('loads a drug and the home list', async () => {
    const drug = {
      ...drugDto({ id: 1 }),
      images: [],
      description: '',
      category: { id: 1, name: '', slug: '', parent: null },
      pharmacies_count: 2,
      characteristics: [],
      analogues: [],
      equivalents: [],
    };
    const store = new DrugsStore(
      fakeApi({
        getDrug: async () => drug,
        getDrugs: async () => ({ status: 1, results: [drugDto({ id: 2 })], count: 1, page: 1, per_page: 24 }),
      }),
    );
    await expect(store.loadDrug(1)).resolves.toEqual({ ok: true, data: drug });
    await store.loadHome();
    expect(store.home.map((d) => d.id)).toEqual([2]);
  });

  it('marks a failed home list', async () => {
    const store = new DrugsStore(fakeApi());
    await store.loadHome();
    expect(store.homeState).toBe('error');
  });
});
