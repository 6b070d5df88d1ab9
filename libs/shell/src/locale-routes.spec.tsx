import { useEffect, type ComponentType } from 'react';
import type { ApiClient } from '@gopharm/api-client';
import { createRootStore } from '@gopharm/domain';
import { createI18n } from '@gopharm/i18n';
import { nextAfterSignIn } from '@gopharm/util';
import { act, render, screen } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { MemoryRouter, Outlet, useNavigate } from 'react-router-dom';
import { AppProviders } from './app-providers';
import { buildLocaleRoutes, LocaleRouteTree, useAlternatePath } from './locale-routes';
import { useStores } from './stores-context';

function Home() {
  const { t } = useTranslation();
  const stores = useStores();
  return (
    <main>
      <h1>{t('home.heading')}</h1>
      <p>store locale: {stores.locale.code}</p>
      <a href={useAlternatePath(stores.locale.code === 'ru' ? 'uz' : 'ru')}>switch</a>
    </main>
  );
}

function NotFound() {
  return <h1>not found</h1>;
}

/** The app's routes for `screens` (in `Layout`, if given) at `path`, on a fresh store tree. */
async function renderRoutes(path: string, screens: Record<string, ComponentType>, Layout?: ComponentType) {
  const stores = createRootStore({ locale: 'ru', api: {} as ApiClient });
  const routes = buildLocaleRoutes(screens, NotFound, Layout);
  await act(async () => {
    render(
      <AppProviders stores={stores} i18n={createI18n('ru')}>
        <MemoryRouter initialEntries={[path]}>
          <LocaleRouteTree routes={routes} />
        </MemoryRouter>
      </AppProviders>,
    );
  });
}

const renderAt = (path: string) =>
  renderRoutes(path, { home: Home, cart: Home, product: Home, search: Home });

