import { OrderSuccessDialog } from '@gopharm/ui-kit';
import { formatOrderNumber, localizePath } from '@gopharm/util';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useStores } from '../stores-context';

/** The order-success dialog: open while the new-order id is above 0; "Статус заказа" opens the order's page. */
export const OrderSuccessPanel = observer(function OrderSuccessPanel({
  size,
}: {
  size: 'desktop' | 'mobile';
}) {
  const { orders, locale } = useStores();
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <OrderSuccessDialog
      open={orders.successDialogOpen}
      onClose={() => orders.closeSuccessDialog()}
      onStatus={() => {
        const id = orders.newOrderId;
        orders.closeSuccessDialog();
        // Where the order is followed live: its steps arrive there.
        navigate(localizePath(`/order-detail?id=${id}`, locale.code));
      }}
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
