import { matchRoute } from '@gopharm/util';
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { pageTitle, routeTitle } from './page-title';

const SetTitleContext = createContext<(title: string | null) => void>(() => undefined);

/**
 * Keeps the tab's title in the page's language: a screen's own (`useDocumentTitle`: a product's name, a sale's
 * title), else its route's. The server render writes the same into the HTML's head.
 */
export function DocumentTitle({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const [own, setOwn] = useState<string | null>(null);
  const routeId = matchRoute(pathname)?.route.id;
  const query = routeId === 'search' ? new URLSearchParams(search).get('q')?.trim() : undefined;
  useEffect(() => {
    document.title = own ?? (query ? pageTitle(t('titles.searchFor', { query })) : routeTitle(t, routeId));
  }, [own, routeId, query, t]);
  return <SetTitleContext.Provider value={setOwn}>{children}</SetTitleContext.Provider>;
}

/** Gives the tab the screen's own title while the screen is shown (nothing while `name` is empty). */
export function useDocumentTitle(name: string | null | undefined): void {
  const setTitle = useContext(SetTitleContext);
  useEffect(() => {
    if (!name) return;
    setTitle(pageTitle(name));
    return () => setTitle(null);
  }, [name, setTitle]);
}
