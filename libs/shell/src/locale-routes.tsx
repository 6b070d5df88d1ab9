import { LOCALES, ROUTES, localizePath, splitLocale, type Locale } from '@gopharm/util';
import { observer } from 'mobx-react-lite';
import { useEffect, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation, type LinkProps, type RouteObject } from 'react-router-dom';
import { useStores } from './stores-context';

/** Keeps the store and the translator in the language of the URL. */
export const LocaleScope = observer(function LocaleScope({ locale }: { locale: Locale }) {
  const stores = useStores();
  const { i18n } = useTranslation();
  useEffect(() => {
    if (stores.locale.code !== locale) stores.locale.set(locale);
    if (i18n.language !== locale) void i18n.changeLanguage(locale);
    document.documentElement.lang = locale;
  }, [locale, stores, i18n]);
  return <Outlet />;
});

/**
 * Builds the router's routes from the shared route table, for both languages: each app passes the screens it
 * has, by route id. A route without a screen, and any unmatched path, shows the not-found screen.
 */
export function buildLocaleRoutes(
  screens: Partial<Record<string, ComponentType>>,
  NotFound: ComponentType,
  Layout?: ComponentType,
): RouteObject[] {
  const children: RouteObject[] = [];
  for (const route of ROUTES) {
    const Screen = screens[route.id];
    if (!Screen) continue;
    const path = route.path === '/' ? undefined : route.path.slice(1);
    if (!path) children.push({ index: true, element: <Screen /> });
    else children.push({ path: route.param ? `${path}/:param?` : path, element: <Screen /> });
  }
  children.push({ path: '*', element: <NotFound /> });
  const layoutChildren = (locale: Locale): RouteObject[] => [
    {
      element: <LocaleScope locale={locale} />,
      children: Layout ? [{ element: <Layout />, children }] : children,
    },
  ];
  return LOCALES.map((locale) => ({
    path: locale === 'ru' ? '/' : '/uz',
    children: layoutChildren(locale),
  }));
}

/** The current path in the other language: /uz/product/x ↔ /product/x. */
export function useAlternatePath(target: Locale): string {
  const { pathname, search } = useLocation();
  return localizePath(splitLocale(pathname).path, target) + search;
}

/** A link to a path written without locale prefix, kept in the current language. */
export const LocalizedLink = observer(function LocalizedLink({
  to,
  ...rest
}: Omit<LinkProps, 'to'> & { to: string }) {
  const { locale } = useStores();
  return <Link to={localizePath(to, locale.code)} {...rest} />;
});
