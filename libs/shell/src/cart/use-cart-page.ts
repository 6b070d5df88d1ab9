import {
  belowMinimum,
  checkoutOf,
  noticeFor,
  removeLine,
  restoreLine,
  setLineQuantity,
  shortOfMinimumWith,
  type CartLine,
} from '@gopharm/domain';
import { signInFirst, type RefusalCode } from '@gopharm/util';
import { useEffect, useState } from 'react';
import { useNotify } from '../notices/use-notify';
import { useStores } from '../stores-context';

/** The refusal the server gives when the cart's quantities are held by no pharmacy. */
const NOT_AVAILABLE: RefusalCode = 'not_available';

/** A line taken out of the cart on this visit, kept so that it can be put back where it was. */
export interface RemovedLine {
  line: CartLine;
  index: number;
}

/**
 * The cart page: the minimum order amount, and a cart check (fresh prices, stock) on open and after each change
 * of the lines; whether checkout may go on. A line taken out (by its button, or a quantity of 0 or a letter in
 * its counter, which the spec's rule makes 0) stays on the page with "Вернуть" until the shopper leaves.
 * Read inside an observer.
 */
export function useCartPage() {
  const stores = useStores();
  const { newOrder, orders, auth, locale } = stores;
  const checkout = checkoutOf(stores);
  const notify = useNotify();
  const [checking, setChecking] = useState(true);
  const [notAvailable, setNotAvailable] = useState(false);
  const [removed, setRemoved] = useState<RemovedLine[]>([]);
  // Checkout waits for the minimum and the fresh prices, so it never offers an order the rule then refuses.
  const [minimumKnown, setMinimumKnown] = useState(orders.minimum !== null);
  useEffect(() => {
    let live = true;
    void orders.loadMinimum().finally(() => live && setMinimumKnown(true));
    return () => {
      live = false;
    };
  }, [orders]);

  // Whether the pharmacies hold the cart depends on the quantities: checked again when they change.
  const signature = newOrder.lines.map((line) => `${line.drug}x${line.qty}`).join(',');
  useEffect(() => {
    if (!signature) {
      setChecking(false);
      setNotAvailable(false);
      return;
    }
    let live = true;
    setChecking(true);
    // After the stored cart and draft are read: the server's lines a hydrated page starts from give way to the
    // stored ones, and would take the fresh prices with them; the check asks from the draft's location.
    void checkout.ready
      .then(() => (live ? checkout.check() : undefined))
      .then((result) => {
        if (!live || !result) return;
        setChecking(false);
        // A failed check keeps the stored prices; the shopper is told (spec, section 8).
        if (!result.ok) return notify(noticeFor(result.error));
        const answer = result.data;
        if (!answer) return;
        // The API answers it with status 1 (the lines stand): the code alone says so.
        setNotAvailable(answer.code === NOT_AVAILABLE);
      });
    return () => {
      live = false;
    };
  }, [signature, checkout, locale.code, notify]);

  const takeOut = (line: CartLine) => {
    const index = newOrder.lines.findIndex((candidate) => candidate.drug === line.drug);
    if (index < 0) return;
    setRemoved((current) => [
      ...current.filter((item) => item.line.drug !== line.drug),
      { line: { ...line }, index },
    ]);
    removeLine(newOrder, line.drug);
  };

  const empty = newOrder.lines.length === 0;
  const below = belowMinimum(newOrder, orders.minimum);
  return {
    lines: newOrder.lines,
    total: newOrder.total,
    /** What the order would earn back (null until the cart check tells the rate, or when it earns nothing). */
    cashback: checkout.cashback || null,
    minimum: orders.minimum,
    belowMinimum: below,
    /** How much more the goods must cost for the minimum (null until it is known). */
    shortOfMinimum: shortOfMinimumWith(newOrder, orders.minimum),
    notAvailable,
    /** A prescription medicine is in the cart: checkout will ask for a prescription. */
    needsPrescription: checkout.needsPrescription,
    checking: checking && !empty,
    /** No line in the cart and none to put back. */
    empty: empty && removed.length === 0,
    canCheckout: !empty && minimumKnown && !checking && !below && !notAvailable,
    /** Checkout needs a signed-in user; a guest signs in first and comes back (the way back is in the address). */
    checkoutPath: auth.isSignedIn ? '/order-process' : signInFirst('/order-process'),
    /** The counter's value for a line: 0 (or a letter, which is 0) takes the line out, undoably. */
    setQuantity(line: CartLine, qty: number) {
      if (qty <= 0) takeOut(line);
      else setLineQuantity(newOrder, line.drug, qty);
    },
    remove: takeOut,
    /** Lines taken out on this visit, each with "Вернуть". */
    removed,
    /** Puts a line back where it was, with its quantity. */
    undo(drugId: number) {
      const item = removed.find((candidate) => candidate.line.drug === drugId);
      if (!item) return;
      restoreLine(newOrder, item.line, item.index);
      setRemoved((current) => current.filter((candidate) => candidate !== item));
    },
  };
}
