import type { AddressDto, ApiClient } from '@gopharm/api-client';
import { makeAutoObservable, runInAction } from 'mobx';
import { refusalOf, type Refusal } from '../errors/refusal';

/** Saving an address: the saved one, or why the server refused, as the shopper is told it. */
export type AddressStep = { ok: true; address: AddressDto } | { ok: false; refusal: Refusal };

/** The user's saved delivery addresses (private data: cleared on logout). */
export class AddressesStore {
  list: AddressDto[] = [];

  constructor(private readonly api: ApiClient) {
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

  async remove(id: number): Promise<boolean> {
    const answer = await this.api.deleteAddress(id);
    if (answer === false || answer.status < 1) return false;
    runInAction(() => (this.list = this.list.filter((address) => address.id !== id)));
    return true;
  }

  reset(): void {
    this.list = [];
  }
}
