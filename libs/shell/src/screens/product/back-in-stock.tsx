import { stockAlertsOf } from '@gopharm/domain';
import { Button } from '@gopharm/ui-kit';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
// Through the shell's entry, as the apps import it, so the bundler keeps it in one chunk with the app's start.
import { LocalizedLink, useRefusalText, useStores } from '../../index';
import styles from './product-notes.module.css';

/**
 * Under an out-of-stock drug's price: "Сообщить о поступлении". A signed-in shopper is texted when a pharmacy of
 * the region receives it (and can take it back); a guest signs in first and comes back to the page.
 */
export const BackInStock = observer(function BackInStock({ drugId }: { drugId: number }) {
  const { t } = useTranslation();
  const stores = useStores();
  const alerts = stockAlertsOf(stores);
  const refusalText = useRefusalText();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const signedIn = stores.auth.isSignedIn;
  useEffect(() => {
    if (signedIn && alerts.state === 'idle') void alerts.load();
  }, [signedIn, alerts]);

  if (!signedIn) {
    return (
      <p className={styles.backInStock}>
        <LocalizedLink to="/auth" className={styles.link}>
          {t('product.notifyBack')}
        </LocalizedLink>
      </p>
    );
  }
  const waiting = alerts.has(drugId);
  const toggle = async () => {
    setBusy(true);
    setError(undefined);
    if (waiting) await alerts.remove(drugId);
    else {
      const step = await alerts.add(drugId);
      if (!step.ok) setError(refusalText(step.error));
    }
    setBusy(false);
  };
  return (
    <div className={styles.backInStock}>
      {/* Said where the shopper tapped, and read out: no second copy in a toast. */}
      <p role="status" className={styles.unitPrice}>
        {waiting ? t('product.notifyWaiting') : ''}
      </p>
      <Button variant="secondary" loading={busy} onClick={() => void toggle()}>
        {waiting ? t('product.notifyCancel') : t('product.notifyBack')}
      </Button>
      {error && (
        <p role="alert" className={styles.unitPrice}>
          {error}
        </p>
      )}
    </div>
  );
});
