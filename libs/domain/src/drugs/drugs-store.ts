import type { ApiClient, DrugDetailDto, DrugDto } from '@gopharm/api-client';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { LoadState } from '../categories/categories-store';

/** The marker a drug lookup yields when there is no such drug (or no id to look up). */
export const PRODUCT_NOT_FOUND = 'product-not-found' as const;
export type DrugLookup = DrugDetailDto | typeof PRODUCT_NOT_FOUND;

export class DrugsStore {
  home: DrugDto[] = [];
  homeState: LoadState = 'idle';
  /** The drug of the product page: the drug, the not-found marker, or null before a lookup. */
  selected: DrugLookup | null = null;
  selectedState: LoadState = 'idle';

  constructor(private readonly api: ApiClient) {
    // API answers are replaced whole, never changed in place: kept as they came (observableRef), they are not
    // turned into deep observables, which cost a server render as much as rendering the cards.
    makeAutoObservable<DrugsStore, 'api'>(this, { api: false, home: observableRef, selected: observableRef });
  }

  async loadHome(): Promise<void> {
    this.homeState = 'loading';
    const answer = await this.api.getDrugs({ is_home: true });
    runInAction(() => {
      if (answer === false) this.homeState = 'error';
      else {
        this.home = answer.results;
        this.homeState = 'loaded';
      }
    });
  }

  /** Looks a drug up by slug or id; no id, or an unknown one, yields the product-not-found marker. */
  async loadDrug(slugOrId: string | number | null | undefined): Promise<DrugLookup | false> {
    if (slugOrId === null || slugOrId === undefined || String(slugOrId).trim() === '') {
      this.selected = PRODUCT_NOT_FOUND;
      this.selectedState = 'loaded';
      return PRODUCT_NOT_FOUND;
    }
    this.selectedState = 'loading';
    const answer = await this.api.getDrug(slugOrId);
    return runInAction(() => {
      if (answer === false) {
        this.selectedState = 'error';
        return false;
      }
      this.selected = answer ?? PRODUCT_NOT_FOUND;
      this.selectedState = 'loaded';
      return this.selected;
    });
  }

  resetSelected(): void {
    this.selected = null;
    this.selectedState = 'idle';
  }
}
