import { ErrorState } from '@gopharm/ui-kit';
import { useTranslation } from 'react-i18next';

/** A section that failed to load, with a retry (the same on both apps). */
export function LoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return <ErrorState title={t('common.error')} retryLabel={t('common.retry')} onRetry={onRetry} />;
}
