import { signInFirst, splitLocale } from '@gopharm/util';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useStores } from '../stores-context';
import { useShopperKnown } from '../screens/shopper-pending';

/**
 * A page only a signed-in shopper sees (the checkout, the profile), on either app: one signed in (a token and a
 * complete profile, spec "Signed in") sees it; any other goes to /auth and comes back to this page after
 * (signInFirst, the address the server sends a guest to as well). Decided once the stored user is read: a page
 * hydrated from the server's HTML (a signed-in shopper's checkout) starts before that, with no one signed in yet.
 * A render that cannot see the shopper (the server's) decides nothing.
 */
export function useRequireSignIn(): boolean {
  const stores = useStores();
  const shopperKnown = useShopperKnown();
  const signedIn = stores.auth.isSignedIn;
  // The page as rendered, which the router may still show while the address has moved on (a navigation renders in
  // a transition, the address changes at once).
  const page = splitLocale(useLocation().pathname).path;
  useEffect(() => {
    if (signedIn || !shopperKnown) return;
    let live = true;
    void stores.ready.then(() => {
      // A shopper who signed out here is on the way home ("Выйти" goes to "/"): only a shopper still at this page
      // is sent to sign in, not one leaving it.
      if (live && !stores.auth.isSignedIn && stores.currentPath() === page)
        stores.navigate(signInFirst(page));
    });
    return () => {
      live = false;
    };
  }, [signedIn, shopperKnown, stores, page]);
  return signedIn;
}
