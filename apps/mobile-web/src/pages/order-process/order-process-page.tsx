import type { NewCard } from '@gopharm/domain';
import { formatMoney } from '@gopharm/i18n';
import { checkoutErrorsOf, useStores } from '@gopharm/shell';
import { Button, ButtonLink, EmptyState, isExpiryComplete, TextField } from '@gopharm/ui-kit';
import { observer } from 'mobx-react-lite';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styles from '../../components/content.module.css';
import { PaymentFields } from './payment-fields';
import { PickupList } from './pickup-list';
import { ShippingFields } from './shipping-fields';

/** Checkout: pick-up or courier, payment, promo code, summary; placing the order follows the spec. */
export const OrderProcessPage = observer(function OrderProcessPage() {
  const { t } = useTranslation();
  const stores = useStores();
  const { newOrder, auth, locale } = stores;
  const [newCard, setNewCard] = useState<NewCard>({ number: '', expiry: '' });
  const [error, setError] = useState<string | null>(null);
  const draft = newOrder.draft;
  const money = (value: number) => formatMoney(value, locale.code);

  // Only a signed-in shopper orders: the others sign in first and come back here.
  useEffect(() => {
    if (!auth.isSignedIn) {
      auth.setAfterAuthUrl('/order-process');
      stores.navigate('/auth');
    }
  }, [auth, stores]);

  if (newOrder.lineCount === 0) {
    return (
      <EmptyState
        title={t('cart.empty')}
        text={t('cart.emptyText')}
        actions={<ButtonLink href="/catalog-home">{t('cart.toCatalog')}</ButtonLink>}
      />
    );
  }
  const deliveryCost =
    draft.type === 'shipping' && draft.shipping_time === 'express' ? (newOrder.delivery?.express ?? 0) : 0;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (draft.type === null) return setError(t('checkout.deliveryType'));
    if (draft.type === 'pickup' && draft.store_id === null) return setError(t('checkout.choosePharmacy'));
    const usesNewCard = draft.payment_type === 2 && draft.card_id === null;
    if (usesNewCard && (newCard.number.length < 16 || !isExpiryComplete(newCard.expiry))) {
      return setError(`${t('checkout.cardNumber')}, ${t('checkout.cardExpiry')}: ${t('common.required')}`);
    }
    setError(null);
    // The expiry input keeps digits ("1230"); the order call takes "12/30". Neither is stored anywhere.
    const card = usesNewCard
      ? { number: newCard.number, expiry: `${newCard.expiry.slice(0, 2)}/${newCard.expiry.slice(2)}` }
      : undefined;
    const result = await newOrder.place(card);
    if (result.ok || result.error === 'exception') return;
    // The same refusals as desktop, with the spec's catalogue messages in the shopper's language.
    const found = checkoutErrorsOf(result, t);
    setError(found?.form ?? found?.store ?? found?.location ?? t('errors.network'));
  };
  return (
    <form className={styles.stack} onSubmit={submit} noValidate aria-labelledby="checkout-title">
      <h1 id="checkout-title">{t('checkout.title')}</h1>
      <fieldset className={styles.options}>
        <legend>{t('checkout.deliveryType')}</legend>
        {(['pickup', 'shipping'] as const).map((type) => (
          <label key={type} className={styles.choice}>
            <input
              type="radio"
              name="type"
              checked={draft.type === type}
              onChange={() =>
                newOrder.updateDraft(
                  type === 'shipping' ? { type, shipping_time: draft.shipping_time ?? 'standard' } : { type },
                )
              }
            />
            {t(`checkout.${type}`)}
          </label>
        ))}
      </fieldset>
      {draft.type === 'pickup' && <PickupList />}
      {draft.type === 'shipping' && <ShippingFields />}
      <PaymentFields newCard={newCard} onNewCard={setNewCard} />
      <TextField
        label={t('checkout.promoCode')}
        value={draft.promo_code}
        onChange={(event) => newOrder.updateDraft({ promo_code: event.target.value })}
      />
      <section aria-labelledby="checkout-summary" className={styles.card}>
        <h2 id="checkout-summary">{t('checkout.summary')}</h2>
        <p className={styles.row}>
          <span>{t('checkout.goods')}</span> <span>{money(newOrder.total)}</span>
        </p>
        <p className={styles.row}>
          <span>{t('checkout.delivery')}</span>{' '}
          <span>{deliveryCost ? money(deliveryCost) : t('checkout.free')}</span>
        </p>
        <p className={`${styles.row} ${styles.total}`}>
          <span>{t('checkout.total')}</span> <span>{money(newOrder.total + deliveryCost)}</span>
        </p>
      </section>
      {error && (
        <p role="alert" className={styles.warning}>
          {error}
        </p>
      )}
      <Button type="submit" size="large" fullWidth disabled={newOrder.placing}>
        {newOrder.placing ? t('checkout.placing') : t('checkout.placeOrder')}
      </Button>
    </form>
  );
});
