import { TtlCache } from './ttl-cache';

describe('TtlCache', () => {
  it('makes a value once while it lives, then again after its time', async () => {
    let now = 5000; // lru-cache reads a start of 0 as no start
    const cache = new TtlCache<number>(1000, 10, { now: () => now });
    let made = 0;
    const make = async () => ++made;
    expect(await cache.get('a', make)).toBe(1);
    now = 6000;
    expect(await cache.get('a', make)).toBe(1);
    now = 6001;
    expect(await cache.get('a', make)).toBe(2);
  });

  it('drops the least recently used entry when full', async () => {
    const cache = new TtlCache<string>(60_000, 2);
    await cache.get('a', async () => 'a1');
    await cache.get('b', async () => 'b1');
    await cache.get('a', async () => 'a2');
    await cache.get('c', async () => 'c1');
    expect(await cache.get('b', async () => 'b2')).toBe('b2');
    expect(await cache.get('c', async () => 'c2')).toBe('c1');
  });

  it('makes a value once for concurrent askers and keeps no failure', async () => {
    const cache = new TtlCache<string>(60_000, 10);
    let made = 0;
    const fail = async (): Promise<string> => {
      made++;
      throw new Error('down');
    };
    await expect(Promise.all([cache.get('a', fail), cache.get('a', fail)])).rejects.toThrow('down');
    expect(made).toBe(1);
    expect(await cache.get('a', async () => 'a1')).toBe('a1');
  });

  it('still answers an asker whose entry was pushed out meanwhile', async () => {
    const cache = new TtlCache<string>(60_000, 1);
    let release!: (value: string) => void;
    const slow = cache.get('a', () => new Promise<string>((resolve) => (release = resolve)));
    await cache.get('b', async () => 'b1');
    release('a1');
    expect(await slow).toBe('a1');
  });
});
