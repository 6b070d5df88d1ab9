import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './offline-notice.module.css';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** Tells the shopper the phone is offline, instead of pages that silently fail. */
export function OfflineNotice() {
  const { t } = useTranslation();
  const online = useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
  if (online) return null;
  return (
    <p role="status" className={styles.notice}>
      {t('offline.notice')}
    </p>
  );
}
