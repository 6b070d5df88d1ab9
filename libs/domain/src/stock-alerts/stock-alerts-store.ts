import {
  createStockAlertsApi,
  succeeded,
  type Result,
  type StockAlertDto,
  type StockAlertsApi,
} from '@gopharm/api-client';
import { makeAutoObservable, runInAction } from 'mobx';
import { refused, type Refusal } from '../errors/refusal';
import { loadInto, type LoadState } from '../loading/load-state';
import { privateStoreOf } from '../root/store-of';

/**
 * The drugs a signed-in shopper waits for ("Сообщить о поступлении"): private data, gone on sign-out. Made by the
 * product page (`stockAlertsOf`), so its code is not on the first load.
 */
export class StockAlertsStore {
  /** As last loaded: the profile's notices (answered first, then waiting). */
  list: StockAlertDto[] = [];
  /** The drugs waited for, kept as the shopper asks and cancels. */
  waiting = new Set<number>();
  state: LoadState = 'idle';

  constructor(private readonly api: StockAlertsApi) {
    makeAutoObservable<StockAlertsStore, 'api'>(this, { api: false });
  }

  load(): Promise<void> {
    return loadInto(
      this,
      () => this.api.getStockAlerts(),
      (list) => {
        this.list = list;
        this.waiting = new Set(
          list.filter((alert) => alert.notified_at === null).map((alert) => alert.drug_id),
        );
      },
    );
  }

  has(drugId: number): boolean {
    return this.waiting.has(drugId);
  }

  async add(drugId: number): Promise<Result<void, Refusal>> {
    const answer = await this.api.addStockAlert(drugId);
    if (!answer.ok) return refused(answer.error);
    runInAction(() => this.waiting.add(drugId));
    return succeeded(undefined);
  }

  async remove(drugId: number): Promise<Result<void>> {
    const answer = await this.api.removeStockAlert(drugId);
    if (!answer.ok) return answer;
    runInAction(() => {
      this.waiting.delete(drugId);
      this.list = this.list.filter((alert) => alert.drug_id !== drugId);
    });
    return succeeded(undefined);
  }

  /** Alerts answered: "снова в наличии" in the profile. */
  get answered(): StockAlertDto[] {
    return this.list.filter((alert) => alert.notified_at !== null);
  }

  reset(): void {
    this.list = [];
    this.waiting = new Set();
    this.state = 'idle';
  }
}

/** The root's alerts store (with the root's API client unless `api` is given: tests). */
export const stockAlertsOf = privateStoreOf(
  (root, api?: StockAlertsApi) => new StockAlertsStore(api ?? createStockAlertsApi(root.api.http)),
);
