import { useEffect } from 'react';
import { useStores } from '../../stores-context';
import { useShopperKnown } from '../shopper-pending';

/**
 * A shopper's own page, on either app: one signed in (a token and a complete profile, spec "Signed in") sees it; any
 * other goes to /auth and comes back to this page after. A render that cannot see the shopper (the server's)
 * decides nothing: the browser does, once it has read the shopper's sign-in.
 */
export function useRequireSignIn(): boolean {
  const stores = useStores();
  const shopperKnown = useShopperKnown();
  const signedIn = stores.auth.isSignedIn;
  useEffect(() => {
    if (signedIn || !shopperKnown) return;
    stores.auth.setAfterAuthUrl(stores.currentPath());
    stores.navigate('/auth');
  }, [signedIn, shopperKnown, stores]);
  return signedIn;
}
