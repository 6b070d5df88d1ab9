import {
  noAnswer,
  succeeded,
  type ApiClient,
  type CartCheckDto,
  type DrugDto,
  type OrderDto,
  type Result,
} from '@gopharm/api-client';
import { makeAutoObservable, runInAction } from 'mobx';
import type { OrdersStore } from '../orders/orders-store';
import type { AuthStore } from '../auth/auth-store';
import { renamedLine, toCartLine, type CartChange, type CartLine } from './cart-line';
import { emptyDraft, type OrderDraft } from './order-draft';
import {
  cashbackFor,
  courierAllowed,
  MAX_CART_CHANGES,
  normalizeQuantity,
  shortOfMinimum,
  STORAGE_EXPIRY_MS,
} from '@gopharm/util';
import type { SaveCause, SyncContext, SyncState } from './cart-sync';
import type { PlacementContext } from './order-placement';
import type { PlaceOrderResult } from './place-order-result';

/** The checkout's module could not be fetched: told as a call without an answer (the generic notice). */

/** v1/drugs gives at most 60 a page. */
const RENAME_BATCH = 60;

/** Changes kept unsaved at most (a guest's removals wait for a sign-in): the oldest go first. */
const MAX_UNSAVED = 200;

/** What the cart asks of the rest of the app, beyond what placing the order does. */
export interface NewOrderContext extends PlacementContext, SyncContext {
  readonly orders: PlacementContext['orders'] & Pick<OrdersStore, 'minimum'>;
  readonly auth: PlacementContext['auth'] & Pick<AuthStore, 'token'>;
  newId(): string;
}

/** The cart and the checkout draft ("newOrder"), and placing the order. */
export class NewOrderStore {
  lines: CartLine[] = [];
  draft: OrderDraft = emptyDraft();
  delivery: CartCheckDto['delivery'] | null = null;
  /** From the last cart check; null until the server has told it. */
  cashbackPercent: number | null = null;
  placing = false;
  /**
   * Changes the API has not acknowledged, newest first (kept on the device): a signed-in shopper's go to the API
   * soon after they are made and again until it answers; a guest's join the account's cart at sign-in.
   */
  unsaved: CartChange[] = [];
  /** One key per attempt to order this cart: a repeated click cannot create a second order. */
  private idempotencyKey: string | null = null;
  /** The sync's own state (its timer, the call under way, failures in a row): cart-sync.ts keeps it. */
  readonly syncState: SyncState = {};
  /**
   * What the shopper changed in the draft (updateDraft) since the page started, until the stored draft is read
   * (then null): a checkout hydrated from the server's HTML takes choices and typing before that read, which must
   * not undo them.
   */
  private draftChanges: Partial<OrderDraft> | null = {};

  constructor(
    private readonly root: NewOrderContext,
    private readonly api: ApiClient,
  ) {
    makeAutoObservable<NewOrderStore, 'root' | 'api' | 'idempotencyKey' | 'draftChanges' | 'placement'>(
      this,
      {
        root: false,
        api: false,
        idempotencyKey: false,
        draftChanges: false,
        placement: false,
        orderKey: false,
        syncState: false,
        save: false,
      },
    );
  }

  get total(): number {
    return this.lines.reduce((sum, line) => sum + line.price * line.qty, 0);
  }

  /** What this cart would earn back once delivered (as the server counts it: whole sum, rounded down). */
  get cashback(): number | null {
    return this.cashbackPercent === null ? null : cashbackFor(this.total, this.cashbackPercent);
  }

  get lineCount(): number {
    return this.lines.length;
  }

  get itemCount(): number {
    return this.lines.reduce((sum, line) => sum + line.qty, 0);
  }

  /** Below the minimum order amount (when the minimum is known). */
  get belowMinimum(): boolean {
    const minimum = this.root.orders.minimum;
    return minimum !== null && this.total < minimum;
  }

  /**
   * How much more the goods must cost to reach the minimum order amount (0 once reached), counting `drug` in
   * when it is not in the cart yet (a product page: "with this one, how much more"). Null until the minimum is
   * known.
   */
  shortOfMinimum(drug?: { id: number; price: number }): number | null {
    const minimum = this.root.orders.minimum;
    if (minimum === null) return null;
    const added = drug && this.quantityOf(drug.id) === 0 ? drug.price : 0;
    return shortOfMinimum(this.total + added, minimum);
  }

