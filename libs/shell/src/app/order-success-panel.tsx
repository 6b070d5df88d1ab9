import { pharmaciesOf } from '@gopharm/domain';
import { OrderSuccessDialog } from '@gopharm/ui-kit';
import { formatOrderNumber, localizePath, PICKUP_HOLD_MS } from '@gopharm/util';
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
  const stores = useStores();
  const { orders, locale } = stores;
  const { t } = useTranslation();
  const navigate = useNavigate();
  // A pick-up order: which pharmacy (the checkout's list named it), that the shopper is told when it is ready and
  // how long it waits, and the prescription to bring for a prescription medicine.
  const placed = orders.placed;
  const pharmacy =
    placed?.storeId != null
      ? pharmaciesOf(stores).list.find((item) => item.id === placed.storeId)
      : undefined;
  const notes =
    placed?.type === 'pickup'
      ? [
          pharmacy && t('orderSuccess.pharmacy', { name: pharmacy.name, address: pharmacy.address }),
          t('orderSuccess.whenReady', { hours: PICKUP_HOLD_MS / 3_600_000 }),
          placed.withPrescription && t('orderSuccess.bringPrescription'),
        ].filter((note): note is string => Boolean(note))
      : undefined;
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
        notes,
        status: t('orderSuccess.status'),
        close: t('common.close'),
      }}
    />
  );
});
