import { useStores } from '@gopharm/shell';
import { useEffect } from 'react';

/** A shopper's own page: a visitor who is not signed in goes to /auth and comes back here after. */
export function useRequireSignIn(path: string): boolean {
  const stores = useStores();
  const signedIn = stores.auth.isSignedIn;
  useEffect(() => {
    if (signedIn) return;
    stores.auth.setAfterAuthUrl(path);
    stores.navigate('/auth');
  }, [signedIn, stores, path]);
  return signedIn;
}
