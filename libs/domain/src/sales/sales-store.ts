import { createSalesApi } from '@gopharm/api-client';
import type { DrugDto, SaleDto, SalesApi, Result } from '@gopharm/api-client';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { loadInto, type LoadState } from '../loading/load-state';
import { storeOf } from '../root/store-of';
import { list, object } from '../root/snapshot';

/** The sales list and one selected sale. */
export class SalesStore {
  list: SaleDto[] = [];
  state: LoadState = 'idle';
  selected: (SaleDto & { drugs: DrugDto[] }) | null = null;

  constructor(private readonly api: SalesApi) {
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

/**
 * The root's sales (made with the home page and the sales screens), with what a server render loaded of them; a
 * signed-in shopper's new region loads them again (onRegionSaved).
 */
export const salesOf = storeOf(
  (root, api?: SalesApi) => {
    const store = new SalesStore(api ?? createSalesApi(root.api.http));
    root.afterRegionSaved.add(() => store.load());
    return store;
  },
  {
    take: (store) => ({ sales: store.list, selectedSale: store.selected }),
    apply: (store, snapshot) => {
      if (list(snapshot.sales)) {
        store.list = snapshot.sales;
        store.state = 'loaded';
      }
      if (object(snapshot.selectedSale)) store.selected = snapshot.selectedSale ?? null;
    },
  },
);
