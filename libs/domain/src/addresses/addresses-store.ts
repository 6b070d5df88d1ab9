import { createAddressesApi, type AddressDto, type AddressesApi } from '@gopharm/api-client';
import { makeAutoObservable, runInAction } from 'mobx';
import { refusalOf, type Refusal } from '../errors/refusal';
import { attempt, succeeded, type Result } from '../errors/result';
import { privateStoreOf } from '../root/store-of';

/** Saving an address: the saved one, or why the server refused, as the shopper is told it. */
export type AddressStep = { ok: true; address: AddressDto } | { ok: false; refusal: Refusal };

/** The user's saved delivery addresses (private data: cleared on logout). */
export class AddressesStore {
  list: AddressDto[] = [];

  constructor(private readonly api: AddressesApi) {
    makeAutoObservable<AddressesStore, 'api'>(this, { api: false });
  }

  async load(): Promise<void> {
    const list = await this.api.getAddresses();
    if (list !== false) runInAction(() => (this.list = list));
  }

  async save(address: Omit<AddressDto, 'id'>): Promise<AddressStep> {
    const answer = await this.api.saveAddress(address);
    const saved = answer && answer.status >= 1 ? answer.address : undefined;
    if (!answer || !saved) return { ok: false, refusal: refusalOf(answer) };
    runInAction(() => (this.list = [saved, ...this.list]));
    return { ok: true, address: saved };
  }

  /** Removes an address; a refused removal (`status` 0) leaves the list as it was. */
  async remove(id: number): Promise<Result<boolean>> {
    const result = await attempt(this.api.throwing.deleteAddress(id));
    if (!result.ok) return result;
    const removed = result.data.status >= 1;
    if (removed) runInAction(() => (this.list = this.list.filter((address) => address.id !== id)));
    return succeeded(removed);
  }

  reset(): void {
    this.list = [];
  }
}

/** The root's saved addresses (made with the checkout and the profile's address screens). */
export const addressesOf = privateStoreOf(
  (root, api?: AddressesApi) => new AddressesStore(api ?? createAddressesApi(root.api.http)),
);
