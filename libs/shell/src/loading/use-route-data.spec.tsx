import { createRootStore, type RootStore } from '@gopharm/domain';
import { failsWith, fakeApi } from '@gopharm/domain/testing';
import { createI18n } from '@gopharm/i18n';
import { act, render, screen } from '@testing-library/react';
import { AppProviders } from '../app-providers';
import { NoticesProvider } from '../notices/notices';
import { useRouteData, type RouteData } from './use-route-data';

function Screen({ load }: { load: () => Promise<RouteData> }) {
  const { state, offline } = useRouteData(load, 'key');
  return <p>{`${state} offline=${offline}`}</p>;
}

async function renderScreen(stores: RootStore, load: () => Promise<RouteData>) {
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

/** A load whose API call failed as the client reports it. */
const failingWith = (message: string) => failsWith(500, message);

describe('useRouteData (spec, section 8)', () => {
  it('tells a "Network Error" apart: no error page, the generic notice', async () => {
    const stores = createRootStore({ locale: 'ru', api: fakeApi() });
    await renderScreen(stores, failingWith('Network Error'));
    expect(await screen.findByText('error offline=true')).toBeInTheDocument();
    expect(await screen.findByText('Проверьте подключение к интернету!')).toBeInTheDocument();
  });

  it('keeps a server error an error page, without the notice', async () => {
    const stores = createRootStore({ locale: 'ru', api: fakeApi() });
    await renderScreen(stores, failingWith('Internal server error'));
    expect(await screen.findByText('error offline=false')).toBeInTheDocument();
    expect(screen.queryByText('Проверьте подключение к интернету!')).not.toBeInTheDocument();
  });

  it('takes the offline fact from its own load only: a network failure elsewhere does not count', async () => {
    const stores = createRootStore({ locale: 'ru', api: fakeApi() });
    await failingWith('Network Error')();
    await renderScreen(stores, failingWith('Bad gateway'));
    expect(await screen.findByText('error offline=false')).toBeInTheDocument();
  });

  it('counts a load whose stores keep their own state as loaded', async () => {
    const stores = createRootStore({ locale: 'ru', api: fakeApi() });
    await renderScreen(stores, async () => undefined);
    expect(await screen.findByText('loaded offline=false')).toBeInTheDocument();
  });
});
