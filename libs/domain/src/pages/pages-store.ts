import type { ApiClient, PageDto } from '@gopharm/api-client';
import { makeAutoObservable, runInAction } from 'mobx';

/** The open content page (about, contacts, delivery, payment, offer, contest, app), from v1/page/{slug}. */
export class PagesStore {
  /** The page last loaded; null when it does not exist or nothing is loaded yet. */
  selected: PageDto | null = null;

  constructor(private readonly api: ApiClient) {
    makeAutoObservable<PagesStore, 'api'>(this, { api: false });
  }

  /** Loads a page; false when the call failed (a page that does not exist leaves `selected` null). */
  async select(slug: string): Promise<boolean> {
    const page = await this.api.getPage(slug);
    runInAction(() => (this.selected = page || null));
    return page !== false;
  }

  /** The loaded page of that slug, if it is the one loaded. */
  bySlug(slug: string): PageDto | null {
    return this.selected?.slug === slug ? this.selected : null;
  }
}
