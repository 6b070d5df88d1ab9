import { drugDto, fakeApi } from '../testing';
import { canSearch, SEARCH_DEBOUNCE_MS } from '@gopharm/util';
import { SearchStore } from './search-store';

function page(count: number) {
  return {
    status: 1,
    results: Array.from({ length: Math.min(count, 10) }, (_, i) => drugDto({ id: i + 1 })),
    count,
    page: 1,
    per_page: 10,
    corrected: 'парацетамол',
  };
}

describe('search', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('searches only when the text is longer than 1 character', () => {
    expect(canSearch('a')).toBe(false);
    expect(canSearch(' a ')).toBe(false);
    expect(canSearch('ab')).toBe(true);
  });

  it('searches after a 600 ms pause, once for a burst of typing', async () => {
    const getDrugs = jest.fn(async () => page(3));
    const store = new SearchStore(fakeApi({ getDrugs }));
    store.setQuery('па');
    jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1);
    store.setQuery('пар');
    jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1);
    expect(getDrugs).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    await jest.runAllTimersAsync();
    expect(getDrugs).toHaveBeenCalledTimes(1);
    expect(getDrugs).toHaveBeenCalledWith({ search: 'пар', per_page: 10 });
    expect(store.results).toHaveLength(3);
    expect(store.corrected).toBe('парацетамол');
  });

  it('does not search a single character and clears the results', async () => {
    const getDrugs = jest.fn(async () => page(3));
    const store = new SearchStore(fakeApi({ getDrugs }));
    store.setQuery('пар');
    await store.searchNow();
    store.setQuery('п');
    await jest.runAllTimersAsync();
    expect(getDrugs).toHaveBeenCalledTimes(1);
    expect(store.results).toEqual([]);
    await store.searchNow();
    expect(getDrugs).toHaveBeenCalledTimes(1);
  });

  it('shows at most 10 results and "see all" when there are more than 10', async () => {
    const store = new SearchStore(fakeApi({ getDrugs: async () => page(25) }));
    store.setQuery('витамин');
    await store.searchNow();
    expect(store.dropdown).toHaveLength(10);
    expect(store.hasMore).toBe(true);
    const few = new SearchStore(fakeApi({ getDrugs: async () => page(10) }));
    few.setQuery('витамин');
    await few.searchNow();
    expect(few.hasMore).toBe(false);
  });

  it('drops the answer of an older query, and clearing forgets everything', async () => {
    let resolveFirst: (value: ReturnType<typeof page>) => void = () => undefined;
    const getDrugs = jest
      .fn()
      .mockImplementationOnce(() => new Promise((resolve) => (resolveFirst = resolve)))
      .mockImplementationOnce(async () => page(2));
    const store = new SearchStore(fakeApi({ getDrugs }));
    store.setQuery('аспирин');
    const first = store.searchNow();
    store.setQuery('анальгин');
    await store.searchNow();
    resolveFirst(page(9));
    await first;
    expect(store.results).toHaveLength(2);
    store.clear();
    expect(store.query).toBe('');
    expect(store.results).toEqual([]);
  });

  it('keeps the previous results when the call fails', async () => {
    const getDrugs = jest.fn().mockResolvedValueOnce(page(3)).mockResolvedValueOnce(false);
    const store = new SearchStore(fakeApi({ getDrugs }));
    store.setQuery('аспирин');
    await store.searchNow();
    await store.searchNow();
    expect(store.results).toHaveLength(3);
    expect(store.loading).toBe(false);
  });
  it("shows a results page's query without searching, and searches it once the box opens", async () => {
    const getDrugs = jest.fn(async () => page(12));
    const store = new SearchStore(fakeApi({ getDrugs }));
    store.showQuery('нурофен');
    expect(store.query).toBe('нурофен');
    expect(store.shownFromAddress).toBe('нурофен');
    await jest.runAllTimersAsync();
    expect(getDrugs).not.toHaveBeenCalled();
    store.openBox();
    await jest.runAllTimersAsync();
    expect(getDrugs).toHaveBeenCalledWith({ search: 'нурофен', per_page: 10 });
    store.openBox();
    await jest.runAllTimersAsync();
    expect(getDrugs).toHaveBeenCalledTimes(1);
    store.clear();
    expect(store.shownFromAddress).toBeNull();
  });
});
