import {
  createAddressesApi,
  type AddressDto,
  type AddressesApi,
  failed,
  succeeded,
  type Result,
} from '@gopharm/api-client';
import { makeAutoObservable, runInAction } from 'mobx';
import { REFUSED_IN_GENERAL, refused, type Refusal } from '../errors/refusal';
import { privateStoreOf } from '../root/store-of';

/** The user's saved delivery addresses (private data: cleared on logout). */
export class AddressesStore {
  list: AddressDto[] = [];

  constructor(private readonly api: AddressesApi) {
    makeAutoObservable<AddressesStore, 'api'>(this, { api: false });
  }

  async load(): Promise<void> {
    const list = await this.api.getAddresses();
    if (list.ok) runInAction(() => (this.list = list.data));
  }

  /** Saves an address: the saved one, or why the server refused, as the shopper is told it. */
  async save(address: Omit<AddressDto, 'id'>): Promise<Result<AddressDto, Refusal>> {
    const answer = await this.api.saveAddress(address);
    if (!answer.ok) return refused(answer.error);
    const saved = answer.data.address;
    if (!saved) return failed(REFUSED_IN_GENERAL);
    runInAction(() => (this.list = [saved, ...this.list]));
    return succeeded(saved);
  }

  /** Removes an address; a failed or refused removal (`status` 0) leaves the list as it was. */
  async remove(id: number): Promise<Result<void, Refusal>> {
    const result = await this.api.deleteAddress(id);
    if (!result.ok) return refused(result.error);
    if (result.data.status < 1) return failed(REFUSED_IN_GENERAL);
    runInAction(() => (this.list = this.list.filter((address) => address.id !== id)));
    return succeeded(undefined);
  }

  reset(): void {
    this.list = [];
  }
}

/** The root's saved addresses (made with the checkout and the profile's address screens). */
export const addressesOf = privateStoreOf(
  (root, api?: AddressesApi) => new AddressesStore(api ?? createAddressesApi(root.api.http)),
);
