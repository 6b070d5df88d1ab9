import { signOut } from '../auth/account';
import type { AddressDto, AddressesApi } from '@gopharm/api-client';
import { createRootStore, type RootStore } from '../root/root-store';
import { failsWith, fakeApi, userDto, type FakeCalls } from '../testing';
import { addressesOf as madeFor } from './addresses-store';

/** The root's addresses, their calls the ones a test states (the root's fake API's). */
const addressesOf = (root: RootStore) => madeFor(root, root.api as unknown as AddressesApi);
/** A fake API whose address calls are the given ones. */
const addressesApi = (calls: FakeCalls<AddressesApi>) => fakeApi(calls as never);

const address: AddressDto = {
  id: 4,
  address: 'Амира Темура',
  house: '1',
  apartment: '',
  entrance: '',
  floor: '',
  intercom: '',
  comment: '',
  lat: 41.3,
  lng: 69.2,
};

describe('addresses', () => {
  it('loads, saves at the top and deletes addresses; logout clears them', async () => {
    const root = createRootStore({
      locale: 'ru',
      api: addressesApi({
        getAddresses: async () => [address],
        saveAddress: async (fields) => ({ status: 1, address: { ...fields, id: 5 } }),
        deleteAddress: async () => ({ status: 1 }),
      }),
    });
    await addressesOf(root).load();
    const { id: _id, ...fields } = address;
    await expect(addressesOf(root).save(fields)).resolves.toMatchObject({ ok: true, data: { id: 5 } });
    expect(addressesOf(root).list.map((a) => a.id)).toEqual([5, 4]);
    await expect(addressesOf(root).remove(4)).resolves.toMatchObject({ ok: true });
    expect(addressesOf(root).list.map((a) => a.id)).toEqual([5]);
    root.auth.user = { token: 't', user: userDto() };
    await signOut(root);
    expect(addressesOf(root).list).toEqual([]);
  });

  it('keeps the list when a call fails', async () => {
    const root = createRootStore({
      locale: 'ru',
      api: addressesApi({ deleteAddress: failsWith(500, 'Network Error') }),
    });
    addressesOf(root).list = [address];
    await addressesOf(root).load();
    await expect(addressesOf(root).remove(4)).resolves.toEqual({
      ok: false,
      error: { key: 'errors.network' },
    });
    await expect(addressesOf(root).save(address)).resolves.toEqual({
      ok: false,
      error: { key: 'errors.network' },
    });
    expect(addressesOf(root).list).toEqual([address]);
  });

  it('tells the limit of saved addresses in the dictionaries, with its number', async () => {
    const root = createRootStore({
      locale: 'ru',
      api: addressesApi({
        saveAddress: async () => ({
          status: 0,
          code: 'too_many_addresses',
          msg: 'At most 20 addresses can be saved',
          count: 20,
        }),
      }),
    });
    await expect(addressesOf(root).save(address)).resolves.toEqual({
      ok: false,
      error: { key: 'refusal.tooManyAddresses', values: { count: 20 } },
    });
    expect(addressesOf(root).list).toEqual([]);
  });
});
