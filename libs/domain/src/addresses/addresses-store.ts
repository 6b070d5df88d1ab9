import type { AddressDto, ApiClient } from '@gopharm/api-client';
import { makeAutoObservable, runInAction } from 'mobx';

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

  async save(address: Omit<AddressDto, 'id'>): Promise<AddressDto | false> {
    const saved = await this.api.saveAddress(address);
    if (saved !== false) runInAction(() => (this.list = [saved, ...this.list]));
    return saved;
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
