import { isChunkLoadError, isNoAnswerError } from '@gopharm/domain';
import { localizePath } from '@gopharm/util';
import { Component, lazy, Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useStores } from '../stores-context';

/**
 * An error while rendering the error page itself, or its code not arriving: one plain line and the way home, in
 * the page's language.
 */
function ErrorPageFailed() {
  const { t } = useTranslation();
  const { locale } = useStores();
  return (
    <section role="alert">
      <p>{t('errorPage.failed')}</p>
      <a href={localizePath('/', locale.code)}>{t('errorPage.home')}</a>
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

// The error page's code (what it does for each error, the server-error page) loads when a screen first fails, not
// with every page. Until it arrives nothing shows; when it cannot arrive (the network down) ErrorPageGuard's plain line
// does, in the shopper's language (the dictionary is in). A failed chunk is told here, so a page whose chunks went
// with a new release still reloads when the error page's chunk went too.
const loadErrorScreen = () => import('./route-error-screen');
const RouteErrorScreen = lazy(() =>
  loadErrorScreen().then((module) => ({ default: module.RouteErrorScreen })),
);

/** The error page's code fetched ahead (a page the server rendered as an error); a failure is left to its render. */
export const preloadErrorScreen = (): Promise<unknown> => loadErrorScreen().catch(() => undefined);

/**
 * What a screen that failed shows (its error boundary below): a failed script chunk reloads the page (at most once
 * a minute); "Network Error" shows nothing; anything else, or a reload refused, the error page
 * (./route-error-screen.tsx).
 */
function ScreenFailed({ error, NotFound }: { error: unknown; NotFound: ComponentType }) {
  const stores = useStores();
  const chunk = isChunkLoadError(error);
  const [reloadRefused, setReloadRefused] = useState(false);
  useEffect(() => {
    if (chunk) void stores.reloadAfterChunkError().then((reloaded) => setReloadRefused(!reloaded));
  }, [chunk, stores]);
  if ((chunk && !reloadRefused) || isNoAnswerError(error)) return null;
  return (
    <ErrorPageGuard>
      <Suspense fallback={null}>
        <RouteErrorScreen error={error} chunk={chunk} NotFound={NotFound} />
      </Suspense>
    </ErrorPageGuard>
  );
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
 * (./route-error-screen.tsx) while the header and menus stay; going to another page tries again. Our own rather than the
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
    return <ScreenFailed error={this.state.error} NotFound={this.props.NotFound} />;
  }
}
