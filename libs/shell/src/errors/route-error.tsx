import { errorScreenFor, isChunkLoadError } from '@gopharm/domain';
import { Component, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useStores } from '../stores-context';
import { ServerErrorScreen } from './server-error-screen';

/** An error while rendering the error page itself: one plain line and the way home. */
function ErrorPageFailed() {
  const { t } = useTranslation();
  return (
    <section role="alert">
      <p>{t('errorPage.failed')}</p>
      <a href="/">{t('errorPage.home')}</a>
    </section>
  );
}

class ErrorPageGuard extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <ErrorPageFailed /> : this.props.children;
  }
}

/**
 * What a screen that failed shows (its error boundary in locale-routes): a failed script chunk reloads the page (at
 * most once a minute); 401 goes to /auth once signed out (the API client's policy signs out); 404 shows the not-found screen; "Network Error" shows nothing; anything else the server-error
 * page (spec, sections 2 and 8).
 */
export function RouteErrorScreen({ error, NotFound }: { error: unknown; NotFound: ComponentType }) {
  const stores = useStores();
  const chunk = isChunkLoadError(error);
  const screen = errorScreenFor(error);
  const [reloadRefused, setReloadRefused] = useState(false);
  useEffect(() => {
    if (chunk) void stores.reloadAfterChunkError().then((reloaded) => setReloadRefused(!reloaded));
    // The API client's 401 policy has already signed out a stored token the server refused; a shopper left
    // without one is sent to sign in. A refusal of a token no longer held (a new sign-in since) signs nobody out.
    else if (screen === 'auth' && !stores.auth.token) stores.navigate('/auth');
    else if (screen === 'server-error') stores.logger.error('A route failed', error);
  }, [chunk, screen, stores, error]);
  if ((chunk && !reloadRefused) || screen === 'none' || (screen === 'auth' && !stores.auth.token))
    return null;
  return <ErrorPageGuard>{screen === 'not-found' ? <NotFound /> : <ServerErrorScreen />}</ErrorPageGuard>;
}

interface ScreenErrorProps {
  NotFound: ComponentType;
  /** The location the screen is at: a failure is shown until the shopper goes elsewhere, then tried again. */
  locationKey: string;
  children: ReactNode;
}

/**
 * A screen's error boundary, inside the layout (locale-routes puts it around every screen, so each app's layout
 * needs none of its own): a screen that throws while rendering, or whose chunk cannot load, shows the error page
 * (RouteErrorScreen) while the header and menus stay; going to another page tries again. Our own rather than the
 * router's `errorElement`, which only its data mode has (a second router in the first load).
 */
export class ScreenErrorBoundary extends Component<
  ScreenErrorProps,
  { failed: boolean; error: unknown; at: string | null }
> {
  override state = { failed: false, error: undefined as unknown, at: null as string | null };
  static getDerivedStateFromError(error: unknown) {
    return { failed: true, error };
  }
  static getDerivedStateFromProps(
    props: ScreenErrorProps,
    state: { failed: boolean; at: string | null },
  ): Partial<{ failed: boolean; error: unknown; at: string | null }> | null {
    if (!state.failed) return null;
    // The failure has just happened here: remember where.
    if (state.at === null) return { at: props.locationKey };
    // The shopper went elsewhere: render the screen again.
    if (state.at !== props.locationKey) return { failed: false, error: undefined, at: null };
    return null;
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    return <RouteErrorScreen error={this.state.error} NotFound={this.props.NotFound} />;
  }
}
