import { formatMoney } from '@gopharm/i18n';
import { Button, ButtonLink, EmptyState, TextField } from '@gopharm/ui-kit';
import { TEXT_LIMITS } from '@gopharm/util';
import { observer } from 'mobx-react-lite';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
// Through the shell's entry, as the apps import it, so the bundler keeps it in one chunk with the app's start.
import { useCheckout, useStores, waitText } from '../../index';
import { useRequireSignIn } from '../../auth/require-sign-in';
import { ShopperPending, useShopperKnown } from '../shopper-pending';
import forms from '../forms/forms.module.css';
import { OrderLines } from '../order-lines/order-lines';
import {
  CourierFields,
  DeliveryType,
  PaymentFields,
  PickupFields,
  PrescriptionFields,
  type Checkout,
} from './checkout-parts';
import styles from './checkout.module.css';

const Summary = observer(function Summary({ checkout }: { checkout: Checkout }) {
  const { t } = useTranslation();
  const { locale } = useStores();
  const money = (value: number) => formatMoney(value, locale.code);
  const waiting = checkout.secondsLeft > 0;
  return (
    <aside className={styles.summary} aria-labelledby="checkout-summary">
      <h2 id="checkout-summary">{t('checkout.summary')}</h2>
      <OrderLines lines={checkout.lines} />
      <p className={styles.row}>
        <span>{t('checkout.goods')}</span> <span>{money(checkout.goodsTotal)}</span>
      </p>
      <p className={styles.row}>
        <span>{t('checkout.delivery')}</span>{' '}
        <span>
          {checkout.draft.type === null
            ? t('checkout.costByMethod')
            : checkout.deliveryCost === null
              ? t('checkout.costByAddress')
              : checkout.deliveryCost > 0
                ? money(checkout.deliveryCost)
                : t('checkout.free')}
        </span>
      </p>
      <p className={`${styles.row} ${styles.total}`}>
        <span>{t('checkout.total')}</span> <strong>{money(checkout.total)}</strong>
      </p>
      {checkout.errors.form && (
        <p role="alert" className={forms.alert}>
          {checkout.errors.form}
        </p>
      )}
      <Button type="submit" size="large" fullWidth loading={checkout.placing} disabled={waiting}>
        {checkout.placing ? t('checkout.placing') : t('checkout.placeOrder')}
      </Button>
      {waiting && (
        <p className={forms.muted}>{t('refusal.retryIn', { wait: waitText(checkout.secondsLeft, t) })}</p>
      )}
    </aside>
  );
});

/**
 * /order-process, the same in both apps (the summary beside the form on a wide screen, under it on a phone):
 * pick-up or courier, payment, promo code; each field says what it still needs, in the shopper's language.
 * `catalogPath`: where an empty cart leads.
 */
export function createCheckoutScreen({ catalogPath }: { catalogPath: string }) {
  const CheckoutPage = observer(function CheckoutPage() {
    const { t } = useTranslation();
    const checkout = useCheckout();
    const formRef = useRef<HTMLFormElement>(null);
    const { draft } = checkout;
    const shopperKnown = useShopperKnown();
    // Only a signed-in shopper orders: the others sign in first and come back here (the server sends a guest it
    // can tell to the same address).
    useRequireSignIn();
    if (!shopperKnown) return <ShopperPending title={t('checkout.title')} />;
    if (checkout.empty) {
      return (
        <>
          <h1>{t('checkout.title')}</h1>
          <EmptyState
            title={t('cart.empty')}
            text={t('cart.emptyText')}
            actions={<ButtonLink href={catalogPath}>{t('cart.toCatalog')}</ButtonLink>}
          />
        </>
      );
    }
    const submit = async () => {
      const result = await checkout.place();
      // A field that stopped the order gets the focus, so the shopper lands where the message is.
      if (result === null || !result.ok) {
        requestAnimationFrame(() =>
          formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
        );
      }
    };
    return (
      <>
        <h1 id="checkout-title">{t('checkout.title')}</h1>
        {/* The server's checkout without scripts: its choices show, the order cannot be sent; said, as the cart's. */}
        <p className={`${forms.warning} ${styles.needsScripts} gp-needs-scripts`}>{t('cart.needsScripts')}</p>
        <form
          ref={formRef}
          className={styles.layout}
          aria-labelledby="checkout-title"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <div className={styles.steps}>
            {checkout.needsPrescription && <PrescriptionFields checkout={checkout} />}
            <DeliveryType checkout={checkout} />
            {draft.type === 'pickup' && <PickupFields checkout={checkout} />}
            {draft.type === 'shipping' && <CourierFields checkout={checkout} />}
            <PaymentFields checkout={checkout} />
            <TextField
              label={t('checkout.promoCode')}
              maxLength={TEXT_LIMITS.short}
              value={draft.promo_code}
              error={checkout.errors.promo_code}
              onChange={(event) => checkout.update({ promo_code: event.target.value })}
            />
          </div>
          <Summary checkout={checkout} />
        </form>
      </>
    );
  });
  return { CheckoutPage };
}
