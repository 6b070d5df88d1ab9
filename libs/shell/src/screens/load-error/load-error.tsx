import { ErrorState } from '@gopharm/ui-kit';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A section that failed to load, with a retry (the same on both apps); `offline`: no answer came at all. When the
 * connection comes back it tries again by itself: a shopper whose train left the tunnel should not have to find
 * the button.
 */
export function LoadError({ onRetry, offline }: { onRetry: () => void; offline?: boolean }) {
  const { t } = useTranslation();
  const retry = useRef(onRetry);
  useEffect(() => {
    retry.current = onRetry;
  });
  useEffect(() => {
    const online = () => retry.current();
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, []);
  return (
    <ErrorState
      title={t(offline ? 'errors.network' : 'common.error')}
      retryLabel={t('common.retry')}
      onRetry={onRetry}
    />
  );
}
