import { AppError, failed, succeeded, type ApiClient, type Result } from '@gopharm/api-client';
import { createRootStore, type RootStore } from '@gopharm/domain';
import { failsWith, fakeApi } from '@gopharm/domain/testing';
import { createI18n } from '@gopharm/i18n';
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router-dom';
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
    const { stores, wrapper } = setup({ 'ru:product:a': { name: 'Нурофен' } });
    const load = jest.fn(async () => succeeded({ name: 'fetched' }));
    const { result, rerender } = renderHook(({ key }) => useData({ key: () => key, load }), {
      wrapper,
      initialProps: { key: 'product:a' },
    });
    expect(result.current).toMatchObject({ state: 'loaded', data: { name: 'Нурофен' } });
    expect(load).not.toHaveBeenCalled();
    expect(stores.preloaded.has('ru:product:a')).toBe(false);
    // Another key loads, and an answer for it is the data; a return to the first loads too (used once).
    rerender({ key: 'product:b' });
    await waitFor(() => expect(result.current).toMatchObject({ state: 'loaded', data: { name: 'fetched' } }));
    rerender({ key: 'product:a' });
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    act(() => result.current.reload());
    await waitFor(() => expect(load).toHaveBeenCalledTimes(3));
  });

  it('shows a kept answer for a key it moves to, rather than waiting for a load that never starts', async () => {
    const { wrapper } = setup({ 'ru:product:b': { name: 'kept' } });
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

describe('useData and the language', () => {
  it('loads again when the language switches, though the declaration does not name it', async () => {
    const stores = createRootStore({ locale: 'ru', api: {} as ApiClient });
    const load = jest.fn(async () =>
      succeeded({ name: stores.locale.code === 'ru' ? 'Аптека' : 'Dorixona' }),
    );
    const wrapper = ({ children }: { children: ReactNode }) => (
      <Providers stores={stores}>{children}</Providers>
    );
    // An order's or a pharmacy list's key: the id alone, as a screen writes it.
    const { result, rerender } = renderHook(() => useData({ key: () => 'order:7', load }), { wrapper });
    await waitFor(() => expect(result.current).toMatchObject({ state: 'loaded', data: { name: 'Аптека' } }));
    act(() => stores.locale.set('uz'));
    rerender();
    await waitFor(() =>
      expect(result.current).toMatchObject({ state: 'loaded', data: { name: 'Dorixona' } }),
    );
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('useData on Back and Forward', () => {
  /** A product screen (`/:param`) whose data is its parameter's, with buttons to go on and back. */
  function Product({ data }: { data: KeyedLoad }) {
    const { state, data: shown } = useData(data);
    const navigate = useNavigate();
    return (
      <>
        <p>{state === 'loaded' ? `shows ${(shown as { name: string }).name}` : state}</p>
        <button onClick={() => navigate('/b')}>next</button>
        <button onClick={() => navigate(-1)}>back</button>
        <button onClick={() => navigate('/a')}>again</button>
      </>
    );
  }

  function setup(answers: Record<string, Promise<Result<unknown>>>) {
    const stores = createRootStore({ locale: 'ru', api: {} as ApiClient });
    const load = jest.fn(({ param }: { param?: string }) => answers[param ?? '']);
    const data: KeyedLoad = { key: ({ param }) => `product:${param}`, load };
    render(
      <Providers stores={stores}>
        <Product data={data} />
      </Providers>,
    );
    return { stores, load, answers };
  }
  const named = (name: string): Promise<Result<unknown>> => Promise.resolve(succeeded({ name }));
  const never = () => new Promise<Result<unknown>>(() => undefined);

  it('shows at once what the entry showed, then the quiet refresh; a new visit loads afresh', async () => {
    const answers: Record<string, Promise<Result<unknown>>> = { a: named('first'), b: named('other') };
    const { load } = setup(answers);
    expect(await screen.findByText('shows first')).toBeInTheDocument();
    act(() => screen.getByRole('button', { name: 'next' }).click());
    expect(await screen.findByText('shows other')).toBeInTheDocument();

    let refresh!: (answer: Result<unknown>) => void;
    answers.a = new Promise((resolve) => (refresh = resolve));
    act(() => screen.getByRole('button', { name: 'back' }).click());
    // At once, with no loading state in between; the refresh is under way.
    expect(screen.getByText('shows first')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(3);
    await act(async () => refresh(succeeded({ name: 'refreshed' })));
    expect(screen.getByText('shows refreshed')).toBeInTheDocument();

    // Going on to it again (not Back) is a new entry: it loads, showing its loading state.
    act(() => screen.getByRole('button', { name: 'next' }).click());
    await screen.findByText('shows other');
    answers.a = never();
    act(() => screen.getByRole('button', { name: 'again' }).click());
    expect(screen.getByText('loading')).toBeInTheDocument();
  });

  it('keeps showing what the shopper came back to when the refresh fails, without the notice', async () => {
    const answers: Record<string, Promise<Result<unknown>>> = { a: named('first'), b: named('other') };
    setup(answers);
    await screen.findByText('shows first');
    act(() => screen.getByRole('button', { name: 'next' }).click());
    await screen.findByText('shows other');
    answers.a = failingWith('Network Error')() as Promise<Result<unknown>>;
    await act(async () => screen.getByRole('button', { name: 'back' }).click());
    expect(screen.getByText('shows first')).toBeInTheDocument();
    expect(screen.queryByText(NETWORK_NOTICE)).not.toBeInTheDocument();
  });

  it('forgets what it showed when the shopper signs out', async () => {
    const answers: Record<string, Promise<Result<unknown>>> = { a: named('first'), b: named('other') };
    const { stores } = setup(answers);
    await screen.findByText('shows first');
    act(() => screen.getByRole('button', { name: 'next' }).click());
    await screen.findByText('shows other');
    stores.clearPrivateData();
    answers.a = never();
    act(() => screen.getByRole('button', { name: 'back' }).click());
    expect(screen.getByText('loading')).toBeInTheDocument();
  });
});
