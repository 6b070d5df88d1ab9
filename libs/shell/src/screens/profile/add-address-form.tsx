import type { LatLng } from '@gopharm/api-client';
import { addressesOf } from '@gopharm/domain';
import { Button, TextField } from '@gopharm/ui-kit';
import { TEXT_LIMITS } from '@gopharm/util';
import { observer } from 'mobx-react-lite';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
// Through the shell's entry, as the apps import it, so the bundler keeps it in one chunk with the app's start.
import { useNotify, useRefusalText, useStores } from '../../index';
import forms from '../forms/forms.module.css';
import { LocationPicker } from '../map/location-picker';
import { LocationPickerHint } from '../map/location-picker-hint';
import styles from './profile.module.css';

/** The typed fields: the field, its label's key, its autocomplete, whether it is required, its longest text. */
const TEXT_FIELDS = [
  ['address', 'checkout.street', 'street-address', true, TEXT_LIMITS.street],
  ['house', 'checkout.house', undefined, true, TEXT_LIMITS.short],
  ['apartment', 'checkout.apartment', undefined, false, TEXT_LIMITS.short],
] as const;
type TextFieldName = (typeof TEXT_FIELDS)[number][0];
const EMPTY: Record<TextFieldName, string> = { address: '', house: '', apartment: '' };
type AddressField = TextFieldName | 'point';

/**
 * /profile/address: a new delivery address (street, house, flat and its point on the map, clicked or from the
 * browser's geolocation) saved with v2/addresses. Each field says what it still needs; a refusal of the server
 * is told in the shopper's language.
 */
export const AddAddressForm = observer(function AddAddressForm() {
  const { t } = useTranslation();
  const addresses = addressesOf(useStores());
  const notify = useNotify();
  const refusalText = useRefusalText();
  const [fields, setFields] = useState(EMPTY);
  const [point, setPoint] = useState<LatLng | null>(null);
  const [errors, setErrors] = useState<Partial<Record<AddressField, string>>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const pointError = useId();
  const clear = (field: AddressField) =>
    setErrors((current) => {
      const next = { ...current };
      delete next[field];
      return next;
    });
  const edit = (field: TextFieldName, value: string) => {
    setFields((current) => ({ ...current, [field]: value }));
    clear(field);
  };
  const choosePoint = (next: LatLng) => {
    setPoint(next);
    clear('point');
  };
  const locate = () => {
    if (typeof navigator === 'undefined' || !navigator.geolocation) {
      setErrors((current) => ({ ...current, point: t('errors.geolocation') }));
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (position) => choosePoint({ lat: position.coords.latitude, lng: position.coords.longitude }),
      () => setErrors((current) => ({ ...current, point: t('errors.geolocationDenied') })),
    );
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems: Partial<Record<AddressField, string>> = {};
    if (!fields.address.trim()) problems.address = t('validation.street');
    if (!fields.house.trim()) problems.house = t('validation.house');
    if (!point) problems.point = t('validation.point');
    setErrors(problems);
    setError(null);
    if (!point || Object.keys(problems).length > 0) return;
    setBusy(true);
    const result = await addresses.save({
      address: fields.address.trim(),
      house: fields.house.trim(),
      apartment: fields.apartment.trim(),
      entrance: '',
      floor: '',
      intercom: '',
      comment: '',
      lat: point.lat,
      lng: point.lng,
    });
    setBusy(false);
    if (!result.ok) {
      setError(refusalText(result.error));
      return;
    }
    setFields(EMPTY);
    setPoint(null);
    notify({ type: 'success', key: 'addresses.saved' });
  };
  return (
    <form
      className={styles.form}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={t('addresses.add')}
    >
      <h2>{t('addresses.add')}</h2>
      {TEXT_FIELDS.map(([field, label, autoComplete, required, maxLength]) => (
        <TextField
          key={field}
          label={t(label)}
          autoComplete={autoComplete}
          required={required}
          maxLength={maxLength}
          value={fields[field]}
          error={errors[field]}
          onChange={(event) => edit(field, event.target.value)}
        />
      ))}
      <fieldset className={forms.group}>
        <legend>{t('addresses.point')}</legend>
        <LocationPickerHint className={forms.muted} />
        <LocationPicker
          value={point}
          onChange={choosePoint}
          label={t('addresses.point')}
          describedBy={errors.point ? pointError : undefined}
        />
        <div className={forms.locateRow}>
          <Button
            variant="secondary"
            className={forms.locateButton}
            onClick={locate}
            aria-describedby={errors.point ? pointError : undefined}
          >
            {t('checkout.useMyLocation')}
          </Button>
        </div>
        {point && !errors.point && <p role="status">{t('checkout.locationSet')}</p>}
        {errors.point && (
          <p id={pointError} className={forms.fieldError}>
            {errors.point}
          </p>
        )}
      </fieldset>
      {error && (
        <p role="alert" className={forms.alert}>
          {error}
        </p>
      )}
      <Button type="submit" loading={busy}>
        {t('addresses.save')}
      </Button>
    </form>
  );
});
