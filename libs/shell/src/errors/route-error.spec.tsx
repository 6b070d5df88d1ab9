import { AppError } from '@gopharm/api-client';
import { userDto } from '@gopharm/domain/testing';
import { screen } from '@testing-library/react';
import { runInAction } from 'mobx';
import { renderScreen } from '../testing';
import { ScreenErrorBoundary } from './route-error';

function Throws({ error }: { error: unknown }): never {
  throw error;
}

const NotFound = () => <p>not found</p>;

/** A screen that throws, in the boundary every screen of both apps has (locale-routes). */
async function renderWith(error: unknown, signedIn = false) {
  let reload: jest.SpyInstance | undefined;
  const rendered = await renderScreen(
    <ScreenErrorBoundary NotFound={NotFound} locationKey="/">
      <Throws error={error} />
    </ScreenErrorBoundary>,
    {
      preload: (stores) => {
        if (signedIn) runInAction(() => (stores.auth.user = { token: 'current', user: userDto() }));
        reload = jest.spyOn(stores, 'reloadAfterChunkError').mockResolvedValue(true);
      },
    },
  );
  return { ...rendered, reload };
}

describe('a screen that fails (both apps)', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('shows not-found for a 404', async () => {
    await renderWith(Object.assign(new Error('gone'), { status: 404 }));
    expect(screen.getByText('not found')).toBeInTheDocument();
  });

  it('shows the server-error page for a 500', async () => {
    await renderWith(Object.assign(new Error('boom'), { response: { status: 500 } }));
    expect(screen.getByRole('heading', { level: 1, name: 'Ошибка на сервере' })).toBeInTheDocument();
  });

  it('shows no error page for a failed network (the screen says it is offline), and logs nothing', async () => {
    await renderWith(new AppError(500, 'Network Error', 'network'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    expect(screen.queryByText('not found')).not.toBeInTheDocument();
    // The stores' logger writes to the console (console.error, mocked above).
    expect(console.error).not.toHaveBeenCalledWith('A route failed', expect.anything());
  });

  it('goes to sign in on a 401 once signed out, and shows nothing of its own', async () => {
    const { visits } = await renderWith(Object.assign(new Error('no'), { statusCode: 401 }));
    expect(visits).toEqual(['/auth']);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps a shopper signed in whose token the 401 was not about (the API client judged it)', async () => {
    const { visits } = await renderWith(Object.assign(new Error('no'), { statusCode: 401 }), true);
    expect(visits).toEqual([]);
    expect(screen.getByRole('heading', { level: 1, name: 'Ошибка на сервере' })).toBeInTheDocument();
  });

  it('reloads once for a chunk that failed to load', async () => {
    const { reload } = await renderWith(
      new Error('Failed to fetch dynamically imported module: /mobile-assets/x.js'),
    );
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
