import { createRootStore } from '@gopharm/domain';
import { render, screen } from '@testing-library/react';
import { RouteErrorBoundary } from './route-error-boundary';

function Throws({ error }: { error: unknown }): never {
  throw error;
}

function renderWith(error: unknown) {
  const stores = createRootStore({ locale: 'ru' });
  const reload = jest.spyOn(stores, 'reloadAfterChunkError').mockResolvedValue(true);
  const unauthorized = jest.spyOn(stores.auth, 'handleUnauthorized').mockImplementation(() => undefined);
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
  return { reload, unauthorized };
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

  it('signs out on a 401 and shows nothing of its own', () => {
    const { unauthorized } = renderWith(Object.assign(new Error('no'), { statusCode: 401 }));
    expect(unauthorized).toHaveBeenCalled();
    expect(screen.queryByText('server error')).not.toBeInTheDocument();
  });

  it('reloads once for a chunk that failed to load', () => {
    const { reload } = renderWith(
      new Error('Failed to fetch dynamically imported module: /mobile-assets/x.js'),
    );
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
