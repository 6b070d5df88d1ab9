import type { OrderDto } from '@gopharm/api-client';
import { checkoutOf } from '@gopharm/domain';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
// Through the shell's entry, as the apps import it, so the bundler keeps it in one chunk with the app's start.
import { useNotify, useStores } from '../../index';

/**
 * "Повторить заказ", from the order page and from a reminder's link (/cart?repeat=): the order's lines still sold
 * put into the cart at today's prices (the domain's checkout's `repeat`), the shopper told what was added and what
 * is no longer sold. Resolves once told.
 */
export function useRepeatOrder(): (order: OrderDto) => Promise<void> {
  const { t } = useTranslation();
  const checkout = checkoutOf(useStores());
  const notify = useNotify();
  return useCallback(
    async (order: OrderDto) => {
      // Today's drugs at today's prices, with the order's pharmacy and prescription chosen again.
      const result = await checkout.repeat(order);
      if (!result.ok) return notify({ type: 'error', key: 'errors.network' });
      const { missing } = result.data;
      if (missing.length < order.items.length) notify({ type: 'success', key: 'cart.repeatAdded' });
      if (missing.length > 0) {
        notify({ type: 'error', text: t('cart.repeatMissing', { names: missing.join(', ') }) });
      }
    },
    [checkout, notify, t],
  );
}
