import { OrderSuccessDialog } from '@gopharm/ui-kit';
import { formatOrderNumber } from '@gopharm/util';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useStores } from '../stores-context';

/** The order-success dialog: open while the new-order id is above 0; "Статус заказа" resets it. */
export const OrderSuccess = observer(function OrderSuccess({ size }: { size: 'desktop' | 'mobile' }) {
  const { orders } = useStores();
  const { t } = useTranslation();
  return (
    <OrderSuccessDialog
      open={orders.successDialogOpen}
      onClose={() => orders.closeSuccessDialog()}
      size={size}
      labels={{
        title: t('orderSuccess.title'),
        // The number the shopper sees in the history too ("GP-000042"), not the bare id.
        orderNumber: t('orderSuccess.number', { number: formatOrderNumber(orders.newOrderId) }),
        nthOrder: orders.ordersCount > 0 ? t('orderSuccess.nth', { count: orders.ordersCount }) : undefined,
        saved: t('orderSuccess.timeSaved'),
        status: t('orderSuccess.status'),
        close: t('common.close'),
      }}
    />
  );
});
