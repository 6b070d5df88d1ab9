import { shouldPrefetch } from './service-worker';

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
