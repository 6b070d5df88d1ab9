// What only the cart page (and the checkout, and a product page's minimum note) does with the cart: a line's
// counter, taking a line out and putting it back, emptying it, the minimum order. Here, not on NewOrderStore,
// which every page's first load carries: these load with the screens that use them.
import { normalizeQuantity, shortOfMinimum } from '@gopharm/util';
import { action } from 'mobx';
import type { CartLine } from './cart-line';
import type { NewOrderStore } from './new-order-store';

/** The cart as its edits change it: its lines, and each change noted (kept, saved, a new order key). */
type EditedCart = Pick<NewOrderStore, 'lines' | 'changed'>;

/** Takes a drug's line out of the cart. */
export const removeLine = action((cart: EditedCart, drugId: number): void => {
  cart.lines = cart.lines.filter((line) => line.drug !== drugId);
  cart.changed(drugId, 0);
});

/**
 * Sets the quantity of a line already in the cart (the cart page's counter): the line's own max_count bounds it;
 * 0 or less takes the line out.
 */
export const setLineQuantity = action((cart: EditedCart, drugId: number, value: unknown): void => {
  const line = cart.lines.find((candidate) => candidate.drug === drugId);
  if (!line) return;
  const qty = normalizeQuantity(value, line.max_count);
  if (qty <= 0) removeLine(cart, drugId);
  else {
    line.qty = qty;
    cart.changed(drugId, qty);
  }
});

/** Puts a line taken out back where it was (the cart's undo); a line of that drug added meanwhile stays. */
export const restoreLine = action((cart: EditedCart, line: CartLine, index: number): void => {
  if (cart.lines.some((candidate) => candidate.drug === line.drug)) return;
  const at = Math.max(0, Math.min(index, cart.lines.length));
  cart.lines = [...cart.lines.slice(0, at), { ...line }, ...cart.lines.slice(at)];
  cart.changed(line.drug, line.qty);
});

/** Empties the cart (an order placed). */
export const clearCart = action((cart: EditedCart): void => {
  const removed = cart.lines;
  cart.lines = [];
  for (const line of removed) cart.changed(line.drug, 0);
});

/** Below the minimum order amount (false while the minimum is not known). */
export function belowMinimum(cart: NewOrderStore, minimum: number | null): boolean {
  return minimum !== null && cart.total < minimum;
}

/**
 * How much more the goods must cost to reach the minimum order amount (0 once reached), counting `drug` in when
 * it is not in the cart yet (a product page: "with this one, how much more"). Null while the minimum is not known.
 */
export function shortOfMinimumWith(
  cart: NewOrderStore,
  minimum: number | null,
  drug?: { id: number; price: number },
): number | null {
  if (minimum === null) return null;
  const added = drug && cart.quantityOf(drug.id) === 0 ? drug.price : 0;
  return shortOfMinimum(cart.total + added, minimum);
}
