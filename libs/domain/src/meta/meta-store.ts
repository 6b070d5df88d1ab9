import type { ApiClient, MetaQuery, MetaTagDto } from '@gopharm/api-client';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { storeOf } from '../root/store-of';

/** Meta tags of the current page (the home page's come from `url=home`). */
export class MetaStore {
  tags: MetaTagDto[] = [];

  constructor(private readonly api: ApiClient) {
    makeAutoObservable<MetaStore, 'api'>(this, { api: false, tags: observableRef });
  }

  get title(): string | undefined {
    return this.tags.find((tag) => tag.hid === 'title')?.content;
  }

  async load(query: MetaQuery): Promise<void> {
    const tags = await this.api.getMetas(query);
    if (tags.ok) runInAction(() => (this.tags = tags.data));
  }
}

/** The meta tags a server render puts in the head; no screen reads them, so the browser never makes the store. */
export const metaOf = storeOf((root) => new MetaStore(root.api));
