import type { ApiClient, DrugDto, SaleDto, Result } from '@gopharm/api-client';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { loadInto, type LoadState } from '../loading/load-state';

/** The sales list and one selected sale. */
export class SalesStore {
  list: SaleDto[] = [];
  state: LoadState = 'idle';
  selected: (SaleDto & { drugs: DrugDto[] }) | null = null;

  constructor(private readonly api: ApiClient) {
    makeAutoObservable<SalesStore, 'api'>(this, { api: false, list: observableRef, selected: observableRef });
  }

  load(): Promise<void> {
    return loadInto(
      this,
      () => this.api.getSales(),
      (list) => (this.list = list),
    );
  }

  /** Loads one sale; `data` null when it does not exist. */
  async select(id: number): Promise<Result<SalesStore['selected']>> {
    const result = await this.api.getSale(id);
    runInAction(() => (this.selected = result.ok ? result.data : null));
    return result;
  }
}
