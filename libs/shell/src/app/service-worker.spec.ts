import { prefetchWhenIdle, shouldPrefetch } from './service-worker';

const nav = (connection?: object) => ({ connection }) as unknown as Navigator;

describe('shouldPrefetch', () => {
  it('skips prefetching on 2g and with save-data', () => {
    expect(shouldPrefetch(nav({ effectiveType: '2g' }))).toBe(false);
    expect(shouldPrefetch(nav({ effectiveType: 'slow-2g' }))).toBe(false);
    expect(shouldPrefetch(nav({ effectiveType: '4g', saveData: true }))).toBe(false);
  });
  it('prefetches otherwise, and when the browser gives no hint', () => {
    expect(shouldPrefetch(nav({ effectiveType: '4g' }))).toBe(true);
    expect(shouldPrefetch(nav())).toBe(true);
  });
});

describe('prefetchWhenIdle', () => {
  const fakeWindow = (connection?: object) =>
    ({
      navigator: { connection },
      document: { readyState: 'complete' },
      requestIdleCallback: (cb: () => void) => {
        cb();
        return 1;
      },
    }) as unknown as Window;

  it('loads the next screens when idle on a good connection', () => {
    const load = jest.fn(() => Promise.resolve());
    expect(prefetchWhenIdle([load], fakeWindow({ effectiveType: '4g' }))).toBe(true);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads one chunk per idle period, so each import starts in its own task', () => {
    const callbacks: (() => void)[] = [];
    const win = {
      ...fakeWindow({ effectiveType: '4g' }),
      requestIdleCallback: (cb: () => void) => callbacks.push(cb),
    } as unknown as Window;
    const loads = [1, 2, 3].map(() => jest.fn(() => Promise.reject(new Error('offline'))));
    prefetchWhenIdle(loads, win);
    const calls = () => loads.map((load) => load.mock.calls.length);
    expect(calls()).toEqual([0, 0, 0]);
    callbacks.shift()?.();
    expect(calls()).toEqual([1, 0, 0]);
    callbacks.shift()?.();
    expect(calls()).toEqual([1, 1, 0]);
    callbacks.shift()?.();
    expect(calls()).toEqual([1, 1, 1]);
    callbacks.shift()?.();
    expect(callbacks).toEqual([]);
  });

  it('loads nothing on 2g or with save-data', () => {
    const load = jest.fn(() => Promise.resolve());
    expect(prefetchWhenIdle([load], fakeWindow({ effectiveType: '2g' }))).toBe(false);
    expect(prefetchWhenIdle([load], fakeWindow({ saveData: true }))).toBe(false);
    expect(load).not.toHaveBeenCalled();
  });
});
