import { isOpenNow } from '@gopharm/domain';
import { formatMoney, unbroken } from '@gopharm/i18n';
import { SHOP_HOURS, TEXT_LIMITS } from '@gopharm/util';
import { Button, LoadingRegion, Skeleton, TextField } from '@gopharm/ui-kit';
import { observer } from 'mobx-react-lite';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
// Through the shell's entry, as the apps import it, so the bundler keeps it in one chunk with the app's start.
import { LocalizedLink, useCheckout, useStores } from '../../index';
import forms from '../forms/forms.module.css';
import { RadioChoice, RadioChoices } from '../forms/radio-choice';
import { LoadError } from '../load-error';
import { LocationPicker } from '../map/location-picker';
import { LocationPickerHint } from '../map/location-picker-hint';
import { PrescriptionForm, usePrescriptionName } from '../recipe/prescriptions';
import styles from './checkout.module.css';

export type Checkout = ReturnType<typeof useCheckout>;

/** A group's own message, tied to its choices (aria-describedby) so a screen reader reads it with them. */
function useGroupError(error: string | undefined) {
  const id = useId();
  return {
    message: error ? (
      <p id={id} className={forms.fieldError}>
        {error}
      </p>
    ) : null,
    inputProps: error ? { 'aria-invalid': true, 'aria-describedby': id } : {},
    describedBy: error ? id : undefined,
  };
}

/** Pick-up or courier; the courier is offered disabled, with its reason, for a cart it may not carry. */
export const DeliveryType = observer(function DeliveryType({ checkout }: { checkout: Checkout }) {
  const { t } = useTranslation();
  const { message, inputProps } = useGroupError(checkout.errors.type);
  const reasonId = useId();
  return (
    <fieldset className={forms.group}>
      <legend>{t('checkout.deliveryType')}</legend>
      <RadioChoices
        name="type"
        values={['pickup', 'shipping'] as const}
        chosen={checkout.draft.type}
        onChoose={(type) => checkout.chooseType(type)}
        label={(type) => t(`checkout.${type}`)}
        inputProps={inputProps}
        inputPropsOf={(type) =>
          type === 'shipping' && !checkout.courierAllowed
            ? { disabled: true, 'aria-describedby': reasonId }
            : undefined
        }
      />
      {!checkout.courierAllowed && (
        <p id={reasonId} className={forms.muted}>
          {t('refusal.prescriptionPickupOnly')}
        </p>
      )}
      {message}
    </fieldset>
  );
});

/** The pick-up pharmacies: those holding the whole cart, the others on request; one is chosen. */
export const PickupFields = observer(function PickupFields({ checkout }: { checkout: Checkout }) {
  const { t } = useTranslation();
  const [showAll, setShowAll] = useState(false);
  const { message, inputProps } = useGroupError(checkout.errors.store);
  const { pharmacies, draft } = checkout;
  const holders = pharmacies.filter((pharmacy) => pharmacy.has_all || pharmacy.id === draft.store_id);
  const list = showAll || holders.length === 0 ? pharmacies : holders;
  return (
    <fieldset className={forms.group}>
      <legend>{t('checkout.choosePharmacy')}</legend>
      {/* The same choice on a map: /take-from-shop sets the pharmacy and comes back here. */}
      <LocalizedLink to="/take-from-shop" className={styles.link}>
        {t('pharmacyMap.map')}
      </LocalizedLink>
      {checkout.pharmaciesState === 'error' && <LoadError onRetry={checkout.reloadPharmacies} />}
      {checkout.pharmaciesState === 'loading' && pharmacies.length === 0 && (
        <LoadingRegion label={t('common.loading')}>
          <Skeleton height={180} />
        </LoadingRegion>
      )}
      {holders.length === 0 && checkout.pharmaciesState === 'loaded' && (
        <p className={forms.warning}>{t('cart.notAvailable')}</p>
      )}
      {list.map((pharmacy) => (
        <RadioChoice
          key={pharmacy.id}
          className={styles.pharmacy}
          name="pharmacy"
          checked={draft.store_id === pharmacy.id}
          onChoose={() => checkout.update({ store_id: pharmacy.id })}
          inputProps={inputProps}
        >
          <span className={styles.pharmacyText}>
            <strong>{pharmacy.name}</strong>
            <span>{pharmacy.address}</span>
            <span className={forms.muted}>
              {t('checkout.hours', { opens: pharmacy.opens, closes: pharmacy.closes })} ·{' '}
              {t(isOpenNow(pharmacy) ? 'checkout.openNow' : 'checkout.closedNow')} ·{' '}
              {t(pharmacy.has_all ? 'checkout.holdsAll' : 'checkout.holdsSome')}
            </span>
          </span>
        </RadioChoice>
      ))}
      {list.length < pharmacies.length && (
        <Button variant="secondary" onClick={() => setShowAll(true)}>
          {t('common.showAll')} ({pharmacies.length})
        </Button>
      )}
      {message}
    </fieldset>
  );
});

