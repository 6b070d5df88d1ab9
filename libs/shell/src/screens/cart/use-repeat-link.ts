import { isNetworkFailure } from '@gopharm/api-client';
import { orderHistoryOf } from '@gopharm/domain';
import { signInFirst } from '@gopharm/util';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
// Through the shell's entry, as the apps import it, so the bundler keeps it in one chunk with the app's start.
import { useNotify, useStores } from '../../index';
import { useRepeatOrder } from '../orders/use-repeat-order';
import { useShopperKnown } from '../shopper-pending';

/** The query parameter of a reminder's link: /cart?repeat=<order id>. */
const REPEAT_PARAM = 'repeat';

/**
 * A reminder's link, /cart?repeat=<order id>: the order's lines still sold fill the cart at today's prices, as
 * "Повторить заказ" does (one implementation, `useRepeatOrder`), then the parameter goes (a reload repeats
 * nothing). A shopper not signed in signs in first and comes back to the link; an order not theirs or not
 * found is said so.
 */
export function useRepeatLink(): void {
  const stores = useStores();
  const notify = useNotify();
  const repeatOrder = useRepeatOrder();
  const shopperKnown = useShopperKnown();
  const [params, setParams] = useSearchParams();
  const asked = params.get(REPEAT_PARAM);

  useEffect(() => {
    if (asked === null || !shopperKnown) return;
    // Left before the order came (or the effect run again): nothing is put in the cart.
    let current = true;
    const repeat = () => {
      const id = Number(asked);
      const dropParam = () =>
        setParams(
          (previous) => {
            const next = new URLSearchParams(previous);
            next.delete(REPEAT_PARAM);
            return next;
          },
          { replace: true },
        );
      if (!Number.isInteger(id) || id <= 0) return dropParam();
      if (!stores.auth.isSignedIn) {
        stores.navigate(signInFirst(`/cart?${REPEAT_PARAM}=${id}`));
        return;
      }
      void orderHistoryOf(stores)
        .select(id)
        .then(async (found) => {
          if (!current) return;
          if (found.ok && found.data) await repeatOrder(found.data);
          else
            notify({
              type: 'error',
              key: isNetworkFailure(found) ? 'errors.network' : 'reminders.repeatNotFound',
            });
          dropParam();
        });
    };
    // Once the stored sign-in is read: a hydrated cart (the server's lines) mounts before it.
    void stores.ready.then(() => current && repeat());
    return () => {
      current = false;
    };
  }, [asked, shopperKnown, stores, notify, repeatOrder, setParams]);
}
