import type { ProfileFields } from '@gopharm/api-client';
import type { AuthResult } from '@gopharm/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateServerMessage } from '../checkout/use-checkout';
import { useStores } from '../stores-context';

export type AuthStep = 'phone' | 'code' | 'register';

/** Seconds before a new code may be asked for. */
export const RESEND_SECONDS = 60;

/**
 * Sign-in by phone and SMS code, then the registration form for a new user; at the end the shopper returns to
 * the page they came from (afterAuthUrl) or the profile.
 */
export function useAuthFlow() {
  const stores = useStores();
  const { auth } = stores;
  const { t } = useTranslation();
  const [step, setStep] = useState<AuthStep>(auth.token && !auth.isSignedIn ? 'register' : 'phone');
  const [phone, setPhone] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sentAt, setSentAt] = useState<number | null>(null);

  const messageOf = (result: AuthResult<object>) =>
    result.ok
      ? null
      : result.messageKey
        ? t(result.messageKey)
        : translateServerMessage(result.message ?? '', t);

  const finish = () => {
    const target = auth.afterAuthUrl ?? '/profile';
    auth.setAfterAuthUrl(null);
    stores.navigate(target);
  };

  const run = async <T extends object>(work: () => Promise<AuthResult<T>>) => {
    setBusy(true);
    setError(null);
    try {
      const result = await work();
      setError(messageOf(result));
      return result;
    } finally {
      setBusy(false);
    }
  };

  return {
    step,
    phone,
    error,
    busy,
    sentAt,
    setPhone,
    /** Full number with the country code: 998 and 9 digits. */
    async requestCode(digits: string) {
      const full = `998${digits}`;
      if (digits.length !== 9) {
        setError(t('common.required'));
        return;
      }
      const result = await run(() => auth.requestCode(full));
      if (result.ok) {
        setPhone(full);
        setSentAt(Date.now());
        setStep('code');
      }
    },
    async acceptCode(code: string) {
      const result = await run(() => auth.acceptCode(phone, code));
      if (!result.ok) return;
      if (result.complete) finish();
      else setStep('register');
    },
    async register(fields: ProfileFields) {
      const result = await run(() => auth.register(fields));
      if (result.ok) finish();
    },
    changePhone() {
      setStep('phone');
      setError(null);
    },
  };
}