describe('buildLocaleRoutes', () => {
  it('renders Russian at / and Uzbek at /uz, keeping the store in the URL language', async () => {
    await renderAt('/uz');
    expect(screen.getByRole('heading', { name: 'GoPharm onlayn dorixonasi' })).toBeInTheDocument();
    expect(screen.getByText('store locale: uz')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('uz');
  });

  it('links to the same page in the other language', async () => {
    await renderAt('/uz/product/nurofen');
    expect(screen.getByRole('link', { name: 'switch' })).toHaveAttribute('href', '/product/nurofen');
  });

  it("keeps the query the screen reads in the other language's link, never a tracking tag", async () => {
    await renderAt('/search?utm_source=mail&q=aspirin');
    expect(screen.getByRole('link', { name: 'switch' })).toHaveAttribute('href', '/uz/search?q=aspirin');
  });

  it("keeps the page sign-in returns to in the other language's link of /auth", async () => {
    await renderRoutes('/uz/auth?next=/order-process', { auth: Home });
    const href = screen.getByRole('link', { name: 'switch' }).getAttribute('href') ?? '';
    expect(new URL(href, 'https://gopharm.uz').pathname).toBe('/auth');
    expect(nextAfterSignIn(new URL(href, 'https://gopharm.uz').search)).toBe('/order-process');
  });

  it('shows the not-found screen for unknown paths and for routes the app has no screen for', async () => {
    await renderAt('/nowhere');
    expect(screen.getByRole('heading', { name: 'not found' })).toBeInTheDocument();
  });

  it('reads the language from the URL as the server does: "/UZ" is no Uzbek page but not found', async () => {
    // The server reads the language with splitLocale and answers these 404; react-router alone matches paths
    // without regard to case, and so showed the Uzbek screens under a page the server says does not exist.
    await renderAt('/UZ');
    expect(screen.getByRole('heading', { name: 'not found' })).toBeInTheDocument();
    await renderAt('/Uz/product/nurofen');
    expect(screen.getAllByRole('heading', { name: 'not found' })).toHaveLength(2);
  });

  it('matches a screen\'s path as written, as the server does: "/Cart" is not found', async () => {
    // The server's route match (matchRoute) compares paths as written and answers these 404.
    await renderAt('/Cart');
    expect(screen.getByRole('heading', { name: 'not found' })).toBeInTheDocument();
    await renderAt('/uz/PRODUCT/nurofen');
    expect(screen.getAllByRole('heading', { name: 'not found' })).toHaveLength(2);
  });

  it('compares the segments after the first as written too: "/profile/Orders" is not found', async () => {
    // Past the first segment it is react-router's match alone, which ignored case unless told otherwise.
    await renderRoutes('/profile/Orders', { 'profile-orders': () => <h1>orders screen</h1> });
    expect(screen.getByRole('heading', { name: 'not found' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'orders screen' })).not.toBeInTheDocument();
    await renderRoutes('/profile/orders', { 'profile-orders': () => <h1>orders screen</h1> });
    expect(screen.getByRole('heading', { name: 'orders screen' })).toBeInTheDocument();
  });
});

describe('route parameters and errors', () => {
  function Throws({ error }: { error: unknown }): never {
    throw error;
  }

  it('shows the not-found screen when an optional parameter fails validation', async () => {
    await renderRoutes('/code/abc', { code: () => <h1>code screen</h1> });
    expect(screen.getByRole('heading', { name: 'not found' })).toBeInTheDocument();
  });

  it('renders the screen with a valid parameter', async () => {
    await renderRoutes('/code/42', { code: () => <h1>code screen</h1> });
    expect(screen.getByRole('heading', { name: 'code screen' })).toBeInTheDocument();
  });

  it('shows the not-found screen for a 404 error', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderRoutes('/cart', { cart: () => <Throws error={{ status: 404 }} /> });
    expect(screen.getByRole('heading', { name: 'not found' })).toBeInTheDocument();
  });

  it('shows the server-error page with the support contacts for other errors', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderRoutes('/cart', { cart: () => <Throws error={new Error('boom')} /> });
    expect(screen.getByRole('heading', { name: 'Ошибка на сервере' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Чат поддержки' })).toBeInTheDocument();
  });
});

describe('layouts', () => {
  function Layout() {
    return (
      <>
        <header>site header</header>
        <Outlet />
      </>
    );
  }

  const Page = () => <h1>page</h1>;
  const renderWithLayout = (path: string) => renderRoutes(path, { app: Page, cart: Page }, Layout);

  it('puts a page in the default layout', async () => {
    await renderWithLayout('/cart');
    expect(screen.getByRole('heading', { name: 'page' })).toBeInTheDocument();
    expect(screen.getByText('site header')).toBeInTheDocument();
  });

  it('keeps the layout mounted from one screen to another, each matched by its own routes', async () => {
    let layoutsMounted = 0;
    function CountedLayout() {
      useEffect(() => void (layoutsMounted += 1), []);
      return (
        <>
          <header>site header</header>
          <Outlet />
        </>
      );
    }
    function GoTo({ to, name }: { to: string; name: string }) {
      const navigate = useNavigate();
      return <button onClick={() => void navigate(to)}>{name}</button>;
    }
    const stores = createRootStore({ locale: 'ru', api: {} as ApiClient });
    const routes = buildLocaleRoutes(
      {
        cart: () => <h1>cart screen</h1>,
        product: () => <h1>product screen</h1>,
        home: () => <h1>home screen</h1>,
      },
      NotFound,
      CountedLayout,
    );
    await act(async () => {
      render(
        <AppProviders stores={stores} i18n={createI18n('ru')}>
          <MemoryRouter initialEntries={['/cart']}>
            <LocaleRouteTree routes={routes} />
            <GoTo to="/product/nurofen" name="product" />
            <GoTo to="/" name="home" />
            <GoTo to="/cart" name="cart" />
            <GoTo to="/nowhere" name="nowhere" />
          </MemoryRouter>
        </AppProviders>,
      );
    });
    expect(screen.getByRole('heading', { name: 'cart screen' })).toBeInTheDocument();
    for (const [button, heading] of [
      ['product', 'product screen'],
      ['home', 'home screen'],
      ['nowhere', 'not found'],
      ['cart', 'cart screen'],
    ]) {
      await act(async () => screen.getByRole('button', { name: button }).click());
      expect(screen.getByRole('heading', { name: heading })).toBeInTheDocument();
    }
    expect(layoutsMounted).toBe(1);
  });

  it('renders an empty-layout page of the route table alone, in both languages', async () => {
    await renderWithLayout('/uz/app');
    expect(screen.getByRole('heading', { name: 'page' })).toBeInTheDocument();
    expect(screen.queryByText('site header')).toBeNull();
  });
});

describe('the page sign-in returns to', () => {
  function GoTo({ to }: { to: string }) {
    const navigate = useNavigate();
    return <button onClick={() => void navigate(to)}>{to}</button>;
  }

  it('is the page before /auth each time, not one from an earlier visit to /auth left without signing in', async () => {
    const stores = createRootStore({ locale: 'ru', api: {} as ApiClient });
    const routes = buildLocaleRoutes(
      { product: () => <h1>product</h1>, auth: () => <h1>sign in</h1> },
      NotFound,
    );
    await act(async () => {
      render(
        <AppProviders stores={stores} i18n={createI18n('ru')}>
          <MemoryRouter initialEntries={['/product/aspirin']}>
            <LocaleRouteTree routes={routes} />
            <GoTo to="/auth" />
            <GoTo to="/product/nurofen" />
          </MemoryRouter>
        </AppProviders>,
      );
    });
    const go = (to: string) => act(async () => screen.getByRole('button', { name: to }).click());
    await go('/auth');
    expect(stores.auth.afterAuthUrl).toBe('/product/aspirin');
    // Left without signing in, for another page, and sign-in opened from there.
    await go('/product/nurofen');
    await go('/auth');
    expect(stores.auth.afterAuthUrl).toBe('/product/nurofen');
  });
});
