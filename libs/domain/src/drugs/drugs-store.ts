import type { ApiClient, DrugDetailDto, DrugDto } from '@gopharm/api-client';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { LoadState } from '../loading/load-state';
import { attempt, succeeded, type Result } from '../errors/result';

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
  async loadDrug(slugOrId: string | number | null | undefined): Promise<Result<DrugLookup>> {
    if (slugOrId === null || slugOrId === undefined || String(slugOrId).trim() === '') {
      this.selected = PRODUCT_NOT_FOUND;
      this.selectedState = 'loaded';
      return succeeded(PRODUCT_NOT_FOUND);
    }
    this.selectedState = 'loading';
    const result = await attempt(this.api.throwing.getDrug(slugOrId));
    return runInAction(() => {
      if (!result.ok) {
        this.selectedState = 'error';
        return result;
      }
      const found = result.data ?? PRODUCT_NOT_FOUND;
      this.selected = found;
      this.selectedState = 'loaded';
      return succeeded(found);
    });
  }

  resetSelected(): void {
    this.selected = null;
    this.selectedState = 'idle';
  }
}
