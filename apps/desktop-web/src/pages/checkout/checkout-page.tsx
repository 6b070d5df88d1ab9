import { isOpenNow } from '@gopharm/domain';
import { formatMoney } from '@gopharm/i18n';
import { useCheckout, useStores } from '@gopharm/shell';
import { Button, ButtonLink, CardNumberInput, EmptyState, ExpiryInput, TextField } from '@gopharm/ui-kit';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './checkout-page.module.css';

type Checkout = ReturnType<typeof useCheckout>;

const ADDRESS_FIELDS = [
  ['address', 'checkout.street'],
  ['house', 'checkout.house'],
  ['apartment', 'checkout.apartment'],
  ['entrance', 'checkout.entrance'],
  ['floor', 'checkout.floor'],
  ['intercom', 'checkout.intercom'],
  ['address_description', 'checkout.comment'],
] as const;

const Pickup = observer(function Pickup({ checkout }: { checkout: Checkout }) {
  const { t } = useTranslation();
  return (
    <fieldset className={styles.group}>
      <legend>{t('checkout.choosePharmacy')}</legend>
      {checkout.errors.store && (
        <p role="alert" className={styles.error}>
          {checkout.errors.store}
        </p>
      )}
      {checkout.pharmacies.length === 0 && <p>{t('cart.notAvailable')}</p>}
      {checkout.pharmacies.map((pharmacy) => (
        <label key={pharmacy.id} className={styles.option}>
          <input
            type="radio"
            name="pharmacy"
            checked={checkout.draft.store_id === pharmacy.id}
            onChange={() => checkout.update({ store_id: pharmacy.id })}
          />
          <span>
            <strong>{pharmacy.name}</strong> — {pharmacy.address}
            <br />
            <small>
              {t('checkout.hours', { opens: pharmacy.opens, closes: pharmacy.closes })} ·{' '}
              {t(isOpenNow(pharmacy) ? 'checkout.openNow' : 'checkout.closedNow')} · {t('checkout.holdsAll')}
            </small>
          </span>
        </label>
      ))}
    </fieldset>
  );
});

const Courier = observer(function Courier({ checkout }: { checkout: Checkout }) {
  const { t } = useTranslation();
  const { locale } = useStores();
  const { draft } = checkout;
  return (
    <>
      <fieldset className={styles.group}>
        <legend>{t('checkout.delivery')}</legend>
        {(['standard', 'express'] as const).map((time) => (
          <label key={time} className={styles.option}>
            <input
              type="radio"
              name="shipping_time"
              checked={draft.shipping_time === time}
              onChange={() => checkout.update({ shipping_time: time })}
            />
            <span>
              {t(`checkout.${time}`)}
              {time === 'express' && <small> · {t('checkout.expressEta')}</small>}
            </span>
          </label>
        ))}
        {draft.shipping_time === 'express' && checkout.deliveryCost !== null && (
          <p>{t('checkout.expressCost', { amount: formatMoney(checkout.deliveryCost, locale.code) })}</p>
        )}
      </fieldset>
      <fieldset className={styles.group}>
        <legend>{t('checkout.address')}</legend>
        <div className={styles.address}>
          {ADDRESS_FIELDS.map(([field, label]) => (
            <TextField
              key={field}
              label={t(label)}
              required={field === 'address' || field === 'house'}
              value={draft[field]}
              onChange={(event) => checkout.update({ [field]: event.target.value })}
            />
          ))}
        </div>
        <Button variant="secondary" onClick={() => void checkout.locate()}>
          {t('checkout.useMyLocation')}
        </Button>
        {draft.location && (
          <p>
            {draft.location.lat.toFixed(5)}, {draft.location.lng.toFixed(5)}
          </p>
        )}
        {checkout.errors.location && (
          <p role="alert" className={styles.error}>
            {checkout.errors.location}
          </p>
        )}
      </fieldset>
    </>
  );
});

