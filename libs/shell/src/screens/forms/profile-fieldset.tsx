import type { ProfileFields } from '@gopharm/api-client';
import { TextField } from '@gopharm/ui-kit';
import { useTranslation } from 'react-i18next';
import styles from './forms.module.css';

/** The register-profil fields: first name, surname, date of birth, gender (registration and /profile/personal). */
export function ProfileFieldset({
  fields,
  onChange,
  errors = {},
}: {
  fields: ProfileFields;
  onChange: (changes: Partial<ProfileFields>) => void;
  errors?: Partial<Record<keyof ProfileFields, string>>;
}) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        label={t('profileForm.firstName')}
        value={fields.first_name}
        onChange={(event) => onChange({ first_name: event.target.value })}
        autoComplete="given-name"
        required
        error={errors.first_name}
      />
      <TextField
        label={t('profileForm.lastName')}
        value={fields.last_name}
        onChange={(event) => onChange({ last_name: event.target.value })}
        autoComplete="family-name"
        required
        error={errors.last_name}
      />
      <TextField
        label={t('profileForm.birthDate')}
        type="date"
        value={fields.birth_date}
        onChange={(event) => onChange({ birth_date: event.target.value })}
        autoComplete="bday"
        required
        error={errors.birth_date}
      />
      <fieldset className={`${styles.plain} ${styles.inline}`}>
        <legend>{t('profileForm.gender')}</legend>
        {(['female', 'male'] as const).map((gender) => (
          <label key={gender} className={styles.choice}>
            <input
              type="radio"
              name="gender"
              checked={fields.gender === gender}
              onChange={() => onChange({ gender })}
            />
            {t(`profileForm.${gender}`)}
          </label>
        ))}
      </fieldset>
    </>
  );
}
