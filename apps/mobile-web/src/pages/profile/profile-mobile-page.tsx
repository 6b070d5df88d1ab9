import { loadCashback, signOut } from '@gopharm/domain';
import { formatMoney, formatPhone } from '@gopharm/i18n';
import { LanguageSwitch, LocalizedLink, useStores } from '@gopharm/shell';
import { StockNotices, useRequireSignIn } from '@gopharm/shell/screens/profile';
import { ShopperPending, useShopperKnown } from '@gopharm/shell/screens/shopper-pending';
import { Button } from '@gopharm/ui-kit';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { RegionRow } from '../../app/region-row';
import styles from '../../components/content.module.css';

/** Every part of the profile area and the shopper's lists, each a 44 px row. */
const MENU = [
  ['/order-history-mobile', 'profile.orders'],
  ['/profile/personal', 'profile.personal'],
  ['/profile/address', 'profile.address'],
  ['/bonus-card-mobile', 'profile.bonusCard'],
  ['/profile/reminders', 'profile.reminders'],
  ['/profile/settings', 'profile.settings'],
  ['/favorites', 'favorites.title'],
  ['/recently-seen', 'recent.title'],
] as const;

/** The mobile profile menu (/profile-mobile, and /profile on phones). */
export const ProfileMobilePage = observer(function ProfileMobilePage() {
  const { t } = useTranslation();
  const stores = useStores();
  const { auth, locale } = stores;
  const shopperKnown = useShopperKnown();
  const signedIn = useRequireSignIn();
  useEffect(() => {
    if (signedIn) void loadCashback(stores);
  }, [signedIn, stores]);
  if (!shopperKnown) return <ShopperPending title={t('profile.title')} />;
  if (!signedIn || !auth.user) return null;
  const logout = async () => {
    await signOut(stores);
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
          {MENU.map(([path, key]) => (
            <li key={path}>
              <LocalizedLink to={path}>{t(key)}</LocalizedLink>
            </li>
          ))}
        </ul>
      </nav>
      <StockNotices />
      <p>
        {t('settings.language')}: <LanguageSwitch />
      </p>
      <Button variant="secondary" fullWidth onClick={() => void logout()}>
        {t('profile.logout')}
      </Button>
    </section>
  );
});