  /** A prescription medicine is in the cart: the order names one of the shopper's prescriptions. */
  get needsPrescription(): boolean {
    return this.lines.some((line) => line.is_recept);
  }

  /** Whether a courier may carry this cart (prescription medicines are dispensed at the pharmacy only). */
  get courierAllowed(): boolean {
    return courierAllowed(this.lines);
  }

  quantityOf(drugId: number): number {
    return this.lines.find((line) => line.drug === drugId)?.qty ?? 0;
  }

  /**
   * Sets a drug's quantity: above 0 adds the line at the top or updates it, 0 or less removes it. The quantity
   * follows the counter's rule (integer, non-numeric → 0, at most max_count).
   */
  setQuantity(drug: DrugDto, value: unknown): void {
    const qty = normalizeQuantity(value, drug.max_count);
    const existing = this.lines.find((line) => line.drug === drug.id);
    if (qty <= 0) this.lines = this.lines.filter((line) => line.drug !== drug.id);
    else if (existing) existing.qty = qty;
    else {
      this.lines = [toCartLine(drug, qty, this.root.locale.code), ...this.lines];
      // A cart is on its way to the checkout: fetch its calls now, so opening the cart waits for no script.
      void loadPlacement();
    }
    this.changed(drug.id, Math.max(qty, 0));
  }

  /**
   * Sets the quantity of a line already in the cart (the cart page's counter): the line's own max_count bounds
   * it; 0 or less removes the line.
   */
  setLineQuantity(drugId: number, value: unknown): void {
    const line = this.lines.find((candidate) => candidate.drug === drugId);
    if (!line) return;
    const qty = normalizeQuantity(value, line.max_count);
    if (qty <= 0) this.remove(drugId);
    else {
      line.qty = qty;
      this.changed(drugId, qty);
    }
  }

  remove(drugId: number): void {
    this.lines = this.lines.filter((line) => line.drug !== drugId);
    this.changed(drugId, 0);
  }

  /** Puts a removed line back where it was (the cart's undo); a line of that drug added meanwhile stays. */
  restore(line: CartLine, index: number): void {
    if (this.lines.some((candidate) => candidate.drug === line.drug)) return;
    const at = Math.max(0, Math.min(index, this.lines.length));
    this.lines = [...this.lines.slice(0, at), { ...line }, ...this.lines.slice(at)];
    this.changed(line.drug, line.qty);
  }

  clear(): void {
    const removed = this.lines;
    this.lines = [];
    for (const line of removed) this.changed(line.drug, 0);
  }

  /** A line changed: the change is kept (and saved soon for a signed-in shopper); the order needs a new key. */
  private changed(drug: number, qty: number): void {
    const at = this.root.now();
    const line = this.lines.find((candidate) => candidate.drug === drug);
    if (line) line.at = at;
    this.unsaved = [{ drug, qty, at }, ...this.unsaved.filter((c) => c.drug !== drug)].slice(0, MAX_UNSAVED);
    this.idempotencyKey = null;
    void this.save('change');
  }

  /** The kept cart's answer applied (cart-sync.ts): lines another device changed, added or removed. */
  adopt(lines: CartLine[]): void {
    this.lines = lines;
    this.idempotencyKey = null;
  }

  /**
   * After sign-in the cart on the device joins the account's, line by line: the later of two changes of a line
   * wins (cart-sync.ts).
   */
  mergeIntoAccount(): Promise<void> {
    return this.save('sign-in');
  }

  /**
   * Saves the unsaved changes to the API (or, with none, reads the cart it keeps), for a signed-in shopper:
   * cart-sync.ts, loaded then, calls, tries again and takes the answer.
   */
  async save(cause: SaveCause = 'visit'): Promise<void> {
    if (!this.root.auth.token) return;
    try {
      const limits = { batch: MAX_CART_CHANGES, oldest: this.root.now() - STORAGE_EXPIRY_MS };
      (await import('./cart-sync')).saveAfter(cause, this.placement(), limits);
    } catch {
      // The sync's module could not be fetched (offline): the next change, sign-in or visit tries again.
    }
  }

  /** Stops saving (sign-out, the end of a test): what is unsaved stays for the next sign-in. */
  stopSaving(): void {
    clearTimeout(this.syncState.timer);
  }

