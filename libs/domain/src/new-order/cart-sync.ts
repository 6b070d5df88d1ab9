// The cart's sync with the cart the API keeps for a signed-in shopper (issue 43): loaded with the first save, so
// the first load carries only the recording of changes (new-order-store.ts).
import { createKeptCartApi, type ApiClient, type KeptCartDto } from '@gopharm/api-client';
import { MAX_CART_CHANGES, type Locale } from '@gopharm/util';
import { attempt } from '../errors/result';
import type { LocaleStore } from '../locale/locale-store';
import { toCartLine, type CartChange, type CartLine } from './cart-line';

/** The cart a sync works on (the NewOrderStore). */
export interface SyncedOrder {
  readonly lines: CartLine[];
  readonly unsaved: CartChange[];
  adopt(lines: CartLine[], acknowledged: readonly CartChange[]): void;
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
 * One call: up to MAX_CART_CHANGES unsaved changes (as ages, so a wrong clock on the phone does no harm), or the
 * kept cart's read when there are none; its answer applied. False when it should be tried again.
 */
export async function saveCart({
  order,
  root,
  api: client,
}: {
  order: SyncedOrder;
  root: SyncContext;
  api: ApiClient;
}): Promise<boolean> {
  const api = createKeptCartApi(client.throwing.http);
  const sending = order.unsaved.slice(0, MAX_CART_CHANGES);
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
    if (answer.error.status === 400) order.adopt(order.lines, sending);
    return answer.error.status === 400;
  }
  const stillUnsaved = new Set(
    order.unsaved.filter((change) => !sending.includes(change)).map((change) => change.drug),
  );
  order.adopt(
    adoptKeptCart(order.lines, answer.data.lines, stillUnsaved, root.locale.code, root.now()),
    sending,
  );
  return true;
}
