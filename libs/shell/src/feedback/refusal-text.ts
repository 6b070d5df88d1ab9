import type { Refusal } from '@gopharm/domain';
import type { TFunction } from 'i18next';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

type Translate = TFunction;

/** A wait in words, in the shopper's language: whole seconds under a minute, else minutes rounded up. */
export function waitText(seconds: number, t: Translate): string {
  const whole = Math.max(1, Math.ceil(seconds));
  return whole < 60
    ? t('refusal.seconds', { count: whole })
    : t('refusal.minutes', { count: Math.ceil(whole / 60) });
}

/** The text of a refusal in the shopper's language, with the wait of a 429 in words. */
export function refusalText(refusal: Refusal, t: Translate): string {
  const wait = refusal.retryAfter !== undefined ? waitText(refusal.retryAfter, t) : undefined;
  return t(refusal.key, { ...refusal.values, ...(wait ? { wait } : {}) });
}

/** `refusalText` with the current language's translator. */
export function useRefusalText(): (refusal: Refusal) => string {
  const { t } = useTranslation();
  return useCallback((refusal: Refusal) => refusalText(refusal, t), [t]);
}

/**
 * A button's wait: after a 429 (Retry-After) or a sent code (the resend timer), the seconds left, counted down
 * once a second; 0 when it may be pressed again.
 */
export function useCooldown(now: () => number = Date.now) {
  const [until, setUntil] = useState(0);
  const [, tick] = useState(0);
  const left = Math.max(0, Math.ceil((until - now()) / 1000));
  const waiting = left > 0;
  // Ticks once a second while waiting, so the count shown goes down; stops at 0.
  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(() => tick((n) => n + 1), 1000);
    return () => clearInterval(timer);
  }, [waiting]);
  return {
    secondsLeft: left,
    /** Waits `seconds` from now (a longer wait already running is kept). */
    start: useCallback(
      (seconds: number) => setUntil((current) => Math.max(current, now() + seconds * 1000)),
      [now],
    ),
  };
}
