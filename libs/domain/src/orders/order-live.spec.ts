import type { OrderStreamMessage } from '@gopharm/api-client';
import { fakeApi } from '../testing';
import type { RootStore } from '../root/root-store';
import { OrderLive } from './order-live';
import { orderHistoryOf, type OrderHistoryStore } from './order-history-store';

type Read = ConstructorParameters<typeof OrderLive>[1];

/** A stream double: each open is recorded, and the test ends it or sends messages down it. */
function fakeStreams() {
  const opens: Array<{
    lastEventId?: string;
    send: (message: OrderStreamMessage) => void;
    end: (status: number, retryAfter?: number) => void;
  }> = [];
  const read: Read = (options) =>
    new Promise((resolve) => {
      opens.push({
        lastEventId: options.lastEventId,
        send: options.onMessage,
        end: (status, retryAfter) => resolve({ status, retryAfter }),
      });
      options.signal.addEventListener('abort', () => resolve({ status: 0 }));
    });
  return { opens, read };
}

function rootWith(getOrder: (id: number) => Promise<unknown>, token: string | null = 'token') {
  const api = fakeApi({ getOrder: getOrder as never });
  const root = { auth: { token }, api } as unknown as RootStore;
  return { root, orders: orderHistoryOf(root) };
}

const flush = () => new Promise((resolve) => setImmediate(resolve));

describe('following orders live', () => {
  beforeEach(() => jest.useFakeTimers({ doNotFake: ['setImmediate'] }));
  afterEach(() => jest.useRealTimers());

  it('opens one stream for every screen that follows and closes it when the last stops', async () => {
    const streams = fakeStreams();
    const live = new OrderLive(rootWith(async () => false).root, streams.read);
    const stopPage = live.follow();
    const stopHistory = live.follow();
    await flush();
    expect(streams.opens).toHaveLength(1);
    stopPage();
    stopPage();
    await flush();
    jest.advanceTimersByTime(60_000);
    expect(streams.opens).toHaveLength(1);
    stopHistory();
    await flush();
    jest.advanceTimersByTime(60_000);
    await flush();
    // Aborted by the last stop: not reopened.
    expect(streams.opens).toHaveLength(1);
  });

  it('reads the shown order again on each change, and reopens a lost stream from the last event it had', async () => {
    const streams = fakeStreams();
    const read = jest.fn(async (id: number) => ({ id, status: 'accept' }));
    const { root, orders } = rootWith(read);
    orders.selected = { id: 7, status: 'pending' } as unknown as OrderHistoryStore['selected'];
    const live = new OrderLive(root, streams.read, () => 1);
    live.follow();
    await flush();
    streams.opens[0].send({
      kind: 'change',
      id: '41',
      change: { order_id: 7, status: 'accept', occurred_at: '' },
    });
    // Another order, not shown here: not read.
    streams.opens[0].send({
      kind: 'change',
      id: '42',
      change: { order_id: 8, status: 'accept', occurred_at: '' },
    });
    await flush();
    expect(read.mock.calls).toEqual([[7]]);
    expect(orders.selected?.status).toBe('accept');
    streams.opens[0].end(0);
    await flush();
    jest.advanceTimersByTime(1_000);
    await flush();
    expect(streams.opens).toHaveLength(2);
    expect(streams.opens[1].lastEventId).toBe('42');
  });

  it('waits longer after each failure, up to 30 s, spread by jitter; a 429 waits its Retry-After; a 401 stops', async () => {
    const streams = fakeStreams();
    let jitter = 0;
    const live = new OrderLive(rootWith(async () => false).root, streams.read, () => jitter);
    live.follow();
    await flush();
    const waits: number[] = [];
    /** Fails the current stream and measures, to the second, how long until the next is opened. */
    const failAndMeasure = async (status: number, retryAfter?: number) => {
      const before = streams.opens.length;
      streams.opens[before - 1].end(status, retryAfter);
      await flush();
      let waited = 0;
      while (streams.opens.length === before && waited < 120) {
        jest.advanceTimersByTime(1_000);
        waited++;
        await flush();
      }
      waits.push(waited);
    };
    for (let i = 0; i < 7; i++) await failAndMeasure(0);
    // With no jitter (0): half of 1, 2, 4, 8, 16, 30, 30 s, rounded up to whole seconds.
    expect(waits).toEqual([1, 1, 2, 4, 8, 15, 15]);
    jitter = 1;
    await failAndMeasure(429, 20);
    expect(waits.at(-1)).toBe(20);
    await failAndMeasure(401);
    expect(waits.at(-1)).toBe(120);
  });

  it('opens nothing without a sign-in', async () => {
    const streams = fakeStreams();
    const live = new OrderLive(rootWith(async () => false, null).root, streams.read);
    live.follow();
    await flush();
    expect(streams.opens).toHaveLength(0);
  });
});
