import { ErrorState } from '@gopharm/ui-kit';
import { useTranslation } from 'react-i18next';

/** A section that failed to load, with a retry (the same on both apps); `offline`: no answer came at all. */
export function LoadError({ onRetry, offline }: { onRetry: () => void; offline?: boolean }) {
  const { t } = useTranslation();
  return (
    <ErrorState
      title={t(offline ? 'errors.network' : 'common.error')}
      retryLabel={t('common.retry')}
      onRetry={onRetry}
    />
  );
}
