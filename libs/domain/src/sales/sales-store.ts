import type { ApiClient, DrugDto, SaleDto } from '@gopharm/api-client';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { LoadState } from '../categories/categories-store';
import { attempt, type Result } from '../errors/result';

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

  /** Loads one sale; `data` null when it does not exist. */
  async select(id: number): Promise<Result<SalesStore['selected']>> {
    const result = await attempt(this.api.throwing.getSale(id));
    runInAction(() => (this.selected = result.ok ? result.data : null));
    return result;
  }
}
