import type { ProfileFields } from '@gopharm/api-client';
import { DateInput, TextField } from '@gopharm/ui-kit';
import { TEXT_LIMITS } from '@gopharm/util';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProfileDraft } from '../../auth/profile-fields';
import styles from './forms.module.css';
import { RadioChoices } from './radio-choice';

/** The name fields of the profile: the field, its label's key, its autocomplete. */
const NAME_FIELDS = [
  ['first_name', 'profileForm.firstName', 'given-name'],
  ['last_name', 'profileForm.lastName', 'family-name'],
] as const;

/** The register-profil fields: first name, surname, date of birth, gender (registration and /profile/personal). */
export function ProfileFieldset({
  fields,
  onChange,
  errors = {},
}: {
  /** A gender of null: none chosen yet (registration asks, never presumes). */
  fields: ProfileDraft;
  onChange: (changes: Partial<ProfileFields>) => void;
  errors?: Partial<Record<keyof ProfileFields, string>>;
}) {
  const { t } = useTranslation();
  const genderErrorId = useId();
  return (
    <>
      {NAME_FIELDS.map(([field, label, autoComplete]) => (
        <TextField
          key={field}
          label={t(label)}
          maxLength={TEXT_LIMITS.name}
          value={fields[field]}
          onChange={(event) => onChange({ [field]: event.target.value })}
          autoComplete={autoComplete}
          required
          error={errors[field]}
        />
      ))}
      <DateInput
        label={t('profileForm.birthDate')}
        placeholder={t('profileForm.birthDateFormat')}
        value={fields.birth_date}
        onChange={(birth_date) => onChange({ birth_date })}
        autoComplete="bday"
        required
        error={errors.birth_date}
      />
      <fieldset className={`${styles.plain} ${styles.inline}`}>
        <legend>{t('profileForm.gender')}</legend>
        <RadioChoices
          name="gender"
          values={['female', 'male'] as const}
          chosen={fields.gender}
          onChoose={(gender) => onChange({ gender })}
          label={(gender) => t(`profileForm.${gender}`)}
          inputProps={
            errors.gender
              ? { 'aria-invalid': true, 'aria-describedby': genderErrorId, required: true }
              : { required: true }
          }
        />
        {errors.gender && (
          <p id={genderErrorId} className={styles.fieldError}>
            {errors.gender}
          </p>
        )}
      </fieldset>
    </>
  );
}