  updateDraft(changes: Partial<OrderDraft>): void {
    this.draft = { ...this.draft, ...changes };
    if (this.draftChanges) Object.assign(this.draftChanges, changes);
  }

  /**
   * The stored draft as read back (persistence's merge), under the fields changed before the read: field by
   * field, what the shopper chose or typed since the page started wins, the rest is the stored draft's.
   */
  joinStoredDraft(stored: OrderDraft): OrderDraft {
    const joined = { ...stored, ...this.draftChanges };
    this.draftChanges = null;
    return joined;
  }

  resetDraft(): void {
    this.draft = emptyDraft();
    this.delivery = null;
  }

  /**
   * Repeats a past order: its goods still sold go into the cart at today's prices (over what is there), and the
   * checkout is set as that order was, so the shopper meets no question answered before: the same pick-up
   * pharmacy, the same prescription (the checkout lets it go should it have been deleted since). The names of the
   * goods no longer sold come back, for the shopper to be told.
   */
  async repeat(order: OrderDto): Promise<Result<{ missing: string[] }>> {
    const result = await this.api.getDrugs({
      ids: order.items.map((item) => item.drug_id),
      per_page: RENAME_BATCH,
    });
    if (!result.ok) return result;
    const missing: string[] = [];
    runInAction(() => {
      for (const item of order.items) {
        const drug = result.data.results.find((candidate) => candidate.id === item.drug_id);
        if (drug?.is_count_exist) this.setQuantity(drug, item.qty);
        else missing.push(item.name);
      }
      const changes: Partial<OrderDraft> = {};
      if (order.type === 'pickup' && order.store) {
        Object.assign(changes, { type: 'pickup', shipping_time: null, store_id: order.store.id });
      }
      if (order.prescription_id !== null) changes.prescription_id = order.prescription_id;
      this.updateDraft(changes);
    });
    return succeeded({ missing });
  }

  /**
   * Renames lines put in the cart on a page in the other language (names, active substance, maker) from
   * v1/drugs?ids= in the page's language, so an Uzbek page never lists Russian names.
   */
  async followLanguage(): Promise<void> {
    const code = this.root.locale.code;
    const stale = this.lines.filter((line) => line.lan !== code).map((line) => line.drug);
    for (let start = 0; start < stale.length; start += RENAME_BATCH) {
      const ids = stale.slice(start, start + RENAME_BATCH);
      const page = await this.api.getDrugs({ ids, per_page: ids.length });
      if (!page.ok || this.root.locale.code !== code) return;
      runInAction(() => {
        const byId = new Map(page.data.results.map((drug) => [drug.id, drug]));
        this.lines = this.lines.map((line) => {
          const drug = byId.get(line.drug);
          return drug && line.lan !== code ? renamedLine(line, drug, code) : line;
        });
      });
    }
  }

  /**
   * Cart check: the server's current prices, max_count and stock replace the lines' copies. An empty cart is
   * not checked (`data` null).
   */
  async check(): Promise<Result<CartCheckDto | null>> {
    const placement = await loadPlacement();
    return placement ? placement.checkCart(this.placement()) : noAnswer();
  }

  /** The order's idempotency key: one per attempt to order this cart, a new one once the cart changes. */
  orderKey(): string {
    return (this.idempotencyKey ??= this.root.newId());
  }

  /**
   * Places the order. Success empties the cart, clears the selected order, stores the new order id and the
   * orders count, and goes to /profile/orders, or, for a card order without a saved card, to the provider's page. Refusals come back to the caller; a failed request yields
   * request_failed and the cart stays; any exception signs out and goes to /auth.
   */
  async place(): Promise<PlaceOrderResult> {
    if (this.lines.length === 0 || this.draft.type === null) return { ok: false, error: 'incomplete' };
    this.placing = true;
    try {
      const placement = await loadPlacement();
      if (!placement) return { ok: false, error: 'request_failed' };
      return await placement.placeOrder(this.placement());
    } finally {
      runInAction(() => (this.placing = false));
    }
  }

  private placement() {
    return { order: this, root: this.root, api: this.api };
  }
}

/** The placement module, or null when it could not be fetched (offline): the caller tells a failed request. */
async function loadPlacement() {
  try {
    return await import('./order-placement');
  } catch {
    return null;
  }
}
