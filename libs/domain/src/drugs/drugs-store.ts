import type { ApiClient, DrugDetailDto, DrugDto, Result } from '@gopharm/api-client';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { LoadState } from '../loading/load-state';
import { succeeded } from '@gopharm/api-client';
import { storeOf } from '../root/store-of';
import { list } from '../root/snapshot';

/** The marker a drug lookup yields when there is no such drug (or no id to look up). */
export const PRODUCT_NOT_FOUND = 'product-not-found' as const;
export type DrugLookup = DrugDetailDto | typeof PRODUCT_NOT_FOUND;

export class DrugsStore {
  home: DrugDto[] = [];
  homeState: LoadState = 'idle';

  constructor(private readonly api: ApiClient) {
    // API answers are replaced whole, never changed in place: kept as they came (observableRef), they are not
    // turned into deep observables, which cost a server render as much as rendering the cards.
    makeAutoObservable<DrugsStore, 'api'>(this, { api: false, home: observableRef });
  }

  async loadHome(): Promise<void> {
    this.homeState = 'loading';
    const answer = await this.api.getDrugs({ is_home: true });
    runInAction(() => {
      if (!answer.ok) this.homeState = 'error';
      else {
        this.home = answer.data.results;
        this.homeState = 'loaded';
      }
    });
  }

  /**
   * Looks a drug up by slug or id; no id, or an unknown one, yields the product-not-found marker. The product
   * screen keeps what it yields under its data key (shell's productData, read by useData), so the store keeps no "selected" drug of its own.
   */
  async loadDrug(slugOrId: string | number | null | undefined): Promise<Result<DrugLookup>> {
    if (slugOrId === null || slugOrId === undefined || String(slugOrId).trim() === '') {
      return succeeded(PRODUCT_NOT_FOUND);
    }
    const result = await this.api.getDrug(slugOrId);
    return result.ok ? succeeded(result.data ?? PRODUCT_NOT_FOUND) : result;
  }
}

/**
 * The root's drugs (made with the home and product pages), with the home page's list a server render loaded; a
 * signed-in shopper's new region loads that list again (resetForSavedRegion).
 */
export const drugsOf = storeOf(
  (root) => {
    const store = new DrugsStore(root.api);
    // The home page's list is the region's: a signed-in shopper's new region loads it again.
    root.afterRegionSaved.add(() => store.loadHome());
    return store;
  },
  {
    take: (store) => ({ homeDrugs: store.home }),
    apply: (store, snapshot) => {
      if (list(snapshot.homeDrugs)) {
        store.home = snapshot.homeDrugs;
        store.homeState = 'loaded';
      }
    },
  },
);
