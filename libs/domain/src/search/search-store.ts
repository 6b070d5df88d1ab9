import type { ApiClient, DrugDto } from '@gopharm/api-client';
import { canSearch, SEARCH_DEBOUNCE_MS, SEARCH_MAX_RESULTS } from '@gopharm/util';
import { makeAutoObservable, runInAction } from 'mobx';
import { storeOf } from '../root/store-of';

/** The search box: searches after a 600 ms pause, shows at most 10 results and whether there are more. */
export class SearchStore {
  query = '';
  results: DrugDto[] = [];
  total = 0;
  /** The query the server corrected it to ("did you mean"), if any. */
  corrected: string | null = null;
  loading = false;
  /** The results page's query last shown in the box (from its address), not typed there; null when none. */
  shownFromAddress: string | null = null;
  /** The query shown is not the one the results are for (shown from an address): the box's opening searches it. */
  private stale = false;
  private timer: ReturnType<typeof setTimeout> | null = null;
  /** Answers of older queries that arrive late are dropped. */
  private latest = 0;

  constructor(private readonly api: ApiClient) {
    makeAutoObservable<SearchStore, 'api' | 'timer' | 'latest' | 'stale'>(this, {
      api: false,
      timer: false,
      latest: false,
      stale: false,
    });
  }

  /** The dropdown's results: at most 10. */
  get dropdown(): DrugDto[] {
    return this.results.slice(0, SEARCH_MAX_RESULTS);
  }

  /** "Посмотреть все" shows when there are more than 10 results. */
  get hasMore(): boolean {
    return this.total > SEARCH_MAX_RESULTS;
  }

  /** Typing: the search runs after a 600 ms pause, and only for 2 characters or more. */
  setQuery(text: string): void {
    this.query = text;
    this.stale = false;
    this.cancelPending();
    if (!canSearch(text)) {
      this.results = [];
      this.total = 0;
      this.corrected = null;
      return;
    }
    this.timer = setTimeout(() => void this.searchNow(), SEARCH_DEBOUNCE_MS);
  }

  /** Searches the current query at once (Enter, or the timer). */
  async searchNow(): Promise<void> {
    this.cancelPending();
    this.stale = false;
    if (!canSearch(this.query)) return;
    const id = ++this.latest;
    this.loading = true;
    const page = await this.api.getDrugs({ search: this.query.trim(), per_page: SEARCH_MAX_RESULTS });
    runInAction(() => {
      if (id !== this.latest) return;
      this.loading = false;
      if (!page.ok) return;
      this.results = page.data.results;
      this.total = page.data.count;
      this.corrected = page.data.corrected ?? null;
    });
  }

  /**
   * The results page's query, from its address (a link, a language switch, a search sent before the app ran):
   * shown in the box to be edited, not searched for the dropdown until the box opens (the page shows results).
   */
  showQuery(text: string): void {
    this.clear();
    this.query = text;
    this.shownFromAddress = text;
    this.stale = true;
  }

  /** The box opened: a query shown from an address is searched now, so the dropdown has its results. */
  openBox(): void {
    if (this.stale) void this.searchNow();
  }

  /** Leaving the search route clears the text. */
  clear(): void {
    this.cancelPending();
    this.latest++;
    this.stale = false;
    this.shownFromAddress = null;
    this.query = '';
    this.results = [];
    this.total = 0;
    this.corrected = null;
    this.loading = false;
  }

  private cancelPending(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }
}

/**
 * The search box's store, one per root, made on first use: its code loads with the search box (shell's
 * use-search-box), not with every page; the box clears it as it goes.
 */
export const searchOf = storeOf((root) => new SearchStore(root.api));
