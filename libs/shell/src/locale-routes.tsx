import { LinkProvider, type RenderLink } from '@gopharm/ui-kit';
import {
  ROUTES,
  isValidParam,
  localizePath,
  screenUrl,
  splitLocale,
  type Locale,
  type ParamKind,
} from '@gopharm/util';
import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useParams, useRoutes, type RouteObject } from 'react-router-dom';
import { DocumentTitle } from './app/document-title';
import { HydratedPart } from './app/first-commit';
import { RouterAnchor, type RouterAnchorProps } from './app/router-anchor';
import { ScrollMemory } from './app/scroll-memory';
import { ScreenErrorBoundary } from './errors/route-error';
import { useStores } from './stores-context';

/** ui-kit's links go through the router, in the current language; other sites and tel: stay plain anchors. */
function RouterLinks({ children }: { children: ReactNode }) {
  const { locale } = useStores();
  const renderLink = useCallback<RenderLink>(
    ({ href, children: content, ...rest }) =>
      href.startsWith('/') ? (
        <RouterAnchor href={localizePath(href, locale.code)} {...rest}>
          {content}
        </RouterAnchor>
      ) : (
        <a href={href} {...rest}>
          {content}
        </a>
      ),
    [locale.code],
  );
  return <LinkProvider renderLink={renderLink}>{children}</LinkProvider>;
}

/** A route's optional parameter that fails validation shows the not-found screen. */
function ParamGuard({
  kind,
  Screen,
  NotFound,
}: {
  kind: ParamKind;
  Screen: ComponentType;
  NotFound: ComponentType;
}) {
  const { param } = useParams();
  if (param !== undefined && !isValidParam(kind, param)) return <NotFound />;
  return <Screen />;
}

/**
 * Sign-in returns the shopper to the page they came from: entering /auth keeps the previous page (with its query)
 * as afterAuthUrl, each time, so a sign-in left unfinished never sends the shopper back to an older page.
 */
function useReturnAfterAuth() {
  const stores = useStores();
  const { pathname, search } = useLocation();
  const previous = useRef<string | null>(null);
  useEffect(() => {
    const path = splitLocale(pathname).path;
    if (path === '/auth') {
      if (previous.current) stores.auth.setAfterAuthUrl(previous.current);
    } else previous.current = path + search;
  }, [pathname, search, stores]);
}

/** Keeps the store and the translator in the language of the URL. */
export const LocaleScope = observer(function LocaleScope({ locale }: { locale: Locale }) {
  const stores = useStores();
  const { i18n } = useTranslation();
  useReturnAfterAuth();
  useEffect(() => {
    if (stores.locale.code !== locale) stores.locale.set(locale);
    if (i18n.language !== locale) void i18n.changeLanguage(locale);
    document.documentElement.lang = locale;
  }, [locale, stores, i18n]);
  return (
    <RouterLinks>
      <DocumentTitle>
        <Outlet />
      </DocumentTitle>
      <ScrollMemory />
    </RouterLinks>
  );
});

/**
 * The screen's Suspense boundary. React hydrates a boundary of server HTML after the layout around it, at its
 * lowest priority: for a moment the header and bottom bar answer taps while the screen is still the server's. A
 * link tapped then must not hand the new screen to that boundary, or React hydrates the old screen's HTML against
 * the new screen (a text mismatch, error 418, and the boundary rendered afresh). The boundary takes a new key
 * instead: the server's screen is dropped and the new one rendered, as any later navigation is.
 */
function ScreenBoundary({ fallback, NotFound }: { fallback: ReactNode; NotFound: ComponentType }) {
  const { key } = useLocation();
  const [serverKey] = useState(key);
  const [onScreen, setOnScreen] = useState(false);
  const [replacedBy, setReplacedBy] = useState<string | null>(null);
  // Set during the render that brings the new location (React's pattern for state derived from a change).
  if (!onScreen && replacedBy === null && key !== serverKey) setReplacedBy(key);
  const markOnScreen = useCallback(() => setOnScreen(true), []);
  return (
    <HydratedPart key={replacedBy ?? 'server'} fallback={fallback}>
      <ScreenErrorBoundary NotFound={NotFound} locationKey={key}>
        <Outlet />
      </ScreenErrorBoundary>
      <ReportCommit onCommit={markOnScreen} />
    </HydratedPart>
  );
}

function ReportCommit({ onCommit }: { onCommit: () => void }) {
  useEffect(onCommit, [onCommit]);
  return null;
}

