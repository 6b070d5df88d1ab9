import { useStores, translateServerMessage } from '@gopharm/shell';
import { Button, CodeInput, PhoneInput, UZ_PHONE_PREFIX } from '@gopharm/ui-kit';
import { observer } from 'mobx-react-lite';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styles from '../../components/content.module.css';
import { RegisterForm } from './register-form';

const CODE_LENGTH = 6;
const RESEND_SECONDS = 60;

type Step = 'phone' | 'code' | 'register';

/** Sign-in by SMS code, then the registration form for a new user; back to afterAuthUrl at the end. */
export const AuthPage = observer(function AuthPage() {
  const { t } = useTranslation();
  const stores = useStores();
  const { auth } = stores;
  const [step, setStep] = useState<Step>(auth.token && !auth.isSignedIn ? 'register' : 'phone');
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [resendIn, setResendIn] = useState(0);
  const fullPhone = `${UZ_PHONE_PREFIX}${phone}`;

  useEffect(() => {
    if (resendIn <= 0) return;
    const timer = setTimeout(() => setResendIn((value) => value - 1), 1000);
    return () => clearTimeout(timer);
  }, [resendIn]);

  const finish = () => {
    const target = auth.afterAuthUrl ?? '/profile-mobile';
    auth.setAfterAuthUrl(null);
    stores.navigate(target);
  };
  const messageOf = (result: { messageKey?: string; message?: string }) =>
    result.messageKey
      ? t(result.messageKey)
      : result.message
        ? translateServerMessage(result.message, t)
        : t('errors.network');

  const sendCode = async (event?: FormEvent) => {
    event?.preventDefault();
    if (phone.length !== 9) return setError(t('auth.phoneInvalid'));
    setBusy(true);
    const result = await auth.requestCode(fullPhone);
    setBusy(false);
    if (!result.ok) return setError(messageOf(result));
    setError(null);
    setStep('code');
    setResendIn(RESEND_SECONDS);
  };
  const checkCode = async (event: FormEvent) => {
    event.preventDefault();
    if (code.length !== CODE_LENGTH) return setError(t('errors.wrongCode'));
    setBusy(true);
    const result = await auth.acceptCode(fullPhone, code);
    setBusy(false);
    if (!result.ok) return setError(messageOf(result));
    setError(null);
    if (result.complete) finish();
    else setStep('register');
  };

  return (
    <section aria-labelledby="auth-title" className={styles.stack}>
      <h1 id="auth-title">{step === 'register' ? t('auth.registerTitle') : t('auth.title')}</h1>
      {step === 'phone' && (
        <form className={styles.stack} onSubmit={sendCode} noValidate>
          <PhoneInput label={t('auth.phone')} value={phone} onChange={setPhone} error={error ?? undefined} />
          <Button type="submit" size="large" fullWidth disabled={busy}>
            {t('auth.getCode')}
          </Button>
        </form>
      )}
      {step === 'code' && (
        <form className={styles.stack} onSubmit={checkCode} noValidate>
          <p>{t('auth.codeSent', { phone: fullPhone })}</p>
          <CodeInput
            label={t('auth.code')}
            length={CODE_LENGTH}
            value={code}
            onChange={setCode}
            error={error ?? undefined}
          />
          <Button type="submit" size="large" fullWidth disabled={busy}>
            {t('auth.signIn')}
          </Button>
          <Button variant="ghost" fullWidth disabled={busy || resendIn > 0} onClick={() => void sendCode()}>
            {resendIn > 0 ? t('auth.resendIn', { seconds: resendIn }) : t('auth.resend')}
          </Button>
          <Button variant="ghost" fullWidth onClick={() => setStep('phone')}>
            {t('auth.changePhone')}
          </Button>
        </form>
      )}
      {step === 'register' && <RegisterForm onDone={finish} />}
    </section>
  );
});