/** The courier's typed fields: the field, its label's key, its autocomplete, its longest text. */
const ADDRESS_FIELDS = [
  ['address', 'checkout.street', 'street-address', TEXT_LIMITS.street],
  ['house', 'checkout.house', undefined, TEXT_LIMITS.short],
  ['apartment', 'checkout.apartment', undefined, TEXT_LIMITS.short],
  ['entrance', 'checkout.entrance', undefined, TEXT_LIMITS.short],
  ['floor', 'checkout.floor', undefined, TEXT_LIMITS.short],
  ['intercom', 'checkout.intercom', undefined, TEXT_LIMITS.short],
  ['address_description', 'checkout.comment', undefined, TEXT_LIMITS.street],
] as const;

/**
 * Courier: standard (free) or express (2000 сум/km; outside the shop's hours shown disabled, with its hours), the
 * address and the place the courier comes to: a saved address, a click on the map, or the browser's geolocation
 * (any one is enough).
 */
export const CourierFields = observer(function CourierFields({ checkout }: { checkout: Checkout }) {
  const { t } = useTranslation();
  const { locale } = useStores();
  const { draft, errors } = checkout;
  const locationMessage = useGroupError(errors.location);
  const timeMessage = useGroupError(errors.shipping_time);
  const hintId = useId();
  const hoursId = useId();
  return (
    <>
      {checkout.savedAddresses.length > 0 && (
        <fieldset className={forms.group}>
          <legend>{t('checkout.savedAddresses')}</legend>
          {checkout.savedAddresses.map((saved) => (
            <RadioChoice
              key={saved.id}
              name="saved_address"
              checked={checkout.isChosenAddress(saved)}
              onChoose={() => checkout.chooseAddress(saved)}
            >
              {[saved.address, saved.house, saved.apartment].filter(Boolean).join(', ')}
            </RadioChoice>
          ))}
        </fieldset>
      )}
      <fieldset className={forms.group}>
        <legend>{t('checkout.delivery')}</legend>
        <RadioChoices
          name="shipping_time"
          values={['standard', 'express'] as const}
          chosen={draft.shipping_time ?? 'standard'}
          onChoose={(time) => checkout.update({ shipping_time: time })}
          label={(time) => t(`checkout.${time}`)}
          inputProps={timeMessage.inputProps}
          inputPropsOf={(time) =>
            time === 'express' && !checkout.expressOpen
              ? { disabled: true, 'aria-describedby': hoursId }
              : undefined
          }
        />
        {!checkout.expressOpen && (
          <p id={hoursId} className={forms.muted}>
            {t('refusal.expressClosed', SHOP_HOURS)}
          </p>
        )}
        {checkout.expressSwitched && (
          <p role="status" className={forms.warning}>
            {t('checkout.expressSwitched')}
          </p>
        )}
        {checkout.expressOpen && draft.shipping_time === 'express' && (
          <p className={forms.muted}>
            {t('checkout.expressEta')}
            {checkout.deliveryCost !== null &&
              ` · ${t('checkout.expressCost', { amount: formatMoney(checkout.deliveryCost, locale.code) })}`}
          </p>
        )}
        {timeMessage.message}
      </fieldset>
      <fieldset className={forms.group}>
        <legend>{t('checkout.address')}</legend>
        <div className={styles.address}>
          {ADDRESS_FIELDS.map(([field, label, autoComplete, maxLength]) => (
            <TextField
              key={field}
              maxLength={maxLength}
              className={field === 'address' || field === 'address_description' ? styles.wide : undefined}
              label={t(label)}
              required={field === 'address' || field === 'house'}
              autoComplete={autoComplete}
              value={draft[field]}
              error={field === 'address' || field === 'house' ? errors[field] : undefined}
              onChange={(event) => checkout.update({ [field]: event.target.value })}
            />
          ))}
        </div>
        <LocationPickerHint id={hintId} className={forms.muted} />
        <LocationPicker
          value={draft.location}
          onChange={checkout.pickPoint}
          label={t('checkout.pointOnMap')}
          describedBy={[hintId, locationMessage.describedBy].filter(Boolean).join(' ')}
        />
        <div className={styles.locate}>
          <Button
            variant="secondary"
            className={forms.locateButton}
            onClick={() => void checkout.locate()}
            aria-describedby={locationMessage.describedBy}
          >
            {t('checkout.useMyLocation')}
          </Button>
          {draft.location && !errors.location && <span role="status">{t('checkout.locationSet')}</span>}
        </div>
        {locationMessage.message}
      </fieldset>
    </>
  );
});

