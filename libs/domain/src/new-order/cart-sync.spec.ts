import { removeLine } from './cart-edits';
import { AppError, failed, succeeded, type DrugDto, type KeptCartDto } from '@gopharm/api-client';
import { runInAction } from 'mobx';
import { createRootStore, type RootStore } from '../root/root-store';
import { joinAccount } from '../auth/sign-in-store';
import { drugDto, fakeApi, memoryStorage, userDto } from '../testing';
import { toCartLine, type CartLine } from './cart-line';
import { adoptKeptCart, CART_SAVE_DELAY_MS } from './cart-sync';

const drugs = [1, 2, 3, 4].map((id) => drugDto({ id, price: 1_000 * id, max_count: 9 }));
const [one, two, three, four] = drugs;
const NOW = 1_800_000_000_000;

const line = (drug: DrugDto, qty: number): CartLine => ({ ...toCartLine(drug, qty, 'ru'), at: NOW - 60_000 });
const kept = (drug: DrugDto, qty: number, age_ms = 1_000): KeptCartDto['lines'][number] => ({
  drug,
  qty,
  age_ms,
});
const shown = (lines: CartLine[]) => lines.map((l) => `${l.drug}×${l.qty}`);

describe('the kept cart taken into the device’s (adoptKeptCart)', () => {
  it('keeps the device’s lines where they are, with the kept quantities, and puts lines new to it first', () => {
    const local = [line(one, 1), line(two, 2)];
    const adopted = adoptKeptCart(local, [kept(three, 3), kept(two, 5), kept(one, 1)], new Set(), 'ru', NOW);
    expect(shown(adopted)).toEqual(['3×3', '1×1', '2×5']);
    // A line that did not change is the same line (nothing re-renders); one that did, when the API says so.
    expect(adopted[1]).toBe(local[0]);
    expect(adopted[0].at).toBe(NOW - 1_000);
    expect(adopted[0]).toMatchObject({ name: three.name, price: 3_000, lan: 'ru' });
  });

  it('removes a line the API no longer keeps (removed on another device)', () => {
    expect(shown(adoptKeptCart([line(one, 1), line(two, 2)], [kept(two, 2)], new Set(), 'ru', NOW))).toEqual([
      '2×2',
    ]);
  });

  it('leaves a line changed since the call went as the device has it: added, changed or removed', () => {
    const local = [line(one, 4), line(two, 2)];
    const unsaved = new Set([1, 2, 3]);
    // One changed here (4 packs), two added here, three removed here: the next call sends them.
    const adopted = adoptKeptCart(local, [kept(one, 1), kept(three, 2)], unsaved, 'ru', NOW);
    expect(shown(adopted)).toEqual(['1×4', '2×2']);
    expect(adopted).toBe(local);
  });

  it('answers the device’s own array when nothing differs, and never sums quantities', () => {
    const local = [line(one, 2), line(two, 2)];
    expect(adoptKeptCart(local, [kept(one, 2), kept(two, 2)], new Set(), 'ru', NOW)).toBe(local);
    expect(shown(adoptKeptCart(local, [kept(one, 3), kept(two, 2)], new Set(), 'ru', NOW))).toEqual([
      '1×3',
      '2×2',
    ]);
  });
});

/** The API's side of v1/cart/lines, as far as the store sees it: each call recorded, each answer chosen. */
function keptCartServer() {
  const puts: Array<Array<{ drug_id: number; qty: number; age_ms: number }>> = [];
  let gets = 0;
  let answer: () => Promise<KeptCartDto | AppError> = async () => ({ status: 1, lines: [] });
  // As the client yields it: the answer, or the failure a test gives as an AppError.
  const answered = async () => {
    const given = await answer();
    return given instanceof AppError ? failed(given) : succeeded(given);
  };
  const http = {
    get: async () => {
      gets += 1;
      return answered();
    },
    send: async (_path: string, init: { method: string; body: Blob }) => {
      puts.push(JSON.parse(await init.body.text()).lines);
      return answered();
    },
  };
  return {
    http,
    puts,
    gets: () => gets,
    answers(next: () => Promise<KeptCartDto | AppError>) {
      answer = next;
    },
  };
}

const signIn = (root: RootStore) => runInAction(() => (root.auth.user = { token: 't', user: userDto() }));

