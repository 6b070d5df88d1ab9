import { EmptyState, ErrorState } from '@gopharm/ui-kit';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A failed load with a retry button. */
export function LoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return <ErrorState title={t('common.error')} retryLabel={t('common.retry')} onRetry={onRetry} />;
}

/** Nothing to show, with an optional way on. */
export function Empty({ title, text, actions }: { title: string; text?: string; actions?: ReactNode }) {
  return <EmptyState title={title} text={text} actions={actions} />;
}
