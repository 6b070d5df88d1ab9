import { AppError, failed, succeeded, type ApiClient, type Result } from '@gopharm/api-client';
import { createRootStore, type RootStore } from '@gopharm/domain';
import { failsWith, fakeApi } from '@gopharm/domain/testing';
import { createI18n } from '@gopharm/i18n';
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AppProviders } from '../app-providers';
import { NoticesProvider } from '../notices/notices';
import type { KeyedLoad } from './keyed-load';
import { useData } from './use-data';

/** A declaration keyed by the route's parameter, as a product's is. */
const byParam = (load: () => Promise<Result<unknown> | void>): KeyedLoad => ({
  key: ({ param }) => `product:${param}`,
  load,
});

function Screen({ data, quiet }: { data: KeyedLoad; quiet?: boolean }) {
  const { state, offline } = useData(data, { quiet });
  return <p>{`${state} offline=${offline}`}</p>;
}

function Providers({
  stores,
  path = '/a',
  children,
}: {
  stores: RootStore;
  path?: string;
  children: ReactNode;
}) {
  return (
    <AppProviders stores={stores} i18n={createI18n('ru')}>
      <NoticesProvider>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/:param" element={children} />
          </Routes>
        </MemoryRouter>
      </NoticesProvider>
    </AppProviders>
  );
}

async function renderScreen(stores: RootStore, data: KeyedLoad, quiet?: boolean) {
  await act(async () => {
    render(
      <Providers stores={stores}>
        <Screen data={data} quiet={quiet} />
      </Providers>,
    );
  });
}

/** A load whose API call failed as the client reports it. */
const failingWith = (message: string) => failsWith(500, message);
const NETWORK_NOTICE = 'Проверьте подключение к интернету!';

describe('useData (spec, section 8)', () => {
  it('tells a "Network Error" apart: no error page, the generic notice', async () => {
    const stores = createRootStore({ locale: 'ru', api: fakeApi() });
    await renderScreen(stores, byParam(failingWith('Network Error')));
    expect(await screen.findByText('error offline=true')).toBeInTheDocument();
    expect(await screen.findByText(NETWORK_NOTICE)).toBeInTheDocument();
  });

  it('leaves the notice out when the screen says it in place of its content (quiet)', async () => {
    const stores = createRootStore({ locale: 'ru', api: fakeApi() });
    await renderScreen(stores, byParam(failingWith('Network Error')), true);
    expect(await screen.findByText('error offline=true')).toBeInTheDocument();
    expect(screen.queryByText(NETWORK_NOTICE)).not.toBeInTheDocument();
  });

  it('keeps a server error an error page, without the notice', async () => {
    const stores = createRootStore({ locale: 'ru', api: fakeApi() });
    await renderScreen(stores, byParam(failingWith('Internal server error')));
    expect(await screen.findByText('error offline=false')).toBeInTheDocument();
    expect(screen.queryByText(NETWORK_NOTICE)).not.toBeInTheDocument();
  });

  it('takes the offline fact from its own load only: a network failure elsewhere does not count', async () => {
    const stores = createRootStore({ locale: 'ru', api: fakeApi() });
    await failingWith('Network Error')();
    await renderScreen(stores, byParam(failingWith('Bad gateway')));
    expect(await screen.findByText('error offline=false')).toBeInTheDocument();
  });

  it('counts a load whose stores keep their own state as loaded', async () => {
    const stores = createRootStore({ locale: 'ru', api: fakeApi() });
    await renderScreen(
      stores,
      byParam(async () => undefined),
    );
    expect(await screen.findByText('loaded offline=false')).toBeInTheDocument();
  });
});

describe('useData with data a server render kept', () => {
  function setup(preloaded: Record<string, unknown> = {}) {
    const stores = createRootStore({ locale: 'ru', api: {} as ApiClient });
    for (const [key, value] of Object.entries(preloaded)) stores.preloaded.set(key, value);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <Providers stores={stores}>{children}</Providers>
    );
    return { stores, wrapper };
  }

  it('loads when nothing was kept, with the key from the route, and marks a failed result as an error', async () => {
    const { wrapper } = setup();
    const load = jest.fn(async () => failed(new AppError(502, 'Bad Gateway')));
    const { result } = renderHook(() => useData(byParam(load)), { wrapper });
    expect(result.current.state).toBe('loading');
    await waitFor(() => expect(result.current.state).toBe('error'));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('starts loaded with the kept answer, without a fetch, and uses it only once', async () => {
    const { stores, wrapper } = setup({ 'product:a': { name: 'Нурофен' } });
    const load = jest.fn(async () => succeeded({ name: 'fetched' }));
    const { result, rerender } = renderHook(({ key }) => useData({ key: () => key, load }), {
      wrapper,
      initialProps: { key: 'product:a' },
    });
    expect(result.current).toMatchObject({ state: 'loaded', data: { name: 'Нурофен' } });
    expect(load).not.toHaveBeenCalled();
    expect(stores.preloaded.has('product:a')).toBe(false);
    // Another key loads, and an answer for it is the data; a return to the first loads too (used once).
    rerender({ key: 'product:b' });
    await waitFor(() => expect(result.current).toMatchObject({ state: 'loaded', data: { name: 'fetched' } }));
    rerender({ key: 'product:a' });
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    act(() => result.current.reload());
    await waitFor(() => expect(load).toHaveBeenCalledTimes(3));
  });

  it('shows a kept answer for a key it moves to, rather than waiting for a load that never starts', async () => {
    const { wrapper } = setup({ 'product:b': { name: 'kept' } });
    const load = jest.fn(async () => succeeded({ name: 'fetched' }));
    const { result, rerender } = renderHook(({ key }) => useData({ key: () => key, load }), {
      wrapper,
      initialProps: { key: 'product:a' },
    });
    await waitFor(() => expect(result.current.state).toBe('loaded'));
    rerender({ key: 'product:b' });
    await waitFor(() => expect(result.current).toMatchObject({ state: 'loaded', data: { name: 'kept' } }));
    expect(load).toHaveBeenCalledTimes(1);
  });
});
