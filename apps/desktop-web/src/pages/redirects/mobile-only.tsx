import { useStores } from '@gopharm/shell';
import { localizePath } from '@gopharm/util';
import { Navigate } from 'react-router-dom';
import { MOBILE_ONLY_PLACES } from '../../app/mobile-only-places';

/** The mobile-only pages have their desktop place in the profile area. */
function MobileOnly({ to }: { to: string }) {
  const { locale } = useStores();
  return <Navigate replace to={localizePath(to, locale.code)} />;
}

export const ProfileMobileRedirect = () => <MobileOnly to={MOBILE_ONLY_PLACES['profile-mobile']} />;
export const OrderHistoryMobileRedirect = () => (
  <MobileOnly to={MOBILE_ONLY_PLACES['order-history-mobile']} />
);
export const BonusCardMobileRedirect = () => <MobileOnly to={MOBILE_ONLY_PLACES['bonus-card-mobile']} />;
