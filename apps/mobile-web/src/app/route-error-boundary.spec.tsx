import { createRootStore } from '@gopharm/domain';
import { userDto } from '@gopharm/domain/testing';
import { render, screen } from '@testing-library/react';
import { RouteErrorBoundary } from './route-error-boundary';

function Throws({ error }: { error: unknown }): never {
  throw error;
}

function renderWith(error: unknown, signedIn = false) {
  const stores = createRootStore({ locale: 'ru' });
  if (signedIn) stores.auth.user = { token: 'current', user: userDto() };
  const reload = jest.spyOn(stores, 'reloadAfterChunkError').mockResolvedValue(true);
  const navigate = jest.spyOn(stores, 'navigate').mockImplementation(() => undefined);
  render(
    <RouteErrorBoundary
      stores={stores}
      resetKey="/"
      notFound={<p>not found</p>}
      serverError={<p>server error</p>}
    >
      <Throws error={error} />
    </RouteErrorBoundary>,
  );
  return { reload, navigate };
}

describe('RouteErrorBoundary', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('shows not-found for a 404', () => {
    renderWith(Object.assign(new Error('gone'), { status: 404 }));
    expect(screen.getByText('not found')).toBeInTheDocument();
  });

  it('shows the server-error page for a 500', () => {
    renderWith(Object.assign(new Error('boom'), { response: { status: 500 } }));
    expect(screen.getByText('server error')).toBeInTheDocument();
  });

  it('goes to sign in on a 401 once signed out, and shows nothing of its own', () => {
    const { navigate } = renderWith(Object.assign(new Error('no'), { statusCode: 401 }));
    expect(navigate).toHaveBeenCalledWith('/auth');
    expect(screen.queryByText('server error')).not.toBeInTheDocument();
  });

  it('keeps a shopper signed in whose token the 401 was not about (the API client judged it)', () => {
    const { navigate } = renderWith(Object.assign(new Error('no'), { statusCode: 401 }), true);
    expect(navigate).not.toHaveBeenCalled();
    expect(screen.getByText('server error')).toBeInTheDocument();
  });

  it('reloads once for a chunk that failed to load', () => {
    const { reload } = renderWith(
      new Error('Failed to fetch dynamically imported module: /mobile-assets/x.js'),
    );
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
