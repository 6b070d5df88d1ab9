import type { ApiClient, PageDto, Result } from '@gopharm/api-client';
import { makeAutoObservable, runInAction } from 'mobx';

/** The open content page (about, contacts, delivery, payment, offer, contest, app), from v1/page/{slug}. */
export class PagesStore {
  /** The page last loaded; null when it does not exist or nothing is loaded yet. */
  selected: PageDto | null = null;

  constructor(private readonly api: ApiClient) {
    makeAutoObservable<PagesStore, 'api'>(this, { api: false });
  }

  /** Loads a page; a page that does not exist leaves `selected` null. */
  async select(slug: string): Promise<Result<PageDto | null>> {
    const result = await this.api.getPage(slug);
    runInAction(() => (this.selected = result.ok ? result.data : null));
    return result;
  }

  /** The loaded page of that slug, if it is the one loaded. */
  bySlug(slug: string): PageDto | null {
    return this.selected?.slug === slug ? this.selected : null;
  }
}
