import { AppError } from '@gopharm/api-client';
import { createRootStore, type RootStore } from '@gopharm/domain';
import { fakeApi } from '@gopharm/domain/testing';
import { createI18n } from '@gopharm/i18n';
import { act, render, screen } from '@testing-library/react';
import { AppProviders } from '../app-providers';
import { NoticesProvider } from '../notices/notices';
import { useRouteData } from './use-route-data';

function Screen({ load }: { load: () => Promise<unknown> }) {
  const { state, offline } = useRouteData(load, 'key');
  return <p>{`${state} offline=${offline}`}</p>;
}

async function renderScreen(stores: RootStore, load: () => Promise<unknown>) {
  await act(async () => {
    render(
      <AppProviders stores={stores} i18n={createI18n('ru')}>
        <NoticesProvider>
          <Screen load={load} />
        </NoticesProvider>
      </AppProviders>,
    );
  });
}

/** A load whose API call failed as the client reports it (the root store records every failure). */
function failingWith(stores: RootStore, message: string) {
  return async () => {
    stores.lastApiError = new AppError(500, message);
    stores.apiFailures += 1;
    return false;
  };
}

describe('useRouteData (spec, section 8)', () => {
  it('tells a "Network Error" apart: no error page, the generic notice', async () => {
    const stores = createRootStore({ locale: 'ru', api: fakeApi() });
    await renderScreen(stores, failingWith(stores, 'Network Error'));
    expect(await screen.findByText('error offline=true')).toBeInTheDocument();
    expect(await screen.findByText('Проверьте подключение к интернету!')).toBeInTheDocument();
  });

  it('keeps a server error an error page, without the notice', async () => {
    const stores = createRootStore({ locale: 'ru', api: fakeApi() });
    await renderScreen(stores, failingWith(stores, 'Internal server error'));
    expect(await screen.findByText('error offline=false')).toBeInTheDocument();
    expect(screen.queryByText('Проверьте подключение к интернету!')).not.toBeInTheDocument();
  });

  it('does not blame an earlier network failure for a load that failed without a call', async () => {
    const stores = createRootStore({ locale: 'ru', api: fakeApi() });
    await failingWith(stores, 'Network Error')();
    await renderScreen(stores, async () => false);
    expect(await screen.findByText('error offline=false')).toBeInTheDocument();
  });
});
