import type { DrugDto } from '@gopharm/api-client';
import type { CartLine } from '@gopharm/domain';
import { drugThumbnail } from '@gopharm/domain';
import { formatMoney } from '@gopharm/i18n';
import { LocalizedLink, useCartPage, useProductCardLabels, useStores } from '@gopharm/shell';
import { Button, ButtonLink, EmptyState, PrescriptionBadge, Price, QuantityCounter } from '@gopharm/ui-kit';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import styles from './cart-page.module.css';

const LineRow = observer(function LineRow({ line }: { line: CartLine }) {
  const { t } = useTranslation();
  const { newOrder, locale } = useStores();
  const labels = useProductCardLabels();
  // The line exists, so only the id and the most one may order matter to the store.
  const asDrug = { id: line.drug, max_count: line.max_count } as DrugDto;
  return (
    <li className={styles.line} aria-label={line.name}>
      <img src={drugThumbnail(line)} alt="" width={72} height={72} />
      <div>
        <LocalizedLink to={`/product/${line.slug}`} className={styles.name}>
          {line.name}
        </LocalizedLink>
        <p className={styles.meta}>{line.manufacturer}</p>
        {line.is_recept && <PrescriptionBadge label={t('product.recept')} />}
      </div>
      <QuantityCounter
        value={line.qty}
        max={line.max_count}
        labels={{ ...labels, group: line.name }}
        onChange={(qty) => newOrder.setQuantity(asDrug, qty)}
      />
      <Price value={formatMoney(line.price * line.qty, locale.code)} />
      <Button
        variant="ghost"
        onClick={() => newOrder.remove(line.drug)}
        aria-label={`${t('cart.remove')}: ${line.name}`}
      >
        {t('cart.remove')}
      </Button>
    </li>
  );
});

/** /cart: lines with fresh prices, total, the minimum order rule, stock refusal and the checkout button. */
export const CartPage = observer(function CartPage() {
  const { t } = useTranslation();
  const { locale } = useStores();
  const cart = useCartPage();
  if (cart.empty) {
    return (
      <>
        <h1>{t('cart.title')}</h1>
        <EmptyState
          title={t('cart.empty')}
          text={t('cart.emptyText')}
          actions={<ButtonLink href="/catalog">{t('cart.toCatalog')}</ButtonLink>}
        />
      </>
    );
  }
  return (
    <>
      <h1>{t('cart.title')}</h1>
      <div className={styles.layout}>
        <ul className={styles.lines} aria-label={t('cart.title')} aria-busy={cart.checking}>
          {cart.lines.map((line) => (
            <LineRow key={line.drug} line={line} />
          ))}
        </ul>
        <aside className={styles.summary} aria-labelledby="cart-summary">
          <h2 id="cart-summary">{t('checkout.summary')}</h2>
          <p>{t('cart.items', { count: cart.lines.length })}</p>
          <p className={styles.total}>
            {t('cart.total')}: <strong>{formatMoney(cart.total, locale.code)}</strong>
          </p>
          {cart.cashback !== null && (
            <p>{t('cart.cashback', { amount: formatMoney(cart.cashback, locale.code) })}</p>
          )}
          {cart.belowMinimum && cart.minimum !== null && (
            <p role="alert" className={styles.warning}>
              {t('cart.minimum', { amount: formatMoney(cart.minimum, locale.code) })}
            </p>
          )}
          {cart.notAvailable && (
            <p role="alert" className={styles.warning}>
              {t('cart.notAvailable')}
            </p>
          )}
          {cart.canCheckout ? (
            <LocalizedLink to={cart.checkoutPath} className={styles.checkout} onClick={cart.beforeCheckout}>
              {t('cart.checkout')}
            </LocalizedLink>
          ) : (
            <Button size="large" fullWidth disabled>
              {t('cart.checkout')}
            </Button>
          )}
        </aside>
      </div>
    </>
  );
});
