import type { RootStore } from '@gopharm/domain';
import type { i18n } from 'i18next';
import { StrictMode, type ReactNode } from 'react';
import { AppProviders } from '../app-providers';
import { NoticesProvider } from '../notices/notices';
import { DEFAULT_SITE_CONFIG, SiteConfigProvider, type SiteConfig } from './site-config';

/** Everything around the router, the same in the browser and on the server (so hydration matches). */
export function AppTree({
  stores,
  i18n,
  config,
  children,
}: {
  stores: RootStore;
  i18n: i18n;
  config?: Partial<SiteConfig>;
  children: ReactNode;
}) {
  return (
    <StrictMode>
      <AppProviders stores={stores} i18n={i18n}>
        <SiteConfigProvider config={{ ...DEFAULT_SITE_CONFIG, ...config }}>
          <NoticesProvider>{children}</NoticesProvider>
        </SiteConfigProvider>
      </AppProviders>
    </StrictMode>
  );
}
