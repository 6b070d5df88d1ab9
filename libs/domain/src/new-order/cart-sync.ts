// The cart's sync with the cart the API keeps for a signed-in shopper (issue 43): loaded with the first save, so
// the first load carries only the recording of changes (new-order-store.ts).
import { createKeptCartApi, type ApiClient, type KeptCartDto } from '@gopharm/api-client';
// Types only from @gopharm/util: a value imported from its index here splits the first load into more chunks.
import type { Locale } from '@gopharm/util';
import { runInAction } from 'mobx';
import type { AuthStore } from '../auth/auth-store';
import type { LocaleStore } from '../locale/locale-store';
import { toCartLine, type CartChange, type CartLine } from './cart-line';

/** A signed-in shopper's changes go to the API this long after the last one (a run of taps on + is one call). */
export const CART_SAVE_DELAY_MS = 1_000;
/** A failed save is tried again after twice as long each time, up to this. */
const CART_SAVE_RETRY_MAX_MS = 60_000;

/** What the sync keeps between calls, on the cart it syncs. */
export interface SyncState {
  timer?: ReturnType<typeof setTimeout>;
  /** A call is under way: the next waits for it. */
  saving?: boolean;
  /** Failed calls in a row. */
  failures?: number;
}

/** The cart a sync works on (the NewOrderStore). */
export interface SyncedOrder {
  readonly lines: CartLine[];
  unsaved: CartChange[];
  readonly syncState: SyncState;
  adopt(lines: CartLine[]): void;
}

/** What a sync asks of the rest of the app (the root store gives it). */
export interface SyncContext {
  readonly locale: Pick<LocaleStore, 'code'>;
  readonly auth: Pick<AuthStore, 'token'>;
  /** The clock the changes were timed by. */
  now(): number;
}

type Sync = { order: SyncedOrder; root: SyncContext; api: ApiClient };

/**
 * The cart after the API's answer: a line changed on this device since the call went keeps its own state (the
 * next call sends it); any other takes the kept quantity, or goes when the API keeps none. Lines stay where they
 * are; lines new to this device come first, newest first. The same lines as before answer `local` itself.
 */
export function adoptKeptCart(
  local: CartLine[],
  kept: KeptCartDto['lines'],
  unsaved: ReadonlySet<number>,
  lan: Locale,
  now: number,
): CartLine[] {
  const keptLine = (one: KeptCartDto['lines'][number]): CartLine => ({
    ...toCartLine(one.drug, one.qty, lan),
    at: now - one.age_ms,
  });
  const byDrug = new Map(kept.map((one) => [one.drug.id, one]));
  const onDevice = new Set(local.map((line) => line.drug));
  const arrived = kept.filter((one) => !onDevice.has(one.drug.id) && !unsaved.has(one.drug.id)).map(keptLine);
  const stayed = local.flatMap((line) => {
    const one = byDrug.get(line.drug);
    if (unsaved.has(line.drug) || one?.qty === line.qty) return [line];
    return one ? [keptLine(one)] : [];
  });
  const same =
    arrived.length === 0 && stayed.length === local.length && stayed.every((line, i) => line === local[i]);
  return same ? local : [...arrived, ...stayed];
}

/**
 * The unsaved changes with each line of the device's cart not among them, as a change made when the shopper made
 * it: what joins the account's cart at sign-in (a guest's removals too).
 */
export function joinedChanges(lines: CartLine[], unsaved: CartChange[], oldest: number): CartChange[] {
  const changed = new Set(unsaved.map((change) => change.drug));
  return [
    ...unsaved,
    ...lines
      .filter((line) => !changed.has(line.drug))
      .map((line) => ({ drug: line.drug, qty: line.qty, at: line.at ?? oldest })),
  ];
}

/** How much one call sends, and the time of a line kept from before changes had times (the oldest stored). */
export interface SyncLimits {
  batch: number;
  oldest: number;
}

/** Why the cart is saved: a change (saved a moment later), a visit's start, or a sign-in (the device's cart joins). */
export type SaveCause = 'change' | 'visit' | 'sign-in';

/**
 * Saves, a moment after a change (a change meanwhile puts it off again), at once otherwise. Until the API answers,
 * the cart on the device is the truth; a failed call is tried again after twice as long each time, and a change
 * made while one is under way goes with the next. After sign-in every line of the device's cart goes as a change.
 */
export function saveAfter(cause: SaveCause, sync: Sync, limits: SyncLimits): void {
  const { order } = sync;
  if (cause === 'sign-in')
    runInAction(() => (order.unsaved = joinedChanges(order.lines, order.unsaved, limits.oldest)));
  saveIn(cause === 'change' ? CART_SAVE_DELAY_MS : 0, sync, limits);
}

function saveIn(delayMs: number, sync: Sync, limits: SyncLimits): void {
  const state = sync.order.syncState;
  clearTimeout(state.timer);
  state.timer = setTimeout(() => void saveNow(sync, limits), delayMs);
  // Node (a test) need not stay up for it; a browser has no unref.
  (state.timer as unknown as { unref?: () => void }).unref?.();
}

async function saveNow(sync: Sync, limits: SyncLimits): Promise<void> {
  const state = sync.order.syncState;
  // Signed out meanwhile: what is unsaved waits for the next sign-in. A call under way sends the rest after it.
  if (state.saving || !sync.root.auth.token) return;
  state.saving = true;
  const saved = await saveCart(sync, limits.batch);
  state.saving = false;
  state.failures = saved ? 0 : (state.failures ?? 0) + 1;
  if (!saved)
    saveIn(Math.min(CART_SAVE_DELAY_MS * 2 ** state.failures, CART_SAVE_RETRY_MAX_MS), sync, limits);
  else if (sync.order.unsaved.length > 0) saveIn(CART_SAVE_DELAY_MS, sync, limits);
}

/**
 * One call: up to `batch` unsaved changes (as ages, so a wrong clock on the phone does no harm), or the kept
 * cart's read when there are none; its answer applied. False when it should be tried again.
 */
async function saveCart({ order, root, api: client }: Sync, batch: number): Promise<boolean> {
  const api = createKeptCartApi(client.http);
  const sending = order.unsaved.slice(0, batch);
  const acknowledge = () =>
    runInAction(() => (order.unsaved = order.unsaved.filter((change) => !sending.includes(change))));
  const sentAt = root.now();
  const answer = await (sending.length > 0
    ? api.saveCartChanges(
        sending.map((change) => ({
          drug_id: change.drug,
          qty: change.qty,
          age_ms: Math.max(0, Math.round(sentAt - change.at)),
        })),
      )
    : api.getKeptCart());
  if (!answer.ok) {
    // Refused as malformed, it never will be taken: dropped, so it does not hold back the changes after it.
    if (answer.error.status === 400) acknowledge();
    return answer.error.status === 400;
  }
  acknowledge();
  const stillUnsaved = new Set(order.unsaved.map((change) => change.drug));
  const lines = adoptKeptCart(order.lines, answer.data.lines, stillUnsaved, root.locale.code, root.now());
  if (lines !== order.lines) order.adopt(lines);
  return true;
}
