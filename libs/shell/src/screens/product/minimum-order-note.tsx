import { shortOfMinimumWith } from '@gopharm/domain';
import { formatMoney } from '@gopharm/i18n';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
// Through the shell's entry, as the apps import it, so the bundler keeps it in one chunk with the app's start.
import { useStores } from '../../index';
import { useShopperKnown } from '../shopper-pending';
import styles from './product-notes.module.css';

/**
 * On the product page, where the shopper decides: the minimum order amount (pick-up included, as the API keeps
 * it) and how much more the cart needs with this drug in it. Two lines from the first paint: the second is held
 * until the stored cart is read, so nothing below moves when it is filled in.
 */
export const MinimumOrderNote = observer(function MinimumOrderNote({
  drug,
}: {
  drug: { id: number; price: number };
}) {
  const { t } = useTranslation();
  const { orders, newOrder, locale } = useStores();
  const shopperKnown = useShopperKnown();
  useEffect(() => {
    if (orders.minimum === null) void orders.loadMinimum();
  }, [orders]);
  if (orders.minimum === null) return <p className={styles.minimum} aria-hidden="true" />;
  const money = (value: number) => formatMoney(value, locale.code);
  const missing = shopperKnown ? shortOfMinimumWith(newOrder, orders.minimum, drug) : null;
  return (
    <p className={styles.minimum}>
      <span>{t('cart.minimum', { amount: money(orders.minimum) })}</span>
      <span className={missing ? styles.short : undefined}>
        {missing ? t('cart.minimumShort', { amount: money(missing) }) : '\u00a0'}
      </span>
    </p>
  );
});
