import { TtlCache } from './ttl-cache';

describe('TtlCache', () => {
  it('makes a value once while it lives, then again after its time', () => {
    let now = 0;
    const cache = new TtlCache<number>(1000, 10, () => now);
    let made = 0;
    const make = () => ++made;
    expect(cache.get('a', make)).toBe(1);
    now = 999;
    expect(cache.get('a', make)).toBe(1);
    now = 1000;
    expect(cache.get('a', make)).toBe(2);
  });

  it('drops the oldest entry when full', () => {
    const cache = new TtlCache<string>(60_000, 2);
    cache.get('a', () => 'a1');
    cache.get('b', () => 'b1');
    cache.get('c', () => 'c1');
    expect(cache.get('a', () => 'a2')).toBe('a2');
    expect(cache.get('c', () => 'c2')).toBe('c1');
  });
});
