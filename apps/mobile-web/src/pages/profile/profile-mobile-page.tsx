import { formatMoney, formatPhone } from '@gopharm/i18n';
import { LanguageSwitch, LocalizedLink, useStores } from '@gopharm/shell';
import { Button } from '@gopharm/ui-kit';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { RegionRow } from '../../app/region-row';
import styles from '../../components/content.module.css';
import { useRequireSignIn } from './require-sign-in';

/** The mobile profile menu (/profile-mobile, and /profile on phones). */
export const ProfileMobilePage = observer(function ProfileMobilePage() {
  const { t } = useTranslation();
  const stores = useStores();
  const { auth, locale } = stores;
  const signedIn = useRequireSignIn('/profile-mobile');
  useEffect(() => {
    if (signedIn) void auth.loadCashback();
  }, [signedIn, auth]);
  if (!signedIn || !auth.user) return null;
  const logout = async () => {
    await auth.logout();
    stores.navigate('/');
  };
  return (
    <section aria-labelledby="profile-title" className={styles.stack}>
      <h1 id="profile-title">{t('profile.title')}</h1>
      <p>{t('profile.greeting', { name: auth.displayName })}</p>
      <p className={styles.muted}>{formatPhone(auth.user.user.phone)}</p>
      <RegionRow />
      {auth.userCashback !== null && (
        <p>
          {t('bonus.balance')}:{' '}
          <strong>{formatMoney(auth.userCashback, locale.code) || `0 ${t('common.currency')}`}</strong>
        </p>
      )}
      <nav aria-label={t('profile.title')}>
        <ul className={styles.linkList}>
          <li>
            <LocalizedLink to="/order-history-mobile">{t('profile.orders')}</LocalizedLink>
          </li>
          <li>
            <LocalizedLink to="/bonus-card-mobile">{t('profile.bonusCard')}</LocalizedLink>
          </li>
          <li>
            <LocalizedLink to="/favorites">{t('favorites.title')}</LocalizedLink>
          </li>
          <li>
            <LocalizedLink to="/recently-seen">{t('recent.title')}</LocalizedLink>
          </li>
        </ul>
      </nav>
      <p>
        {t('settings.language')}: <LanguageSwitch />
      </p>
      <Button variant="secondary" fullWidth onClick={() => void logout()}>
        {t('profile.logout')}
      </Button>
    </section>
  );
});
