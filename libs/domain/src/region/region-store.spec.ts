import { runInAction } from 'mobx';
import type { RegionDto, SalesApi } from '@gopharm/api-client';
import { checkoutOf } from '../new-order/checkout-store';
import { createRootStore } from '../root/root-store';
import { STORAGE_VERSION } from '../persistence/persist';
import { drugsOf } from '../drugs/drugs-store';
import { salesOf } from '../sales/sales-store';
import { drugDto, fakeApi, fakeFeatureApi, memoryStorage, recordingNavigation, userDto } from '../testing';
import { effectiveRegionId } from './region';
import { regionPickerOf } from './region-picker';

const regions: RegionDto[] = [
  { id: 1, name: 'Ташкент', childs: [] },
  {
    id: 2,
    name: 'Самаркандская область',
    childs: [
      { id: 21, name: 'Ургут' },
      { id: 22, name: 'Каттакурган' },
    ],
  },
];

function setup(calls: Parameters<typeof fakeApi>[0] = {}, path = '/catalog/vitamins', signedIn = true) {
  const navigation = recordingNavigation(path);
  const api = { getRegions: async () => regions, ...calls };
  const root = createRootStore({ locale: 'ru', api: fakeApi(api), navigation });
  if (signedIn) root.auth.user = { token: 'tok', user: userDto() };
  return { root, region: root.region, picker: regionPickerOf(root), navigation };
}

describe('region', () => {
  it('defaults to Tashkent (id 1)', () => {
    const { region } = setup();
    expect(region.current).toMatchObject({ id: 1, name: 'Ташкент', district: null });
    expect(region.effectiveId).toBe(1);
  });

  it('the effective id is the district id if set, else the region id', () => {
    expect(effectiveRegionId({ id: 2, district: { id: 21, name: 'Ургут' } })).toBe(21);
    expect(effectiveRegionId({ id: 2, district: null })).toBe(2);
  });

  it('the header shows the name cut at 13 characters plus an ellipsis', () => {
    const { region } = setup();
    expect(region.shortName).toBe('Ташкент');
    runInAction(
      () => (region.current = { id: 2, name: 'Самаркандская область', childs: [], district: null }),
    );
    expect(region.shortName).toBe('Самаркандская…');
  });

  it('only a registered user opens the picker; anyone else goes to /auth', () => {
    const { region, navigation, root } = setup({}, '/', false);
    region.openDialog();
    expect(region.dialogOpen).toBe(false);
    expect(navigation.visits).toEqual(['/auth']);
    root.auth.user = { token: 'tok', user: userDto({ complete: 0 }) };
    region.openDialog();
    expect(region.dialogOpen).toBe(false);
  });

  it('opening the picker loads the regions and starts from the current choice', async () => {
    const { region, picker } = setup();
    region.openDialog();
    expect(region.dialogOpen).toBe(true);
    picker.start();
    expect(picker.draftRegionId).toBe(1);
    await Promise.resolve();
    await Promise.resolve();
    expect(region.regions).toEqual(regions);
  });

  it('offers the districts of the chosen region, and choosing a region clears the district', async () => {
    const { region, picker } = setup();
    await region.loadRegions();
    picker.chooseRegion(2);
    expect(picker.draftDistricts.map((d) => d.id)).toEqual([21, 22]);
    picker.chooseDistrict(21);
    picker.chooseRegion(1);
    expect(picker.draftDistrictId).toBeNull();
    expect(picker.draftDistricts).toEqual([]);
  });

  it('confirm with the region unchanged just closes the dialog', async () => {
    const saveRegion = jest.fn(async () => ({ status: 1 }));
    const { region, picker, navigation } = setup({ saveRegion });
    region.openDialog();
    await region.loadRegions();
    await expect(picker.confirm()).resolves.toBe('closed');
    expect(region.dialogOpen).toBe(false);
    expect(saveRegion).not.toHaveBeenCalled();
    expect(navigation.visits).toEqual([]);
  });

  it('confirm when logged in and changed saves on the server, resets and reloads, and goes home', async () => {
    const saveRegion = jest.fn(async () => ({ status: 1, msg: 'ok' }));
    const getDrugs = jest.fn(async () => ({ status: 1, results: [], count: 0, page: 1, per_page: 24 }));
    const getSales = jest.fn(async () => []);
    const { region, picker, root, navigation } = setup({ saveRegion, getDrugs });
    // The home page made its drugs and the sales (drugsOf, salesOf): they load again in the new region.
    drugsOf(root);
    salesOf(root, fakeFeatureApi<SalesApi>({ getSales }));
    checkoutOf(root).updateDraft({ type: 'pickup', store_id: 9 });
    root.favorites.ids = [1];
    root.newOrder.setQuantity(drugDto({ id: 3 }), 1);
    region.openDialog();
    await region.loadRegions();
    picker.chooseRegion(2);
    picker.chooseDistrict(21);

    await expect(picker.confirm()).resolves.toBe('saved');

    expect(saveRegion).toHaveBeenCalledWith(21);
    expect(region.current).toMatchObject({ id: 2, district: { id: 21 } });
    expect(region.effectiveId).toBe(21);
    expect(checkoutOf(root).draft.type).toBeNull();
    expect(root.newOrder.lineCount).toBe(1);
    expect(getDrugs).toHaveBeenCalledWith({ is_home: true });
    expect(getSales).toHaveBeenCalled();
    expect(root.favorites.ids).toEqual([]);
    expect(region.dialogOpen).toBe(false);
    expect(navigation.visits).toEqual(['/']);
  });

  it('confirm when already on the home page stays there', async () => {
    const { region, picker, navigation } = setup({ saveRegion: async () => ({ status: 1 }) }, '/');
    region.openDialog();
    await region.loadRegions();
    picker.chooseRegion(2);
    await picker.confirm();
    expect(navigation.visits).toEqual([]);
  });

  it('confirm refused by the server keeps the old region and the dialog', async () => {
    const { region, picker } = setup({ saveRegion: async () => false });
    region.openDialog();
    await region.loadRegions();
    picker.chooseRegion(2);
    await expect(picker.confirm()).resolves.toBe('failed');
    expect(region.current.id).toBe(1);
    expect(region.dialogOpen).toBe(true);
  });

  it('confirm by a visitor without a token keeps the choice and reloads the page', async () => {
    const saveRegion = jest.fn();
    const { region, picker, navigation } = setup({ saveRegion }, '/', false);
    await region.loadRegions();
    picker.chooseRegion(2);
    await expect(picker.confirm()).resolves.toBe('reloaded');
    expect(saveRegion).not.toHaveBeenCalled();
    expect(region.current.id).toBe(2);
    expect(navigation.reloads).toBe(1);
  });

  it('initialises the default region from the user saved one', async () => {
    const { region } = setup({
      getSavedRegion: async () => ({ region: regions[1], district: { id: 22, name: 'Каттакурган' } }),
    });
    await region.initDefault();
    expect(region.effectiveId).toBe(22);
    expect(region.shortName).toBe('Каттакурган');
  });

  it('keeps the region when the user has none saved', async () => {
    const { region } = setup({ getSavedRegion: async () => null });
    await region.initDefault();
    expect(region.current.id).toBe(1);
  });
});

