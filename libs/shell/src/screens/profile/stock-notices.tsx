import { stockAlertsOf } from '@gopharm/domain';
import { formatDate } from '@gopharm/i18n';
import { Button } from '@gopharm/ui-kit';
import { observer } from 'mobx-react-lite';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
// Through the shell's entry, as the apps import it, so the bundler keeps it in one chunk with the app's start.
import { LocalizedLink, useStores } from '../../index';
import styles from './profile.module.css';

/**
 * The profile's "back in stock" notices: drugs the shopper was texted about ("Снова в наличии", for 30 days) and
 * those still awaited, each with its page and a way to drop it. Nothing when there are none.
 */
export const StockNotices = observer(function StockNotices() {
  const { t } = useTranslation();
  const stores = useStores();
  const alerts = stockAlertsOf(stores);
  const titleId = useId();
  const signedIn = stores.auth.isSignedIn;
  const language = stores.locale.code;
  // Read again in a new language: the drugs' names come in it.
  useEffect(() => {
    if (signedIn) void alerts.load();
  }, [signedIn, language, alerts]);

  if (alerts.list.length === 0) return null;
  return (
    <section aria-labelledby={titleId} className={styles.notices}>
      <h2 id={titleId}>{t('profile.stockTitle')}</h2>
      <ul className={styles.noticeList}>
        {alerts.list.map((alert) => {
          const answered = alert.notified_at !== null;
          const drop = t(answered ? 'profile.stockHide' : 'product.notifyCancel');
          return (
            <li key={alert.drug_id} className={styles.notice}>
              <span className={answered ? styles.back : styles.muted}>
                {answered
                  ? `${t('profile.stockBack')} · ${formatDate(alert.notified_at ?? '')}`
                  : t('profile.stockWaiting')}
              </span>
              <LocalizedLink to={`/product/${alert.drug.slug}`} className={styles.orderLink}>
                {alert.drug.name}
              </LocalizedLink>
              <Button
                variant="ghost"
                aria-label={`${drop}: ${alert.drug.name}`}
                onClick={() => void alerts.remove(alert.drug_id)}
              >
                {drop}
              </Button>
            </li>
          );
        })}
      </ul>
    </section>
  );
});