describe('a signed-in shopper’s cart saved to the API (NewOrderStore)', () => {
  beforeEach(() => jest.useFakeTimers({ now: NOW, doNotFake: ['setImmediate'] }));
  afterEach(() => jest.useRealTimers());

  function setup(signedIn = true, storage = memoryStorage()) {
    const server = keptCartServer();
    const root = createRootStore({
      locale: 'ru',
      api: fakeApi({ http: server.http as never }),
      storage,
    });
    if (signedIn) signIn(root);
    return { root, cart: root.newOrder, server, storage };
  }
  /** Lets the timers fire and the calls they start settle. */
  const pass = async (ms: number) => {
    await jest.advanceTimersByTimeAsync(ms);
  };

  it('saves a run of changes as one call a second after the last, with each change’s age', async () => {
    const { root, cart, server } = setup();
    await root.ready;
    await pass(0);
    server.puts.length = 0;
    cart.setQuantity(one, 1);
    await pass(300);
    cart.setQuantity(one, 2);
    cart.setQuantity(two, 1);
    await pass(500);
    removeLine(cart, two.id);
    expect(server.puts).toEqual([]);
    await pass(CART_SAVE_DELAY_MS);
    expect(server.puts).toEqual([
      [
        { drug_id: 2, qty: 0, age_ms: CART_SAVE_DELAY_MS },
        { drug_id: 1, qty: 2, age_ms: CART_SAVE_DELAY_MS + 500 },
      ],
    ]);
    expect(cart.unsaved).toEqual([]);
  });

  it('keeps the device’s cart while the API cannot be reached, and tries again until it answers', async () => {
    const { root, cart, server } = setup();
    await root.ready;
    await pass(0);
    server.answers(async () => {
      return new AppError(500, 'Network Error', 'network');
    });
    cart.setQuantity(one, 3);
    await pass(CART_SAVE_DELAY_MS);
    expect(server.puts).toHaveLength(1);
    expect(shown(cart.lines)).toEqual(['1×3']);
    expect(cart.unsaved).toHaveLength(1);
    // Twice as long after each failure.
    await pass(2 * CART_SAVE_DELAY_MS);
    expect(server.puts).toHaveLength(2);
    server.answers(async () => ({ status: 1, lines: [kept(one, 3), kept(four, 1, 90_000)] }));
    await pass(4 * CART_SAVE_DELAY_MS);
    expect(server.puts).toHaveLength(3);
    expect(server.puts[2]).toEqual([{ drug_id: 1, qty: 3, age_ms: 7 * CART_SAVE_DELAY_MS }]);
    expect(shown(cart.lines)).toEqual(['4×1', '1×3']);
    expect(cart.unsaved).toEqual([]);
  });

  it('sends a change made while a call is under way with the next call, and does not let the answer undo it', async () => {
    const { root, cart, server } = setup();
    await root.ready;
    await pass(0);
    let answerFirst: (kept: KeptCartDto) => void = () => undefined;
    server.answers(() => new Promise((resolve) => (answerFirst = resolve)));
    cart.setQuantity(one, 1);
    await pass(CART_SAVE_DELAY_MS);
    cart.setQuantity(one, 5);
    answerFirst({ status: 1, lines: [kept(one, 1)] });
    await pass(0);
    expect(shown(cart.lines)).toEqual(['1×5']);
    server.answers(async () => ({ status: 1, lines: [kept(one, 5)] }));
    await pass(CART_SAVE_DELAY_MS);
    expect(server.puts.at(-1)).toEqual([{ drug_id: 1, qty: 5, age_ms: CART_SAVE_DELAY_MS }]);
    expect(cart.unsaved).toEqual([]);
  });

  it('drops changes the API refuses as malformed, so they do not hold back the next', async () => {
    const { root, cart, server } = setup();
    await root.ready;
    await pass(0);
    server.answers(async () => {
      return new AppError(400, 'Bad Request');
    });
    cart.setQuantity(one, 1);
    await pass(CART_SAVE_DELAY_MS);
    expect(cart.unsaved).toEqual([]);
    expect(shown(cart.lines)).toEqual(['1×1']);
  });

  it('keeps a guest’s cart on the device, then joins it to the account’s at sign-in: each line and removal as a change of its time', async () => {
    const { root, cart, server } = setup(false);
    await root.ready;
    cart.setQuantity(one, 2);
    cart.setQuantity(two, 1);
    removeLine(cart, two.id);
    await pass(10 * CART_SAVE_DELAY_MS);
    expect(server.puts).toEqual([]);
    expect(server.gets()).toBe(0);
    // The account's cart, changed on a computer: drug 3, and drug 1 an hour ago (older than this phone's change).
    server.answers(async () => ({ status: 1, lines: [kept(three, 1), kept(one, 2)] }));
    signIn(root);
    await joinAccount(root);
    await pass(0);
    expect(server.puts).toEqual([
      [
        { drug_id: 2, qty: 0, age_ms: 10 * CART_SAVE_DELAY_MS },
        { drug_id: 1, qty: 2, age_ms: 10 * CART_SAVE_DELAY_MS },
      ],
    ]);
    expect(shown(cart.lines)).toEqual(['3×1', '1×2']);
  });

  it('keeps unsaved changes on the device: the next visit sends them, and with none reads the kept cart', async () => {
    const storage = memoryStorage();
    const first = setup(true, storage);
    await first.root.ready;
    await pass(0);
    first.server.answers(async () => {
      return new AppError(500, 'Network Error', 'network');
    });
    first.cart.setQuantity(one, 2);
    await pass(CART_SAVE_DELAY_MS);
    first.root.dispose();

    const next = setup(false, storage);
    signIn(next.root);
    next.server.answers(async () => ({ status: 1, lines: [kept(one, 2)] }));
    await next.root.ready;
    await pass(0);
    expect(next.server.puts).toEqual([[{ drug_id: 1, qty: 2, age_ms: CART_SAVE_DELAY_MS }]]);
    expect(next.cart.unsaved).toEqual([]);

    // Another visit with nothing unsaved reads the kept cart (a line removed on another device goes).
    const third = setup(false, storage);
    signIn(third.root);
    await third.root.ready;
    await pass(0);
    expect(third.server.gets()).toBe(1);
    expect(third.cart.lines).toEqual([]);
  });
});