/**
 * The router's routes of a language (under its own prefix, "/" or "/uz") with only the screens whose path begins
 * with a first segment (the home page's for ""), the not-found route and the empty-layout pages.
 */
export type LocaleRoutes = (locale: Locale, segment: string) => RouteObject[];

/** A route's first segment: "product" for "product/:param?", "" for the index route. */
const segmentOf = (route: RouteObject) => route.path?.split('/')[0] ?? '';

/**
 * Builds the router's routes from the shared route table, for each language: each app passes the screens it
 * has, by route id. A route without a screen, and any unmatched path, shows the not-found screen.
 */
export function buildLocaleRoutes(
  screens: Partial<Record<string, ComponentType>>,
  NotFound: ComponentType,
  Layout?: ComponentType,
  Fallback?: ComponentType,
): LocaleRoutes {
  const routes: RouteObject[] = [];
  // The route table's empty-layout pages render alone: no header, footer or bottom bar.
  const bare: RouteObject[] = [];
  for (const route of ROUTES) {
    const Screen = screens[route.id];
    if (!Screen) continue;
    const path = route.path === '/' ? undefined : route.path.slice(1);
    const target = route.layout === 'empty' ? bare : routes;
    // Paths are compared as written, as the server's route match (matchRoute) does: react-router alone ignores
    // case, and "/profile/Orders" (404 from the server) showed the orders screen.
    if (!path) target.push({ index: true, element: <Screen /> });
    else {
      target.push({
        path: route.param ? `${path}/:param?` : path,
        caseSensitive: true,
        element: route.param ? (
          <ParamGuard kind={route.param} Screen={Screen} NotFound={NotFound} />
        ) : (
          <Screen />
        ),
      });
    }
  }
  const notFound = { path: '*', element: <NotFound /> };
  // Screens load lazily: the layout stays while a screen's chunk arrives, and a screen that fails (a render
  // error, a chunk that cannot load) shows the error page inside the layout.
  const screensOf = (list: RouteObject[]): RouteObject[] => [
    {
      element: <ScreenBoundary fallback={Fallback ? <Fallback /> : null} NotFound={NotFound} />,
      children: list,
    },
  ];
  // The empty-layout pages are few: each tree has them all.
  return (locale, segment) => {
    const children = screensOf([...routes.filter((route) => segmentOf(route) === segment), notFound]);
    // No element: a route without one renders its matched child directly.
    return [
      {
        path: localizePath('/', locale),
        children: [
          {
            element: <LocaleScope locale={locale} />,
            children: [
              ...(bare.length > 0 ? screensOf(bare) : []),
              ...(Layout ? [{ element: <Layout />, children }] : children),
            ],
          },
        ],
      },
    ];
  };
}

/**
 * The routes (buildLocaleRoutes) rendered at the router's location: declarative routing, in both the browser and
 * the server render. Only the routes of the URL's language and first segment are matched: useRoutes flattens,
 * ranks and compiles every branch it is given on each render (react-router keeps no ranking between renders
 * outside its data routers), and every screen's branches cost 12-24 ms of a phone's CPU at start, in the task
 * that hydrates the layout.
 */
export function LocaleRouteTree({ routes }: { routes: LocaleRoutes }) {
  // The language as the server reads it (splitLocale), so a path the server answers 404, such as "/UZ", renders
  // the not-found screen here too; and the segment as written, as the server's route match compares it ("/Cart" is
  // not found there either), where react-router alone matches without regard to case.
  const { locale, path } = splitLocale(useLocation().pathname);
  return useRoutes(routes(locale, path.split('/')[1]));
}

/**
 * The current page in the other language: /uz/product/x ↔ /product/x, with the query the screen reads (the same
 * on the server, which renders without tracking tags, and in the browser).
 */
export function useAlternatePath(target: Locale): string {
  const { pathname, search } = useLocation();
  const url = screenUrl(pathname, search);
  const cut = url.indexOf('?');
  return localizePath(splitLocale(pathname).path, target) + (cut === -1 ? '' : url.slice(cut));
}

/** A link to a path written without locale prefix, kept in the current language. */
export const LocalizedLink = observer(function LocalizedLink({
  to,
  ...rest
}: Omit<RouterAnchorProps, 'href'> & { to: string }) {
  const { locale } = useStores();
  return <RouterAnchor href={localizePath(to, locale.code)} {...rest} />;
});
