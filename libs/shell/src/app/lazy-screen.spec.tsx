import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { lazyScreen, loadedLater, preloadOf, preloadScreen } from './lazy-screen';

const cartModule = { CartPage: () => <h1>Корзина</h1> };
const NotFound = () => <h1>Страница не найдена</h1>;

describe('lazyScreen and preloadScreen', () => {
  it('renders the picked export once its chunk is in', async () => {
    const Cart = lazyScreen(async () => cartModule, 'CartPage');
    render(
      <Suspense fallback={<p>loading</p>}>
        <Cart />
      </Suspense>,
    );
    expect(await screen.findByRole('heading', { name: 'Корзина' })).toBeInTheDocument();
  });

  it("fetches only the chunk of the URL's screen, in either language", () => {
    const cart = jest.fn(async () => cartModule);
    const product = jest.fn(async () => cartModule);
    const screens = { cart: lazyScreen(cart, 'CartPage'), product: lazyScreen(product, 'CartPage') };
    preloadScreen(screens, NotFound, '/uz/cart');
    expect(cart).toHaveBeenCalledTimes(1);
    expect(product).not.toHaveBeenCalled();
  });

  it("fetches the not-found screen's chunk, and no screen's, for a URL no route claims", () => {
    const cart = jest.fn(async () => cartModule);
    const notFound = jest.fn(async () => ({ NotFoundPage: NotFound }));
    preloadScreen(
      { cart: lazyScreen(cart, 'CartPage') },
      lazyScreen(notFound, 'NotFoundPage'),
      '/uz/no-such-page',
    );
    expect(notFound).toHaveBeenCalledTimes(1);
    expect(cart).not.toHaveBeenCalled();
  });

  it('does nothing for a screen that is not lazy, and a chunk that fails lets the render go on', async () => {
    const failing = jest.fn(() => Promise.reject(new Error('offline')));
    expect(() =>
      preloadScreen({ cart: lazyScreen(failing, 'CartPage') }, NotFound, '/no-such-page'),
    ).not.toThrow();
    expect(failing).not.toHaveBeenCalled();
    expect(() => preloadScreen({ cart: () => null }, NotFound, '/cart')).not.toThrow();
    // The first render waits for it: a failed chunk lets it go on (to the route's error), never holds it.
    await expect(
      preloadScreen({ cart: lazyScreen(failing, 'CartPage') }, NotFound, '/cart'),
    ).resolves.toBeUndefined();
    expect(failing).toHaveBeenCalledTimes(1);
  });
});

describe('loadedLater', () => {
  it('renders nothing (and never suspends) until preloaded, then the picked export; a failed load is left alone', async () => {
    const load = jest.fn(async () => ({ PageSkeleton: () => <p>Загрузка…</p> }));
    const Skeleton = loadedLater(load, 'PageSkeleton');
    const { container, rerender } = render(<Skeleton />);
    expect(container).toBeEmptyDOMElement();
    expect(load).not.toHaveBeenCalled();
    await preloadOf(Skeleton);
    rerender(<Skeleton />);
    expect(screen.getByText('Загрузка…')).toBeInTheDocument();
    const failing = loadedLater(async (): Promise<{ PageSkeleton: () => null }> => {
      throw new TypeError('Failed to fetch dynamically imported module');
    }, 'PageSkeleton');
    await expect(preloadOf(failing)).resolves.toBeUndefined();
  });
});
