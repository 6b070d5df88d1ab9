import type { CartCheckDto } from '@gopharm/api-client';
import { drugThumbnail } from '@gopharm/domain';
import { formatMoney } from '@gopharm/i18n';
import { LocalizedLink, translateServerMessage, useStores } from '@gopharm/shell';
import {
  Button,
  ButtonLink,
  EmptyState,
  IconButton,
  PrescriptionBadge,
  QuantityCounter,
  CloseIcon,
} from '@gopharm/ui-kit';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './cart-page.module.css';
import { lineAsDrug } from './line-drug';

/** The cart: lines with counters, prices refreshed by v2/cart-check, total, minimum order and checkout. */
export const CartPage = observer(function CartPage() {
  const { t } = useTranslation();
  const stores = useStores();
  const { newOrder, orders, auth, locale } = stores;
  const [check, setCheck] = useState<CartCheckDto | false | null>(null);
  const money = (value: number) => formatMoney(value, locale.code);
  const signature = newOrder.lines.map((line) => `${line.drug}x${line.qty}`).join(',');

  useEffect(() => {
    void orders.loadMinimum();
  }, [orders]);
  // Prices and stock are checked again whenever the lines change.
  useEffect(() => {
    if (!signature) return;
    let current = true;
    void newOrder.check().then((answer) => current && setCheck(answer));
    return () => {
      current = false;
    };
  }, [signature, newOrder, locale.code]);

  if (newOrder.lineCount === 0) {
    return (
      <>
        <h1>{t('cart.title')}</h1>
        <EmptyState
          title={t('cart.empty')}
          text={t('cart.emptyText')}
          actions={<ButtonLink href="/catalog-home">{t('cart.toCatalog')}</ButtonLink>}
        />
      </>
    );
  }
  const refused = check && check.status < 1 && check.msg ? translateServerMessage(check.msg, t) : null;
  const checkout = () => {
    if (auth.isSignedIn) stores.navigate('/order-process');
    else {
      auth.setAfterAuthUrl('/order-process');
      stores.navigate('/auth');
    }
  };
  return (
    <>
      <h1>{t('cart.title')}</h1>
      <p className={styles.muted}>{t('cart.items', { count: newOrder.itemCount })}</p>
      <ul className={styles.lines} aria-label={t('cart.title')}>
        {newOrder.lines.map((line) => (
          <li key={line.drug} className={styles.line} aria-label={line.name}>
            <img src={drugThumbnail(line)} alt="" width={72} height={72} className={styles.image} />
            <div className={styles.info}>
              <LocalizedLink to={`/product/${line.slug}`} className={styles.name}>
                {line.name}
              </LocalizedLink>
              {line.manufacturer && <span className={styles.muted}>{line.manufacturer}</span>}
              {line.is_recept && <PrescriptionBadge label={t('product.recept')} />}
              <strong className={styles.price}>{money(line.price * line.qty)}</strong>
              <div className={styles.controls}>
                <QuantityCounter
                  value={line.qty}
                  max={line.max_count}
                  onChange={(qty) => newOrder.setQuantity(lineAsDrug(line), qty)}
                  labels={{
                    group: line.name,
                    increase: t('product.increase'),
                    decrease: t('product.decrease'),
                    quantity: t('product.quantity'),
                  }}
                />
                <IconButton
                  label={`${t('cart.remove')}: ${line.name}`}
                  icon={<CloseIcon />}
                  onClick={() => newOrder.remove(line.drug)}
                />
              </div>
            </div>
          </li>
        ))}
      </ul>
      {check === false && (
        <p role="alert" className={styles.warning}>
          {t('errors.network')}
        </p>
      )}
      {refused && (
        <p role="alert" className={styles.warning}>
          {refused}
        </p>
      )}
      {newOrder.belowMinimum && orders.minimum !== null && (
        <p role="alert" className={styles.warning}>
          {t('cart.minimum', { amount: money(orders.minimum) })}
        </p>
      )}
      <div className={styles.summary}>
        <span>{t('cart.total')}</span>
        <strong aria-label={`${t('cart.total')}: ${money(newOrder.total)}`}>{money(newOrder.total)}</strong>
      </div>
      {newOrder.cashback ? <p>{t('cart.cashback', { amount: money(newOrder.cashback) })}</p> : null}
      <Button size="large" fullWidth disabled={newOrder.belowMinimum || Boolean(refused)} onClick={checkout}>
        {t('cart.checkout')}
      </Button>
      <Button variant="ghost" fullWidth onClick={() => newOrder.clear()}>
        {t('cart.clear')}
      </Button>
    </>
  );
});
