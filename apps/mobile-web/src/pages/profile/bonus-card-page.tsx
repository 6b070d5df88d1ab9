import { formatMoney } from '@gopharm/i18n';
import { useStores } from '@gopharm/shell';
import { Skeleton } from '@gopharm/ui-kit';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import styles from '../../components/content.module.css';
import { useRequireSignIn } from './require-sign-in';

/** The cashback balance (v1/user-cashback) and how it works (/bonus-card-mobile, /profile/bonus-card). */
export const BonusCardPage = observer(function BonusCardPage() {
  const { t } = useTranslation();
  const { auth, locale } = useStores();
  const signedIn = useRequireSignIn('/bonus-card-mobile');
  useEffect(() => {
    if (signedIn) void auth.loadCashback();
  }, [signedIn, auth]);
  return (
    <section aria-labelledby="bonus-title" className={styles.stack}>
      <h1 id="bonus-title">{t('bonus.title')}</h1>
      <div className={styles.card}>
        <span className={styles.muted}>{t('bonus.balance')}</span>
        {auth.userCashback === null ? (
          <Skeleton width={120} height={28} />
        ) : (
          <strong className={styles.total}>
            {formatMoney(auth.userCashback, locale.code) || `0 ${t('common.currency')}`}
          </strong>
        )}
      </div>
      <h2>{t('bonus.howItWorks')}</h2>
      <p>{t('bonus.text')}</p>
    </section>
  );
});
