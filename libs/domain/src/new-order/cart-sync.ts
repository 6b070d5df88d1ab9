// The cart's sync with the cart the API keeps for a signed-in shopper (issue 43): loaded with the first save, so
// the first load carries only the recording of changes (new-order-store.ts).
import { createKeptCartApi, type ApiClient, type KeptCartDto } from '@gopharm/api-client';
// Types only from @gopharm/util: a value imported from its index here splits the first load into more chunks.
import type { Locale } from '@gopharm/util';
import { runInAction } from 'mobx';
import { attempt } from '../errors/result';
import type { LocaleStore } from '../locale/locale-store';
import { toCartLine, type CartChange, type CartLine } from './cart-line';

/** The cart a sync works on (the NewOrderStore). */
export interface SyncedOrder {
  readonly lines: CartLine[];
  unsaved: CartChange[];
  adopt(lines: CartLine[]): void;
}

/** What a sync asks of the rest of the app (the root store gives it). */
export interface SyncContext {
  readonly locale: Pick<LocaleStore, 'code'>;
  /** The clock the changes were timed by. */
  now(): number;
}

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

/**
 * One call: up to `batch` unsaved changes (as ages, so a wrong clock on the phone does no harm), or the kept
 * cart's read when there are none; its answer applied. With `joinAccount` (after sign-in), every line of the
 * device's cart goes as a change. False when it should be tried again.
 */
export async function saveCart(
  { order, root, api: client }: { order: SyncedOrder; root: SyncContext; api: ApiClient },
  { batch, oldest }: SyncLimits,
  joinAccount: boolean,
): Promise<boolean> {
  const api = createKeptCartApi(client.throwing.http);
  if (joinAccount) runInAction(() => (order.unsaved = joinedChanges(order.lines, order.unsaved, oldest)));
  const sending = order.unsaved.slice(0, batch);
  const acknowledge = () =>
    runInAction(() => (order.unsaved = order.unsaved.filter((change) => !sending.includes(change))));
  const sentAt = root.now();
  const answer = await attempt(
    sending.length > 0
      ? api.saveCartChanges(
          sending.map((change) => ({
            drug_id: change.drug,
            qty: change.qty,
            age_ms: Math.max(0, Math.round(sentAt - change.at)),
          })),
        )
      : api.getKeptCart(),
  );
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
