import { createPharmaciesApi } from '@gopharm/api-client';
import { makeAutoObservable, runInAction } from 'mobx';
import { loadInto, type LoadState } from '../loading/load-state';
import type { RootStore } from '../root/root-store';
import { storeOf } from '../root/store-of';
import type { Result, PharmaciesApi, PharmacyDto } from '@gopharm/api-client';

/** The region's pharmacies (map and list) and the pick-up pharmacies that hold the whole cart. */
export class PharmaciesStore {
  list: PharmacyDto[] = [];
  state: LoadState = 'idle';
  /** Pick-up choices for the current cart. */
  forCart: PharmacyDto[] = [];

  constructor(
    private readonly root: RootStore,
    private readonly api: PharmaciesApi,
  ) {
    makeAutoObservable<PharmaciesStore, 'root' | 'api'>(this, { root: false, api: false });
  }

  /** All pharmacies of the region; with `withCart`, `has_all` tells which hold every cart line. */
  load(withCart = false): Promise<void> {
    const lines = withCart ? this.cartLines() : undefined;
    return loadInto(
      this,
      () => this.api.getPharmacies(lines),
      (list) => (this.list = list),
    );
  }

  /**
   * The region's pharmacies that hold a drug ("Показать на карте" on its page), in `list`; a failed call leaves
   * the list as it was.
   */
  async loadHolding(drugId: number): Promise<Result<PharmacyDto[]>> {
    this.state = 'loading';
    const result = await this.api.getPharmacies([{ drug_id: drugId, qty: 1 }]);
    runInAction(() => {
      if (!result.ok) this.state = 'error';
      else {
        this.list = result.data.filter((pharmacy) => pharmacy.has_all);
        this.state = 'loaded';
      }
    });
    return result;
  }

  /** The pick-up pharmacies of the region that hold the whole cart. */
  async loadForCart(): Promise<void> {
    const lines = this.cartLines();
    if (lines.length === 0) {
      this.forCart = [];
      return;
    }
    const stores = await this.root.api.getCartStores(lines);
    if (stores.ok) runInAction(() => (this.forCart = stores.data));
  }

  private cartLines() {
    return this.root.newOrder.lines.map((line) => ({ drug_id: line.drug, qty: line.qty }));
  }
}

/** The root's pharmacies (made with the map screens and the checkout's pick-up). */
export const pharmaciesOf = storeOf(
  (root, api?: PharmaciesApi) => new PharmaciesStore(root, api ?? createPharmaciesApi(root.api.http)),
);
