import type { ApiClient, ArticleDto, ArticleSummaryDto, Result } from '@gopharm/api-client';
import { makeAutoObservable, runInAction } from 'mobx';
import { loadInto, type LoadState } from '../loading/load-state';

/** The article list (paged) and one article. */
export class ArticlesStore {
  list: ArticleSummaryDto[] = [];
  count = 0;
  state: LoadState = 'idle';
  /** The open article; null when unknown or not loaded. */
  selected: ArticleDto | null = null;

  constructor(private readonly api: ApiClient) {
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
