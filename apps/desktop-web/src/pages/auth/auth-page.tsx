import type { ProfileFields } from '@gopharm/api-client';
import { RESEND_SECONDS, useAuthFlow } from '@gopharm/shell';
import { Button, CodeInput, PhoneInput, TextField } from '@gopharm/ui-kit';
import { observer } from 'mobx-react-lite';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './auth-page.module.css';

function useSecondsLeft(sentAt: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return sentAt ? Math.max(0, RESEND_SECONDS - Math.floor((now - sentAt) / 1000)) : 0;
}

function RegisterForm({ busy, onSubmit }: { busy: boolean; onSubmit: (fields: ProfileFields) => void }) {
  const { t } = useTranslation();
  const [fields, setFields] = useState<ProfileFields>({
    first_name: '',
    last_name: '',
    birth_date: '',
    gender: 'female',
  });
  const set = (changes: Partial<ProfileFields>) => setFields((current) => ({ ...current, ...changes }));
  return (
    <form
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(fields);
      }}
    >
      <h2>{t('auth.registerTitle')}</h2>
      <TextField
        label={t('profileForm.firstName')}
        required
        value={fields.first_name}
        onChange={(e) => set({ first_name: e.target.value })}
      />
      <TextField
        label={t('profileForm.lastName')}
        required
        value={fields.last_name}
        onChange={(e) => set({ last_name: e.target.value })}
      />
      <TextField
        label={t('profileForm.birthDate')}
        type="date"
        required
        value={fields.birth_date}
        onChange={(e) => set({ birth_date: e.target.value })}
      />
      <fieldset className={styles.gender}>
        <legend>{t('profileForm.gender')}</legend>
        {(['female', 'male'] as const).map((gender) => (
          <label key={gender}>
            <input
              type="radio"
              name="gender"
              checked={fields.gender === gender}
              onChange={() => set({ gender })}
            />{' '}
            {t(`profileForm.${gender}`)}
          </label>
        ))}
      </fieldset>
      <Button type="submit" size="large" disabled={busy}>
        {t('auth.register')}
      </Button>
    </form>
  );
}

/** /auth: phone, SMS code with a resend timer, then the registration form for a new user. */
export const AuthPage = observer(function AuthPage() {
  const { t } = useTranslation();
  const flow = useAuthFlow();
  const [digits, setDigits] = useState('');
  const [code, setCode] = useState('');
  const secondsLeft = useSecondsLeft(flow.sentAt);
  const submit = (work: () => void) => (event: FormEvent) => {
    event.preventDefault();
    work();
  };
  return (
    <section className={styles.page} aria-labelledby="auth-title">
      <h1 id="auth-title">{t('auth.title')}</h1>
      {flow.error && (
        <p role="alert" className={styles.error}>
          {flow.error}
        </p>
      )}
      {flow.step === 'phone' && (
        <form className={styles.form} onSubmit={submit(() => void flow.requestCode(digits))}>
          <PhoneInput label={t('auth.phone')} value={digits} onChange={setDigits} required />
          <Button type="submit" size="large" disabled={flow.busy}>
            {t('auth.getCode')}
          </Button>
        </form>
      )}
      {flow.step === 'code' && (
        <form className={styles.form} onSubmit={submit(() => void flow.acceptCode(code))}>
          <p>{t('auth.codeSent', { phone: flow.phone })}</p>
          <CodeInput label={t('auth.code')} length={6} value={code} onChange={setCode} required />
          <Button type="submit" size="large" disabled={flow.busy || code.length < 4}>
            {t('auth.signIn')}
          </Button>
          {secondsLeft > 0 ? (
            <p>{t('auth.resendIn', { seconds: secondsLeft })}</p>
          ) : (
            <Button variant="ghost" onClick={() => void flow.requestCode(flow.phone.slice(3))}>
              {t('auth.resend')}
            </Button>
          )}
          <Button variant="ghost" onClick={flow.changePhone}>
            {t('auth.changePhone')}
          </Button>
        </form>
      )}
      {flow.step === 'register' && (
        <RegisterForm busy={flow.busy} onSubmit={(fields) => void flow.register(fields)} />
      )}
    </section>
  );
});
