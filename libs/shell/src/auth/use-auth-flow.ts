import type { ProfileFields, Result } from '@gopharm/api-client';
import { signInOf, type NavigateOptions, type Refusal } from '@gopharm/domain';
import { nextAfterSignIn, splitLocale } from '@gopharm/util';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useCooldown, useRefusalText } from '../feedback/refusal-text';
import { useStores } from '../stores-context';
import { CODE_LENGTH } from './code-length';
import { profileFieldErrors, type ProfileDraft } from './profile-fields';

export type AuthStep = 'phone' | 'code' | 'register';

/** Seconds before a new code may be asked for. */
export const RESEND_SECONDS = 60;
/** The national digits of an Uzbek number after +998. */
const PHONE_DIGITS = 9;

/** Fields of the sign-in forms that can be wrong, each with its message in the shopper's language. */
export type AuthFieldErrors = Partial<Record<'phone' | 'code' | keyof ProfileFields, string>>;

/**
 * The page of this site the tab came from, without locale prefix. The app keeps the page before /auth as
 * afterAuthUrl; a link to /auth followed before the app started is an ordinary navigation, and then the page
 * before it is only the referrer.
 */
function referrerPath(): string | null {
  if (!document.referrer) return null;
  const url = new URL(document.referrer);
  if (url.origin !== window.location.origin) return null;
  const path = splitLocale(url.pathname).path;
  return path === '/auth' ? null : path + url.search;
}

/**
 * Sign-in by phone and SMS code, then the registration form for a new user; at the end the shopper returns to
 * the page that sent them here (its address's `next`, signInFirst), else the page they came from (afterAuthUrl,
 * the referrer) or `homePath`. Every refusal is told in the shopper's language; after a
 * 429, and for a minute after a code was sent, "Получить код" waits (`secondsLeft`).
 */
export function useAuthFlow({ homePath = '/profile' }: { homePath?: string } = {}) {
  const stores = useStores();
  const { auth } = stores;
  const signIn = signInOf(stores);
  const { t } = useTranslation();
  const refusalText = useRefusalText();
  const cooldown = useCooldown();
  const { search, state } = useLocation();
  // Sent here by a tap on the region (a guest may not choose one): said on the form, and the picker opens after.
  const forRegion = (state as NavigateOptions['state'] | null)?.signInFor === 'region';
  const [chosenStep, setStep] = useState<AuthStep | null>(null);
  // Until the shopper moves on, a signed-in number without a profile (read from storage, possibly after this
  // screen was hydrated) goes straight to registration.
  const step: AuthStep = chosenStep ?? (auth.token && !auth.isSignedIn ? 'register' : 'phone');
  const [digits, setDigits] = useState('');
  // The number as last typed, ahead of the render that shows it: a tap on "Получить код" held before the app
  // started is repeated right after the typed number is handed over, before React has re-rendered with it.
  const typedDigits = useRef('');
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<AuthFieldErrors>({});
  const [busy, setBusy] = useState(false);

  // Sign-in done, the shopper goes on, and /auth leaves the history: Back from there returns to the page before it.
  const finish = () => {
    const target = nextAfterSignIn(search) ?? auth.afterAuthUrl ?? referrerPath() ?? homePath;
    auth.setAfterAuthUrl(null);
    stores.navigate(target, { replace: true });
    if (forRegion) stores.region.openDialog();
  };
  const finishRef = useRef(finish);
  finishRef.current = finish;
  // A shopper already signed in (in another tab, or sent here by a link) has nothing to do here: on at once.
  useEffect(() => {
    let live = true;
    void stores.ready.then(() => {
      if (live && stores.auth.isSignedIn) finishRef.current();
    });
    return () => {
      live = false;
    };
  }, [stores]);

  /** Runs a call; a refusal becomes the form's message (a wrong code the code field's), a 429 a wait. */
  const run = async <T>(work: () => Promise<Result<T, Refusal>>, field?: 'code') => {
    setBusy(true);
    setError(null);
    try {
      const result = await work();
      if (!result.ok) {
        const refusal = result.error;
        if (refusal.retryAfter !== undefined) cooldown.start(refusal.retryAfter);
        if (field && refusal.key === 'errors.wrongCode') setFieldErrors({ [field]: refusalText(refusal) });
        else setError(refusalText(refusal));
      }
      return result;
    } finally {
      setBusy(false);
    }
  };

  const sendCode = async (national: string) => {
    if (national.length !== PHONE_DIGITS) {
      setFieldErrors({ phone: t('auth.phoneInvalid') });
      return;
    }
    setFieldErrors({});
    const full = `998${national}`;
    const result = await run(() => signIn.requestCode(full));
    if (!result.ok) return;
    setPhone(full);
    setCode('');
    cooldown.start(RESEND_SECONDS);
    setStep('code');
  };

  return {
    step,
    /** Sent here by a tap on the region: the form says that signing in lets the shopper choose one. */
    forRegion,
    /** The 9 digits typed after +998. */
    digits,
    /** The full number the code went to: 998 and 9 digits. */
    phone,
    code,
    error,
    fieldErrors,
    busy,
    /** Seconds before a code may be asked for again (0: now). */
    secondsLeft: cooldown.secondsLeft,
    setDigits(value: string) {
      typedDigits.current = value;
      setDigits(value);
      setFieldErrors(({ phone: _phone, ...rest }) => rest);
    },
    setCode(value: string) {
      setCode(value);
      setFieldErrors(({ code: _code, ...rest }) => rest);
    },
    requestCode: () => sendCode(typedDigits.current),
    resend: () => sendCode(phone.slice(3)),
    async acceptCode() {
      if (code.length !== CODE_LENGTH) {
        setFieldErrors({ code: t('validation.code', { count: CODE_LENGTH }) });
        return;
      }
      const result = await run(() => signIn.acceptCode(phone, code), 'code');
      if (!result.ok) return;
      if (result.data.complete) finish();
      else setStep('register');
    },
    async register(fields: ProfileDraft) {
      const missing = profileFieldErrors(fields, t);
      setFieldErrors(missing);
      const { gender } = fields;
      if (Object.keys(missing).length > 0 || gender === null) return;
      const result = await run(() =>
        signIn.register({
          ...fields,
          gender,
          first_name: fields.first_name.trim(),
          last_name: fields.last_name.trim(),
        }),
      );
      if (result.ok) finish();
    },
    changePhone() {
      setStep('phone');
      setError(null);
      setFieldErrors({});
    },
  };
}
