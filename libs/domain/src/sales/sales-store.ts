import type { ApiClient, DrugDto, SaleDto } from '@gopharm/api-client';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { LoadState } from '../categories/categories-store';

/** The sales list and one selected sale. */
export class SalesStore {
  list: SaleDto[] = [];
  state: LoadState = 'idle';
  selected: (SaleDto & { drugs: DrugDto[] }) | null = null;

  constructor(private readonly api: ApiClient) {
    makeAutoObservable<SalesStore, 'api'>(this, { api: false, list: observableRef, selected: observableRef });
  }

  async load(): Promise<void> {
    this.state = 'loading';
    const list = await this.api.getSales();
    runInAction(() => {
      if (list === false) this.state = 'error';
      else {
        this.list = list;
        this.state = 'loaded';
      }
    });
  }

  async select(id: number): Promise<boolean> {
    const sale = await this.api.getSale(id);
    runInAction(() => (this.selected = sale || null));
    return sale !== false;
  }
}
