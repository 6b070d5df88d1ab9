import { useStores } from '@gopharm/shell';
import { localizePath } from '@gopharm/util';
import { Navigate } from 'react-router-dom';

/** The mobile-only pages have their desktop place in the profile area. */
function MobileOnly({ to }: { to: string }) {
  const { locale } = useStores();
  return <Navigate replace to={localizePath(to, locale.code)} />;
}

export const ProfileMobileRedirect = () => <MobileOnly to="/profile" />;
export const OrderHistoryMobileRedirect = () => <MobileOnly to="/profile/orders" />;
export const BonusCardMobileRedirect = () => <MobileOnly to="/profile/bonus-card" />;
