import { errorScreenFor } from '@gopharm/domain';
import { useEffect, type ComponentType } from 'react';
import { useStores } from '../stores-context';
import { ServerErrorScreen } from './server-error-screen';

/**
 * The error page a failed screen shows (./route-error.tsx reloads for a failed chunk first, and shows nothing for a
 * failed network): 401 goes to /auth once signed out (the API client's policy signs out); 404 shows the not-found
 * screen; anything else the server-error page (spec, sections 2 and 8). Loaded when a screen first fails, with the
 * rules that tell them apart (errorScreenFor).
 */
export function RouteErrorScreen({
  error,
  chunk,
  NotFound,
}: {
  error: unknown;
  /** A failed chunk whose reload was refused: the server-error page, nothing logged. */
  chunk: boolean;
  NotFound: ComponentType;
}) {
  const stores = useStores();
  const screen = errorScreenFor(error);
  useEffect(() => {
    if (chunk) return;
    // The API client's 401 policy has already signed out a stored token the server refused; a shopper left
    // without one is sent to sign in. A refusal of a token no longer held (a new sign-in since) signs nobody out.
    if (screen === 'auth' && !stores.auth.token) stores.navigate('/auth');
    else if (screen === 'server-error') stores.logger.error('A route failed', error);
  }, [chunk, screen, stores, error]);
  if (screen === 'none' || (screen === 'auth' && !stores.auth.token)) return null;
  return screen === 'not-found' ? <NotFound /> : <ServerErrorScreen />;
}
