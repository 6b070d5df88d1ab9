import type { OrderDraft } from '@gopharm/domain';
import { formatMoney } from '@gopharm/i18n';
import { useStores } from '@gopharm/shell';
import { Button, TextField } from '@gopharm/ui-kit';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from '../../components/content.module.css';

type AddressField =
  'address' | 'house' | 'apartment' | 'entrance' | 'floor' | 'intercom' | 'address_description';
const FIELDS: [AddressField, string, string?][] = [
  ['address', 'checkout.street', 'street-address'],
  ['house', 'checkout.house'],
  ['apartment', 'checkout.apartment'],
  ['entrance', 'checkout.entrance'],
  ['floor', 'checkout.floor'],
  ['intercom', 'checkout.intercom'],
  ['address_description', 'checkout.comment'],
];

/** Courier: standard (free) or express (2000 сум/km), the address and the shopper's location. */
export const ShippingFields = observer(function ShippingFields() {
  const { t } = useTranslation();
  const { newOrder, locale } = useStores();
  const [geoError, setGeoError] = useState<string | null>(null);
  const draft = newOrder.draft;
  const set = (changes: Partial<OrderDraft>) => newOrder.updateDraft(changes);
  const locate = () => {
    if (!('geolocation' in navigator)) return setGeoError(t('errors.geolocation'));
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setGeoError(null);
        set({ location: { lat: position.coords.latitude, lng: position.coords.longitude } });
        void newOrder.check();
      },
      (error) => setGeoError(error.message),
    );
  };
  return (
    <>
      <fieldset className={styles.options}>
        <legend>{t('checkout.delivery')}</legend>
        {(['standard', 'express'] as const).map((time) => (
          <label key={time} className={styles.choice}>
            <input
              type="radio"
              name="shipping_time"
              checked={(draft.shipping_time ?? 'standard') === time}
              onChange={() => set({ shipping_time: time })}
            />
            {t(`checkout.${time}`)}
          </label>
        ))}
      </fieldset>
      {draft.shipping_time === 'express' && (
        <p className={styles.muted}>
          {t('checkout.expressEta')}
          {newOrder.delivery &&
            ` · ${t('checkout.expressCost', { amount: formatMoney(newOrder.delivery.express, locale.code) })}`}
        </p>
      )}
      <Button variant="secondary" onClick={locate}>
        {t('checkout.useMyLocation')}
      </Button>
      {geoError && (
        <p role="alert" className={styles.warning}>
          {geoError}
        </p>
      )}
      {FIELDS.map(([name, label, autoComplete]) => (
        <TextField
          key={name}
          label={t(label)}
          value={draft[name]}
          autoComplete={autoComplete}
          onChange={(event) => set({ [name]: event.target.value })}
        />
      ))}
    </>
  );
});
