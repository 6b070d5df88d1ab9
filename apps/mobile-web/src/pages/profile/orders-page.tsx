import { formatDate, formatMoney } from '@gopharm/i18n';
import { useStores } from '@gopharm/shell';
import { ButtonLink, EmptyState, Skeleton } from '@gopharm/ui-kit';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { splitLocale } from '@gopharm/util';
import { LoadError } from '../../components/load-error';
import styles from '../../components/content.module.css';
import { useRequireSignIn } from './require-sign-in';

/** Order history with status labels (/profile/orders, and /order-history-mobile). */
export const OrdersPage = observer(function OrdersPage() {
  const { t } = useTranslation();
  const { orders, locale } = useStores();
  const signedIn = useRequireSignIn(splitLocale(useLocation().pathname).path);
  useEffect(() => {
    if (signedIn) void orders.load();
  }, [signedIn, orders, locale.code]);

  const title = <h1>{t('orders.title')}</h1>;
  if (orders.state === 'error')
    return (
      <>
        {title}
        <LoadError onRetry={() => void orders.load()} />
      </>
    );
  if (orders.state !== 'loaded')
    return (
      <>
        {title}
        <Skeleton height={120} />
        <Skeleton height={120} />
      </>
    );
  if (orders.list.length === 0) {
    return (
      <>
        {title}
        <EmptyState
          title={t('orders.empty')}
          actions={<ButtonLink href="/catalog-home">{t('cart.toCatalog')}</ButtonLink>}
        />
      </>
    );
  }
  return (
    <>
      {title}
      <ul className={styles.options} aria-label={t('orders.title')}>
        {orders.list.map((order) => (
          <li
            key={order.id}
            className={styles.card}
            aria-label={t('orders.orderNumber', { number: order.number })}
          >
            <strong>{t('orders.orderNumber', { number: order.number })}</strong>
            <span className={styles.muted}>
              {t('orders.createdBy')}: {formatDate(order.created_date)}
            </span>
            <span>
              {t('orders.status')}: {t(`orderStatus.${order.status}`)}
            </span>
            <span>
              {t('orders.deliveryType')}:{' '}
              {order.type === 'pickup' ? t('orders.pickup') : t('orders.shipping')}
              {order.store ? ` · ${order.store.name}` : order.address ? ` · ${order.address}` : ''}
            </span>
            <span>
              {t('orders.paymentMethod')}: {order.payment_type === 1 ? t('orders.cash') : t('orders.card')} ·{' '}
              {order.is_paid ? t('orders.paid') : t('orders.notPaid')}
            </span>
            <span className={styles.total}>
              {t('orders.total')}: {formatMoney(order.total, locale.code)}
            </span>
          </li>
        ))}
      </ul>
    </>
  );
});
