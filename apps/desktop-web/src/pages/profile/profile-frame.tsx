import { signOut } from '@gopharm/domain';
import { useStores } from '@gopharm/shell';
import { useChosenInView } from '@gopharm/ui-kit';
import { useRequireSignIn } from '@gopharm/shell/screens/profile';
import { ShopperPending, useShopperKnown } from '@gopharm/shell/screens/shopper-pending';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router-dom';
import { localizePath } from '@gopharm/util';
import styles from './profile-frame.module.css';

const MENU = [
  ['/profile', 'profile.title'],
  ['/profile/personal', 'profile.personal'],
  ['/profile/orders', 'profile.orders'],
  ['/profile/address', 'profile.address'],
  ['/profile/bonus-card', 'profile.bonusCard'],
  ['/profile/reminders', 'profile.reminders'],
  ['/profile/settings', 'profile.settings'],
] as const;

/** The profile area: the side menu beside the page; a shopper not signed in signs in first. */
export const ProfileFrame = observer(function ProfileFrame({
  title,
  children,
}: {
  title: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const stores = useStores();
  const { auth, locale } = stores;
  const shopperKnown = useShopperKnown();
  const signedIn = useRequireSignIn();
  const { pathname } = useLocation();
  // In a phone-wide window the menu is one line that scrolls sideways: the page's own link is brought into it
  // once the menu is drawn (none is chosen before, so the hook acts when it is).
  const menu = useChosenInView<HTMLUListElement>(
    shopperKnown && signedIn ? MENU.findIndex(([path]) => localizePath(path, locale.code) === pathname) : -1,
  );
  if (!shopperKnown) return <ShopperPending title={title} />;
  if (!signedIn) return null;
  return (
    <div className={styles.layout}>
      <nav aria-label={t('profile.title')} className={styles.menu}>
        <p className={styles.name}>{auth.displayName}</p>
        <ul ref={menu}>
          {MENU.map(([path, key]) => (
            <li key={path}>
              <NavLink
                end
                to={localizePath(path, locale.code)}
                className={({ isActive }) => (isActive ? styles.active : undefined)}
              >
                {t(key)}
              </NavLink>
            </li>
          ))}
          <li>
            <button
              type="button"
              className={styles.logout}
              onClick={() => void signOut(stores).then(() => stores.navigate('/'))}
            >
              {t('profile.logout')}
            </button>
          </li>
        </ul>
      </nav>
      <section aria-labelledby="profile-title">
        <h1 id="profile-title">{title}</h1>
        {children}
      </section>
    </div>
  );
});
