import { prefetchScreens } from './prefetch-screens';

function fakeWindow(connection?: { saveData?: boolean; effectiveType?: string }) {
  const idle: (() => void)[] = [];
  return {
    win: {
      navigator: { connection },
      document: { readyState: 'complete' },
      requestIdleCallback: (callback: () => void) => idle.push(callback),
      addEventListener: jest.fn(),
    } as unknown as Window,
    runIdle: () => idle.forEach((callback) => callback()),
  };
}

describe('prefetchScreens', () => {
  it('loads the next screens once the page is idle', () => {
    const load = jest.fn(async () => ({}));
    const { win, runIdle } = fakeWindow({ effectiveType: '4g' });
    prefetchScreens([load, load], win);
    expect(load).not.toHaveBeenCalled();
    runIdle();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it.each([{ effectiveType: '2g' }, { effectiveType: 'slow-2g' }, { saveData: true, effectiveType: '4g' }])(
    'skips prefetching on %o',
    (connection) => {
      const load = jest.fn(async () => ({}));
      const { win, runIdle } = fakeWindow(connection);
      prefetchScreens([load], win);
      runIdle();
      expect(load).not.toHaveBeenCalled();
    },
  );
});
