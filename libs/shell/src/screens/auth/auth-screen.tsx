import { signInOf } from '@gopharm/domain';
import { Button, CodeInput, PhoneInput } from '@gopharm/ui-kit';
import { observer } from 'mobx-react-lite';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
// Through the shell's entry, as the apps import it, so the bundler keeps it in one chunk with the app's start.
import { CODE_LENGTH, useStores, waitText } from '../../index';
import { useAuthFlow } from '../../auth/use-auth-flow';
import styles from '../forms/forms.module.css';
import type { ProfileDraft } from '../../auth/profile-fields';
import { ProfileFieldset } from '../forms/profile-fieldset';
import layout from './auth.module.css';

type Flow = ReturnType<typeof useAuthFlow>;

const onSubmit = (work: () => void) => (event: FormEvent) => {
  event.preventDefault();
  work();
};

/** The form's own message (a refusal of the server), announced where the button is. */
function FormAlert({ children }: { children: ReactNode }) {
  return children ? (
    <p role="alert" className={styles.alert}>
      {children}
    </p>
  ) : null;
}

/**
 * "Checking you're not a robot", while the sign-in store solves the API's challenge (nothing for the shopper to do):
 * the submit button says it in place of its label (so nothing on the page moves), and this live region, out of the
 * layout, reads it out to screen readers.
 */
const RobotCheck = observer(function RobotCheck() {
  const { t } = useTranslation();
  const signIn = signInOf(useStores());
  return (
    <p role="status" aria-live="polite" className={layout.liveStatus}>
      {signIn.checkingRobot ? t('auth.robotCheck') : ''}
    </p>
  );
});

const PhoneStep = observer(function PhoneStep({ flow }: { flow: Flow }) {
  const { t } = useTranslation();
  const signIn = signInOf(useStores());
  const waiting = flow.secondsLeft > 0;
  return (
    <form className={styles.form} onSubmit={onSubmit(() => void flow.requestCode())} noValidate>
      <PhoneInput
        label={t('auth.phone')}
        value={flow.digits}
        onChange={flow.setDigits}
        required
        error={flow.fieldErrors.phone}
      />
      <FormAlert>{flow.error}</FormAlert>
      <RobotCheck />
      <Button type="submit" size="large" fullWidth loading={flow.busy} disabled={waiting}>
        {t(signIn.checkingRobot ? 'auth.robotCheck' : 'auth.getCode')}
      </Button>
      {waiting && (
        <p className={styles.muted}>{t('refusal.retryIn', { wait: waitText(flow.secondsLeft, t) })}</p>
      )}
    </form>
  );
});

const CodeStep = observer(function CodeStep({ flow }: { flow: Flow }) {
  const { t } = useTranslation();
  const signIn = signInOf(useStores());
  return (
    <form className={styles.form} onSubmit={onSubmit(() => void flow.acceptCode())} noValidate>
      <p>{t('auth.codeSent', { phone: flow.phone })}</p>
      <CodeInput
        label={t('auth.code')}
        length={CODE_LENGTH}
        value={flow.code}
        onChange={flow.setCode}
        required
        error={flow.fieldErrors.code}
      />
      <FormAlert>{flow.error}</FormAlert>
      <RobotCheck />
      <Button type="submit" size="large" fullWidth loading={flow.busy}>
        {t(signIn.checkingRobot ? 'auth.robotCheck' : 'auth.signIn')}
      </Button>
      {flow.secondsLeft > 0 ? (
        <p className={styles.muted}>{t('auth.resendIn', { wait: waitText(flow.secondsLeft, t) })}</p>
      ) : (
        <Button variant="ghost" fullWidth disabled={flow.busy} onClick={() => void flow.resend()}>
          {t('auth.resend')}
        </Button>
      )}
      <Button variant="ghost" fullWidth onClick={flow.changePhone}>
        {t('auth.changePhone')}
      </Button>
    </form>
  );
});

const RegisterStep = observer(function RegisterStep({ flow }: { flow: Flow }) {
  const { t } = useTranslation();
  const [fields, setFields] = useState<ProfileDraft>({
    first_name: '',
    last_name: '',
    birth_date: '',
    gender: null,
  });
  return (
    <form className={styles.form} onSubmit={onSubmit(() => void flow.register(fields))} noValidate>
      <ProfileFieldset
        fields={fields}
        onChange={(changes) => setFields((current) => ({ ...current, ...changes }))}
        errors={flow.fieldErrors}
      />
      <FormAlert>{flow.error}</FormAlert>
      <Button type="submit" size="large" fullWidth loading={flow.busy}>
        {t('auth.register')}
      </Button>
    </form>
  );
});

/**
 * /auth, the same in both apps: phone, SMS code with a resend timer, then the registration form for a new
 * user; then on to where the shopper was going (useAuthFlow), or `homePath` (desktop /profile, phone /profile-mobile).
 */
export function createAuthScreen({ homePath }: { homePath: string }) {
  const AuthPage = observer(function AuthPage() {
    const { t } = useTranslation();
    const flow = useAuthFlow({ homePath });
    return (
      <section className={layout.page} aria-labelledby="auth-title">
        <h1 id="auth-title">{flow.step === 'register' ? t('auth.registerTitle') : t('auth.title')}</h1>
        {flow.forRegion && flow.step === 'phone' && <p className={layout.reason}>{t('auth.forRegion')}</p>}
        {flow.step === 'phone' && <PhoneStep flow={flow} />}
        {flow.step === 'code' && <CodeStep flow={flow} />}
        {flow.step === 'register' && <RegisterStep flow={flow} />}
      </section>
    );
  });
  return { AuthPage };
}
