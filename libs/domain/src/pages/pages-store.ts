import { createPagesApi } from '@gopharm/api-client';
import type { PageDto, PagesApi, Result } from '@gopharm/api-client';
import { makeAutoObservable, runInAction } from 'mobx';
import { storeOf } from '../root/store-of';
import { object } from '../root/snapshot';

/** The open content page (about, contacts, delivery, payment, offer, contest, app), from v1/page/{slug}. */
export class PagesStore {
  /** The page last loaded; null when it does not exist or nothing is loaded yet. */
  selected: PageDto | null = null;

  constructor(private readonly api: PagesApi) {
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

/** The root's content page (made with the content screens), with the one a server render loaded. */
export const pagesOf = storeOf(
  (root, api?: PagesApi) => new PagesStore(api ?? createPagesApi(root.api.http)),
  {
    take: (store) => ({ page: store.selected }),
    apply: (store, snapshot) => {
      if (object(snapshot.page)) store.selected = snapshot.page ?? null;
    },
  },
);
