import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useContext } from 'react';
import { ShopperKnownContext } from '../screens/shopper-pending/shopper-known';
import { useStores } from '../stores-context';

// The dialog's code (and the modal's) loads when an order has been placed, not with every page.
const Panel = lazy(() =>
  import('./order-success-panel').then((module) => ({ default: module.OrderSuccessPanel })),
);

/** The order-success dialog, while the new-order id is above 0 (spec, section 2). */
export const OrderSuccess = observer(function OrderSuccess({ size }: { size: 'desktop' | 'mobile' }) {
  const stores = useStores();
  // Never open in a server render, which then need not make the orders store.
  if (!useContext(ShopperKnownContext) || !stores.orders.successDialogOpen) return null;
  return (
    <Suspense fallback={null}>
      <Panel size={size} />
    </Suspense>
  );
});
