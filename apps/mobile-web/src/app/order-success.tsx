import { useStores } from '@gopharm/shell';
import { OrderSuccessDialog } from '@gopharm/ui-kit';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';

/** The mobile-size order-success sheet: open while the new-order id is above 0. */
export const OrderSuccess = observer(function OrderSuccess() {
  const { t } = useTranslation();
  const { orders } = useStores();
  return (
    <OrderSuccessDialog
      size="mobile"
      open={orders.successDialogOpen}
      onClose={() => orders.closeSuccessDialog()}
      labels={{
        title: t('orderSuccess.title'),
        orderNumber: t('orderSuccess.number', { number: orders.newOrderId }),
        nthOrder: orders.ordersCount > 0 ? t('orderSuccess.nth', { count: orders.ordersCount }) : undefined,
        saved: t('orderSuccess.timeSaved'),
        status: t('orderSuccess.status'),
        close: t('common.close'),
      }}
    />
  );
});