/** Cash, a saved card or a new card (typed on the provider's page, where placing the order leads). */
export const PaymentFields = observer(function PaymentFields({ checkout }: { checkout: Checkout }) {
  const { t } = useTranslation();
  const { draft } = checkout;
  return (
    <fieldset className={forms.group}>
      <legend>{t('checkout.payment')}</legend>
      <RadioChoice
        name="payment"
        checked={draft.payment_type === 1}
        onChoose={() => checkout.update({ payment_type: 1, card_id: null })}
      >
        {t('checkout.cash')}
      </RadioChoice>
      {checkout.cards.map((card) => (
        <RadioChoice
          key={card.id}
          name="payment"
          checked={draft.payment_type === 2 && draft.card_id === card.id}
          onChoose={() => checkout.update({ payment_type: 2, card_id: card.id })}
        >
          {t('checkout.savedCard')} {unbroken(card.number)}
        </RadioChoice>
      ))}
      <RadioChoice
        name="payment"
        checked={draft.payment_type === 2 && draft.card_id === null}
        onChoose={() => checkout.update({ payment_type: 2, card_id: null })}
      >
        {t('checkout.newCard')}
      </RadioChoice>
      {draft.payment_type === 2 && draft.card_id === null && (
        <p className={styles.card}>{t('checkout.cardOnProviderPage')}</p>
      )}
    </fieldset>
  );
});

/**
 * A prescription medicine in the cart: one of the shopper's prescriptions is chosen, or a new one added here
 * (chosen at once). The order is not sent without one; the API refuses it too.
 */
export const PrescriptionFields = observer(function PrescriptionFields({ checkout }: { checkout: Checkout }) {
  const { t } = useTranslation();
  const name = usePrescriptionName();
  const { message, inputProps } = useGroupError(checkout.errors.prescription);
  const { draft } = checkout;
  return (
    <fieldset className={forms.group}>
      <legend>{t('recipe.checkoutTitle')}</legend>
      <p className={forms.muted}>{t('recipe.checkoutHint')}</p>
      {checkout.prescriptions.map((prescription) => (
        <RadioChoice
          key={prescription.id}
          name="prescription"
          checked={draft.prescription_id === prescription.id}
          onChoose={() => checkout.update({ prescription_id: prescription.id })}
          inputProps={inputProps}
        >
          {name(prescription)}
        </RadioChoice>
      ))}
      {message}
      <PrescriptionForm onKept={(prescription) => checkout.update({ prescription_id: prescription.id })} />
    </fieldset>
  );
});
