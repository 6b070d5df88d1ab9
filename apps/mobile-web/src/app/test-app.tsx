import type { ApiClient } from '@gopharm/api-client';
import { createRootStore, type RootStore } from '@gopharm/domain';
import { fakeApi, type FakeCalls } from '@gopharm/domain/testing';
import { createI18n } from '@gopharm/i18n';
import { AppProviders } from '@gopharm/shell';
import { LinkProvider } from '@gopharm/ui-kit';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { renderRouterLink } from './router-link';

/** Shows where the router is, for tests that follow navigation. */
function Where() {
  const { pathname, search } = useLocation();
  return <output aria-label="location">{pathname + search}</output>;
}

/** Renders chrome under a fresh store tree, translator and router at `path`. */
export function renderTree(
  children: ReactNode,
  { path = '/', locale = 'ru' as 'ru' | 'uz', api = {} as FakeCalls<ApiClient> } = {},
) {
  const stores: RootStore = createRootStore({ locale, api: fakeApi(api) });
  const tree = (
    <AppProviders stores={stores} i18n={createI18n(locale)}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route
            path="*"
            element={
              <LinkProvider renderLink={renderRouterLink}>
                {children}
                <Where />
              </LinkProvider>
            }
          />
        </Routes>
      </MemoryRouter>
    </AppProviders>
  );
  return { stores, tree };
}
