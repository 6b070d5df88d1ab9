import type { CartLine } from '@gopharm/domain';
import { drugThumbnail } from '@gopharm/domain';
import { formatMoney } from '@gopharm/i18n';
import {
  Button,
  ButtonLink,
  CloseIcon,
  EmptyState,
  IconButton,
  PrescriptionBadge,
  QuantityCounter,
} from '@gopharm/ui-kit';
import { observer } from 'mobx-react-lite';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
// Through the shell's entry, as the apps import it, so the bundler keeps it in one chunk with the app's start.
import { LocalizedLink, useCartPage, useProductCardLabels, useStores } from '../../index';
import { ShopperPending, useShopperKnown } from '../shopper-pending';
import forms from '../forms/forms.module.css';
import { useRepeatLink } from './use-repeat-link';
import styles from './cart.module.css';

type Cart = ReturnType<typeof useCartPage>;

const LineRow = observer(function LineRow({ line, cart }: { line: CartLine; cart: Cart }) {
  const { t } = useTranslation();
  const { locale } = useStores();
  const labels = useProductCardLabels();
  const money = (value: number) => formatMoney(value, locale.code);
  return (
    <li className={styles.line} aria-label={line.name}>
      <img src={drugThumbnail(line)} alt="" width={72} height={72} className={styles.image} />
      <div className={styles.info}>
        <LocalizedLink to={`/product/${line.slug}`} className={styles.name}>
          {line.name}
        </LocalizedLink>
        {line.manufacturer && <span className={forms.muted}>{line.manufacturer}</span>}
        {line.is_recept && <PrescriptionBadge label={t('product.recept')} />}
        <span className={forms.muted}>{t('cart.unitPrice', { price: money(line.price) })}</span>
      </div>
      <div className={styles.controls}>
        <QuantityCounter
          value={line.qty}
          max={line.max_count}
          onChange={(qty) => cart.setQuantity(line, qty)}
          labels={{
            ...labels,
            group: line.name,
            // Why "+" stops: the pharmacies hold no more than this (max_count, from the cart check).
            maxReached: t('cart.maxReached', { count: line.max_count }),
          }}
        />
        <strong className={styles.lineTotal}>{money(line.price * line.qty)}</strong>
      </div>
      <IconButton
        className={styles.remove}
        label={`${t('cart.remove')}: ${line.name}`}
        icon={<CloseIcon />}
        onClick={() => cart.remove(line)}
      />
    </li>
  );
});

/** Where a line was taken out: its name and "Вернуть", until the shopper leaves the page. */
function RemovedRow({ name, onUndo }: { name: string; onUndo: () => void }) {
  const { t } = useTranslation();
  return (
    <li className={styles.removed}>
      <span>{t('cart.removed', { name })}</span>
      <Button variant="secondary" onClick={onUndo} aria-label={`${t('cart.undo')}: ${name}`}>
        {t('cart.undo')}
      </Button>
    </li>
  );
}