const Payment = observer(function Payment({ checkout }: { checkout: Checkout }) {
  const { t } = useTranslation();
  const { draft } = checkout;
  return (
    <fieldset className={styles.group}>
      <legend>{t('checkout.payment')}</legend>
      <label className={styles.option}>
        <input
          type="radio"
          name="payment"
          checked={draft.payment_type === 1}
          onChange={() => checkout.update({ payment_type: 1, card_id: null })}
        />
        {t('checkout.cash')}
      </label>
      {checkout.cards.map((card) => (
        <label key={card.id} className={styles.option}>
          <input
            type="radio"
            name="payment"
            checked={draft.payment_type === 2 && draft.card_id === card.id}
            onChange={() => checkout.update({ payment_type: 2, card_id: card.id })}
          />
          {t('checkout.savedCard')} {card.number}
        </label>
      ))}
      <label className={styles.option}>
        <input
          type="radio"
          name="payment"
          checked={draft.payment_type === 2 && draft.card_id === null}
          onChange={() => checkout.update({ payment_type: 2, card_id: null })}
        />
        {t('checkout.newCard')}
      </label>
      {/* A new card goes with the order call only (spec): nothing of it is kept once the order is placed. */}
      {draft.payment_type === 2 && draft.card_id === null && (
        <div className={styles.card}>
          <CardNumberInput
            label={t('checkout.cardNumber')}
            value={checkout.newCard.number}
            onChange={(number) => checkout.setNewCard({ ...checkout.newCard, number })}
          />
          <ExpiryInput
            label={t('checkout.cardExpiry')}
            value={checkout.newCard.expiry}
            onChange={(expiry) => checkout.setNewCard({ ...checkout.newCard, expiry })}
          />
        </div>
      )}
    </fieldset>
  );
});

/** /order-process: pick-up or courier, payment, summary and placing the order. */
export const CheckoutPage = observer(function CheckoutPage() {
  const { t } = useTranslation();
  const stores = useStores();
  const checkout = useCheckout();
  const { draft } = checkout;
  const signedIn = stores.auth.isSignedIn;
  useEffect(() => {
    if (!signedIn) {
      stores.auth.setAfterAuthUrl('/order-process');
      stores.navigate('/auth');
    }
  }, [signedIn, stores]);
  if (checkout.empty) {
    return (
      <>
        <h1>{t('checkout.title')}</h1>
        <EmptyState
          title={t('cart.empty')}
          actions={<ButtonLink href="/catalog">{t('cart.toCatalog')}</ButtonLink>}
        />
      </>
    );
  }
  const money = (value: number) => formatMoney(value, stores.locale.code);
  const ready =
    draft.type === 'pickup'
      ? draft.store_id !== null
      : draft.type === 'shipping' && draft.address.trim() !== '' && draft.location !== null;
  return (
    <>
      <h1>{t('checkout.title')}</h1>
      <form
        className={styles.layout}
        onSubmit={(event) => {
          event.preventDefault();
          void checkout.place();
        }}
      >
        <div className={styles.steps}>
          <fieldset className={styles.group}>
            <legend>{t('checkout.deliveryType')}</legend>
            {(['pickup', 'shipping'] as const).map((type) => (
              <label key={type} className={styles.option}>
                <input
                  type="radio"
                  name="type"
                  checked={draft.type === type}
                  onChange={() => checkout.chooseType(type)}
                />
                {t(`checkout.${type}`)}
              </label>
            ))}
          </fieldset>
          {draft.type === 'pickup' && <Pickup checkout={checkout} />}
          {draft.type === 'shipping' && <Courier checkout={checkout} />}
          <Payment checkout={checkout} />
          <TextField
            label={t('checkout.promoCode')}
            value={draft.promo_code}
            onChange={(event) => checkout.update({ promo_code: event.target.value })}
          />
        </div>
        <aside className={styles.summary} aria-labelledby="checkout-summary">
          <h2 id="checkout-summary">{t('checkout.summary')}</h2>
          <p>
            {t('checkout.goods')}: {money(checkout.goodsTotal)}
          </p>
          <p>
            {t('checkout.delivery')}:{' '}
            {checkout.deliveryCost ? money(checkout.deliveryCost) : t('checkout.free')}
          </p>
          <p className={styles.total}>
            {t('checkout.total')}: <strong>{money(checkout.total)}</strong>
          </p>
          {checkout.errors.form && (
            <p role="alert" className={styles.error}>
              {checkout.errors.form}
            </p>
          )}
          <Button
            type="submit"
            size="large"
            fullWidth
            disabled={!ready || !checkout.payReady || checkout.placing}
          >
            {checkout.placing ? t('checkout.placing') : t('checkout.placeOrder')}
          </Button>
        </aside>
      </form>
    </>
  );
});
