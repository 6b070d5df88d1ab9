import type { ApiClient, DrugDto } from '@gopharm/api-client';
import { makeAutoObservable } from 'mobx';
import type { Logger } from '../ports/ports';
import type { ReadsAuth } from '../auth/auth-store';

/** What the recently-seen list keeps of a drug (spec, section 3). */
export type ViewedDrug = Pick<
  DrugDto,
  | 'id'
  | 'slug'
  | 'manufacturer'
  | 'labels'
  | 'max_count'
  | 'name'
  | 'international_name'
  | 'price'
  | 'image_thumbnail'
>;

/** How many drugs the list keeps. */
export const LAST_DRUGS_LIMIT = 20;

export function toViewed(drug: DrugDto): ViewedDrug {
  const { id, slug, manufacturer, labels, max_count, name, international_name, price, image_thumbnail } =
    drug;
  return { id, slug, manufacturer, labels, max_count, name, international_name, price, image_thumbnail };
}

/**
 * Recently viewed drugs, newest first, kept locally and on the server for a signed-in user (joined to the
 * account's at sign-in, then read from it: joinAccount, sign-in-store.ts).
 */
export class UserLastDrugsStore {
  items: ViewedDrug[] = [];

  constructor(
    private readonly root: ReadsAuth,
    private readonly api: ApiClient,
    private readonly logger: Logger,
  ) {
    makeAutoObservable<UserLastDrugsStore, 'root' | 'api' | 'logger'>(this, {
      root: false,
      api: false,
      logger: false,
    });
  }

  /** Adds a drug only when its id is numeric (else logs an error) and only when it is not there yet. */
  add(drug: DrugDto): boolean {
    if (typeof drug.id !== 'number' || !Number.isInteger(drug.id)) {
      this.logger.error('Recently viewed: the drug id is not numeric', drug.id);
      return false;
    }
    if (this.items.some((item) => item.id === drug.id)) return false;
    this.items = [toViewed(drug), ...this.items].slice(0, LAST_DRUGS_LIMIT);
    if (this.root.auth.token) void this.api.addViewedDrug(drug.id);
    return true;
  }
}
