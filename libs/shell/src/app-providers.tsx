import type { RootStore } from '@gopharm/domain';
import type { i18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { StoresProvider } from './stores-context';

/** Everything a screen needs from above: the store tree and the translator. */
export function AppProviders({
  stores,
  i18n,
  children,
}: {
  stores: RootStore;
  i18n: i18n;
  children: ReactNode;
}) {
  return (
    <StoresProvider stores={stores}>
      <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
    </StoresProvider>
  );
}
