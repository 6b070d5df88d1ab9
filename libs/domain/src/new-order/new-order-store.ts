import type { ApiClient, DrugDto } from '@gopharm/api-client';
import { makeAutoObservable } from 'mobx';
import { toCartLine, type CartChange, type CartLine } from './cart-line';
import { MAX_CART_CHANGES, normalizeQuantity, STORAGE_EXPIRY_MS } from '@gopharm/util';
import type { SaveCause, SyncContext, SyncState } from './cart-sync';

/** Changes kept unsaved at most (a guest's removals wait for a sign-in): the oldest go first. */
const MAX_UNSAVED = 200;

/** What the cart asks of the rest of the app: what saving it does. */
export type NewOrderContext = SyncContext;

/**
 * The cart ("newOrder"): its lines, what every page counts and adds to. The cart page's edits and the minimum
 * order are cart-edits.ts, its checkout (the draft, the cart check, placing the order) checkout-store.ts: both
 * load with the screens that use them.
 */
export class NewOrderStore {
  lines: CartLine[] = [];
  /**
   * Changes the API has not acknowledged, newest first (kept on the device): a signed-in shopper's go to the API
   * soon after they are made and again until it answers; a guest's join the account's cart at sign-in.
   */
  unsaved: CartChange[] = [];
  /** Changes of the lines so far (not kept): a checkout's order key is one per attempt to order the same lines. */
  edits = 0;
  /** The sync's own state (its timer, the call under way, failures in a row): cart-sync.ts keeps it. */
  readonly syncState: SyncState = {};

  constructor(
    private readonly root: NewOrderContext,
    private readonly api: ApiClient,
  ) {
    makeAutoObservable<NewOrderStore, 'root' | 'api' | 'sync'>(this, {
      root: false,
      api: false,
      edits: false,
      sync: false,
      syncState: false,
      save: false,
    });
  }

  get total(): number {
    return this.lines.reduce((sum, line) => sum + line.price * line.qty, 0);
  }

  get lineCount(): number {
    return this.lines.length;
  }

  get itemCount(): number {
    return this.lines.reduce((sum, line) => sum + line.qty, 0);
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
    else this.lines = [toCartLine(drug, qty, this.root.locale.code), ...this.lines];
    this.changed(drug.id, Math.max(qty, 0));
  }

  /**
   * A line changed (here, or by the cart page's edits: cart-edits.ts): the change is kept (and saved soon for a
   * signed-in shopper); an order of the cart now takes a new key.
   */
  changed(drug: number, qty: number): void {
    const at = this.root.now();
    const line = this.lines.find((candidate) => candidate.drug === drug);
    if (line) line.at = at;
    this.unsaved = [{ drug, qty, at }, ...this.unsaved.filter((c) => c.drug !== drug)].slice(0, MAX_UNSAVED);
    this.edits++;
    void this.save('change');
  }

  /** The kept cart's answer applied (cart-sync.ts): lines another device changed, added or removed. */
  adopt(lines: CartLine[]): void {
    this.lines = lines;
    this.edits++;
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
      (await import('./cart-sync')).saveAfter(cause, this.sync(), limits);
    } catch {
      // The sync's module could not be fetched (offline): the next change, sign-in or visit tries again.
    }
  }

  /** Stops saving (sign-out, the end of a test): what is unsaved stays for the next sign-in. */
  stopSaving(): void {
    clearTimeout(this.syncState.timer);
  }

  /**
   * Renames lines put in the cart on a page in the other language (names, active substance, maker) from
   * v1/drugs?ids= in the page's language, so an Uzbek page never lists Russian names. The renaming's code
   * (cart-language.ts) loads only when a line is in the other language; should it not arrive (offline), the
   * next language switch or visit tries again.
   */
  async followLanguage(): Promise<void> {
    const code = this.root.locale.code;
    if (this.lines.every((line) => line.lan === code)) return;
    try {
      const { renameLines } = await import('./cart-language');
      await renameLines(this, this.api, code, () => this.root.locale.code);
    } catch {
      // Offline: the lines keep their names until the next try.
    }
  }

  private sync() {
    return { order: this, root: this.root, api: this.api };
  }
}