const Summary = observer(function Summary({ cart }: { cart: Cart }) {
  const { t } = useTranslation();
  const { locale } = useStores();
  const money = (value: number) => formatMoney(value, locale.code);
  return (
    <aside className={styles.summary} aria-labelledby="cart-summary">
      <h2 id="cart-summary">{t('checkout.summary')}</h2>
      <p className={forms.muted}>{t('cart.items', { count: cart.lines.length })}</p>
      <p className={styles.total}>
        <span>{t('cart.total')}</span> <strong>{money(cart.total)}</strong>
      </p>
      {(cart.cashback !== null || cart.checking) && (
        // The rate comes with the cart check: the row stands meanwhile, its amount a placeholder, so the summary
        // does not grow under the shopper's thumb when it arrives (a row, as the total: one line in either language).
        // Without scripts no check ever comes: the row of an amount not known is not shown (cart.module.css).
        <p
          className={
            cart.cashback !== null ? styles.cashback : `${styles.cashback} ${styles.cashbackPending}`
          }
        >
          <span>{t('cart.cashback')}</span>{' '}
          {cart.cashback !== null ? (
            <span className={styles.amount}>{money(cart.cashback)}</span>
          ) : (
            <span className={styles.pendingAmount} aria-hidden="true" />
          )}
        </p>
      )}
      {cart.belowMinimum && cart.minimum !== null && (
        <p role="alert" className={forms.warning}>
          {t('cart.minimum', { amount: money(cart.minimum) })}.{' '}
          <strong>{t('cart.minimumShort', { amount: money(cart.shortOfMinimum ?? 0) })}</strong>
        </p>
      )}
      {cart.notAvailable && (
        <p role="alert" className={forms.warning}>
          {t('cart.notAvailable')}
        </p>
      )}
      {cart.needsPrescription && (
        <p className={forms.muted}>
          {t('recipe.inCart')}{' '}
          <LocalizedLink to="/recipe" className={styles.inlineLink}>
            {t('recipe.howToOrder')}
          </LocalizedLink>
        </p>
      )}
      {cart.canCheckout ? (
        <LocalizedLink to={cart.checkoutPath} className={styles.checkout}>
          {t('cart.checkout')}
        </LocalizedLink>
      ) : (
        <Button size="large" fullWidth disabled>
          {t('cart.checkout')}
        </Button>
      )}
    </aside>
  );
});

/**
 * /cart, the same in both apps (lines beside the summary on a wide screen, above it on a phone): each line's
 * unit price, counter (with why "+" stops) and total; fresh prices and stock from the cart check; the minimum
 * order rule; a line taken out can be put back. `catalogPath`: where the empty cart leads.
 */
export function createCartScreen({ catalogPath }: { catalogPath: string }) {
  const CartPage = observer(function CartPage() {
    const { t } = useTranslation();
    const cart = useCartPage();
    // The server checks nothing: its lines are not announced busy (without scripts they would be for ever); the
    // browser's check announces itself once the screen is mounted (after hydration: no mismatch). Here, not in a
    // shared hook: in the screen's own chunk, the first load carries none of it.
    const [mounted, setMounted] = useState(false);
    useEffect(() => setMounted(true), []);
    useRepeatLink();
    if (!useShopperKnown()) return <ShopperPending title={t('cart.title')} />;
    const toCatalog = <ButtonLink href={catalogPath}>{t('cart.toCatalog')}</ButtonLink>;
    if (cart.empty) {
      return (
        <>
          <h1>{t('cart.title')}</h1>
          <EmptyState title={t('cart.empty')} text={t('cart.emptyText')} actions={toCatalog} />
        </>
      );
    }
    // Each taken-out line shows where it was, among the lines still there.
    const rows: ReactNode[] = cart.lines.map((line) => <LineRow key={line.drug} line={line} cart={cart} />);
    for (const { line, index } of [...cart.removed].sort((a, b) => a.index - b.index)) {
      rows.splice(
        Math.min(index, rows.length),
        0,
        <RemovedRow key={`removed-${line.drug}`} name={line.name} onUndo={() => cart.undo(line.drug)} />,
      );
    }
    return (
      <>
        <h1>{t('cart.title')}</h1>
        {/* The server's cart without scripts: its lines show, its buttons cannot act; said, not left to guess. */}
        <p className={`${forms.warning} ${styles.needsScripts} gp-needs-scripts`}>{t('cart.needsScripts')}</p>
        <div className={styles.layout}>
          <ul
            className={styles.lines}
            aria-label={t('cart.title')}
            aria-busy={cart.checking && mounted}
            aria-live="polite"
          >
            {rows}
          </ul>
          {cart.lines.length > 0 ? (
            <Summary cart={cart} />
          ) : (
            <EmptyState title={t('cart.empty')} text={t('cart.emptyText')} actions={toCatalog} />
          )}
        </div>
      </>
    );
  });
  return { CartPage };
}
