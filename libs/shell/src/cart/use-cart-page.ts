import { noticeFor } from '@gopharm/domain';
import { useEffect, useState } from 'react';
import { useNotify } from '../notices/notices';
import { useStores } from '../stores-context';

/** The message the server gives when the cart's quantities are held by no pharmacy. */
export const NOT_AVAILABLE_MSG = 'This amount is not available in any pharmacies';

/**
 * The cart page: on open, the minimum order amount and a cart check (fresh prices); whether checkout may go on.
 * Read inside an observer.
 */
export function useCartPage() {
  const { newOrder, orders, auth } = useStores();
  const notify = useNotify();
  const [checking, setChecking] = useState(true);
  const [notAvailable, setNotAvailable] = useState(false);
  // Checkout waits for the minimum and the fresh prices, so it never offers an order the rule then refuses.
  const [minimumKnown, setMinimumKnown] = useState(orders.minimum !== null);
  useEffect(() => {
    let live = true;
    void orders.loadMinimum().finally(() => live && setMinimumKnown(true));
    // check() also yields false without a request when the cart is empty: only a failed call is told.
    const hadLines = newOrder.lines.length > 0;
    void newOrder.check().then((answer) => {
      if (!live) return;
      setChecking(false);
      if (answer === false) {
        // The lines keep their stored prices; the shopper is told the check failed (spec, section 8).
        if (hadLines) notify(noticeFor(false));
        return;
      }
      if (answer.status < 1 && answer.msg === NOT_AVAILABLE_MSG) setNotAvailable(true);
      else notify(noticeFor(answer));
    });
    return () => {
      live = false;
    };
    // Once per visit: the lines' own changes are kept locally and checked again at checkout.
  }, [newOrder, orders]);
  const empty = newOrder.lines.length === 0;
  return {
    lines: newOrder.lines,
    total: newOrder.total,
    /** What the order would earn back (null until the cart check tells the rate, or when it earns nothing). */
    cashback: newOrder.cashback || null,
    minimum: orders.minimum,
    belowMinimum: newOrder.belowMinimum,
    notAvailable,
    checking: checking && !empty,
    empty,
    canCheckout: !empty && minimumKnown && !checking && !newOrder.belowMinimum && !notAvailable,
    /** Checkout needs a signed-in user; a guest signs in first and comes back. */
    checkoutPath: auth.isSignedIn ? '/order-process' : '/auth',
    beforeCheckout: () => {
      if (!auth.isSignedIn) auth.setAfterAuthUrl('/order-process');
    },
  };
}
