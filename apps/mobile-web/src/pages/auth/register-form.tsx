import type { ProfileFields } from '@gopharm/api-client';
import { useStores, translateServerMessage } from '@gopharm/shell';
import { Button, TextField } from '@gopharm/ui-kit';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styles from '../../components/content.module.css';

/** The registration form (register-profil fields) for a user whose profile is not complete. */
export function RegisterForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const { auth } = useStores();
  const [fields, setFields] = useState<ProfileFields>({
    first_name: '',
    last_name: '',
    birth_date: '',
    gender: 'female',
  });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (name: keyof ProfileFields) => (value: string) => setFields({ ...fields, [name]: value });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!fields.first_name.trim() || !fields.last_name.trim() || !fields.birth_date) {
      return setError(t('common.required'));
    }
    setBusy(true);
    const result = await auth.register({
      ...fields,
      first_name: fields.first_name.trim(),
      last_name: fields.last_name.trim(),
    });
    setBusy(false);
    if (!result.ok)
      return setError(
        result.messageKey ? t(result.messageKey) : translateServerMessage(result.message ?? '', t),
      );
    onDone();
  };
  return (
    <form className={styles.stack} onSubmit={submit} noValidate>
      <TextField
        label={t('profileForm.firstName')}
        value={fields.first_name}
        onChange={(e) => set('first_name')(e.target.value)}
        autoComplete="given-name"
        required
      />
      <TextField
        label={t('profileForm.lastName')}
        value={fields.last_name}
        onChange={(e) => set('last_name')(e.target.value)}
        autoComplete="family-name"
        required
      />
      <TextField
        label={t('profileForm.birthDate')}
        type="date"
        value={fields.birth_date}
        onChange={(e) => set('birth_date')(e.target.value)}
        autoComplete="bday"
        required
      />
      <fieldset className={styles.choices}>
        <legend>{t('profileForm.gender')}</legend>
        {(['female', 'male'] as const).map((gender) => (
          <label key={gender} className={styles.choice}>
            <input
              type="radio"
              name="gender"
              checked={fields.gender === gender}
              onChange={() => set('gender')(gender)}
            />
            {t(`profileForm.${gender}`)}
          </label>
        ))}
      </fieldset>
      {error && (
        <p role="alert" className={styles.warning}>
          {error}
        </p>
      )}
      <Button type="submit" size="large" fullWidth disabled={busy}>
        {t('auth.register')}
      </Button>
    </form>
  );
}