describe('the region in the page language', () => {
  const stored = (current: object) =>
    memoryStorage({
      region: JSON.stringify({
        current,
        __mps__: { expireInTimestamp: Date.now() + 60_000, version: STORAGE_VERSION },
      }),
    });

  it('names Tashkent kept from a Russian visit in Uzbek on an Uzbek page, and the other way round', async () => {
    const uz = createRootStore({
      locale: 'uz',
      api: fakeApi(),
      storage: stored({ id: 1, name: 'Ташкент', childs: [], district: null, lan: 'ru' }),
    });
    await uz.ready;
    expect(uz.region.displayName).toBe('Toshkent');
    expect(uz.region.current).toMatchObject({ name: 'Toshkent', lan: 'uz' });
    const ru = createRootStore({
      locale: 'ru',
      api: fakeApi(),
      // Kept before the language was, as "Toshkent": still Tashkent, named in Russian.
      storage: stored({ id: 1, name: 'Toshkent', childs: [], district: null }),
    });
    await ru.ready;
    expect(ru.region.displayName).toBe('Ташкент');
  });

  it('renames another region and its district from the region list in the page language', async () => {
    const getRegions = jest.fn(async () => [
      { id: 2, name: 'Samarqand viloyati', childs: [{ id: 21, name: 'Urgut' }] },
    ]);
    const root = createRootStore({
      locale: 'uz',
      api: fakeApi({ getRegions }),
      storage: stored({
        id: 2,
        name: 'Самаркандская область',
        childs: [],
        district: { id: 21, name: 'Ургут' },
        lan: 'ru',
      }),
    });
    await root.ready;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(root.region.displayName).toBe('Urgut');
    expect(root.region.current).toMatchObject({
      name: 'Samarqand viloyati',
      lan: 'uz',
      district: { id: 21 },
    });
  });

  it('follows a language switch', async () => {
    const root = createRootStore({ locale: 'ru', api: fakeApi() });
    expect(root.region.displayName).toBe('Ташкент');
    root.locale.set('uz');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(root.region.displayName).toBe('Toshkent');
  });
});
