import { createArticlesApi } from '@gopharm/api-client';
import type { ArticleDto, ArticlesApi, ArticleSummaryDto, Result } from '@gopharm/api-client';
import { makeAutoObservable, runInAction } from 'mobx';
import { loadInto, type LoadState } from '../loading/load-state';
import { storeOf } from '../root/store-of';
import { list, object } from '../root/snapshot';

/** The article list (paged) and one article. */
export class ArticlesStore {
  list: ArticleSummaryDto[] = [];
  count = 0;
  state: LoadState = 'idle';
  /** The open article; null when unknown or not loaded. */
  selected: ArticleDto | null = null;

  constructor(private readonly api: ArticlesApi) {
    makeAutoObservable<ArticlesStore, 'api'>(this, { api: false });
  }

  get hasMore(): boolean {
    return this.list.length < this.count;
  }

  load(page = 1, perPage = 12): Promise<void> {
    return loadInto(
      this,
      () => this.api.getArticles(page, perPage),
      (answer) => {
        this.list = page > 1 ? [...this.list, ...answer.results] : answer.results;
        this.count = answer.count;
      },
    );
  }

  /** Loads one article; `data` null when it does not exist. */
  async select(slug: string): Promise<Result<ArticleDto | null>> {
    const result = await this.api.getArticle(slug);
    runInAction(() => (this.selected = result.ok ? result.data : null));
    return result;
  }
}

/** The root's articles (made with the article screens), with what a server render loaded of them. */
export const articlesOf = storeOf(
  (root, api?: ArticlesApi) => new ArticlesStore(api ?? createArticlesApi(root.api.http)),
  {
    take: (store) => ({
      articles: { list: store.list, count: store.count },
      selectedArticle: store.selected,
    }),
    apply: (store, snapshot) => {
      if (snapshot.articles && list(snapshot.articles.list)) {
        store.list = snapshot.articles.list;
        store.count = Number(snapshot.articles.count) || snapshot.articles.list.length;
        store.state = 'loaded';
      }
      if (object(snapshot.selectedArticle)) store.selected = snapshot.selectedArticle ?? null;
    },
  },
);
