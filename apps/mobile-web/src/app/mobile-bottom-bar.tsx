import { useStores } from '@gopharm/shell';
import { BottomBar, type BottomBarItem } from '@gopharm/ui-kit';
import { splitLocale } from '@gopharm/util';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';

/** Which tab a path belongs to. */
function tabOf(path: string): string {
  if (path === '/') return 'home';
  if (/^\/(catalog-home|categories|catalog|subcategory)(\/|$)/.test(path)) return 'categories';
  if (path === '/search') return 'search';
  if (path === '/cart' || path === '/order-process') return 'cart';
  if (/^\/(profile|auth|order-history-mobile|bonus-card-mobile)/.test(path)) return 'profile';
  return '';
}

/** Home, Categories, Search, Cart (with the count of lines) and Profile or Sign in. */
export const MobileBottomBar = observer(function MobileBottomBar() {
  const { t } = useTranslation();
  const { auth, newOrder } = useStores();
  const current = tabOf(splitLocale(useLocation().pathname).path);
  const signedIn = auth.isSignedIn;
  const items: BottomBarItem[] = [
    { id: 'home', href: '/', label: t('bottomBar.home'), icon: 'home' },
    { id: 'categories', href: '/catalog-home', label: t('bottomBar.categories'), icon: 'categories' },
    { id: 'search', href: '/search', label: t('bottomBar.search'), icon: 'search' },
    {
      id: 'cart',
      href: '/cart',
      label: t('bottomBar.cart'),
      icon: 'cart',
      badge: { count: newOrder.lineCount, label: t('header.basketCount', { count: newOrder.lineCount }) },
    },
    {
      id: 'profile',
      href: signedIn ? '/profile-mobile' : '/auth',
      label: signedIn ? t('bottomBar.profile') : t('bottomBar.signIn'),
      icon: 'profile',
    },
  ];
  return (
    <BottomBar
      label={t('bottomBar.label')}
      items={items.map((item) => ({ ...item, current: item.id === current }))}
    />
  );
});
