import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { ScrollMemory } from './scroll-memory';

const STORAGE_KEY = 'gopharm-scroll-positions';

function LinkToProduct() {
  const navigate = useNavigate();
  return <button onClick={() => void navigate('/product/y')}>product</button>;
}

function Back() {
  const navigate = useNavigate();
  return <button onClick={() => void navigate(-1)}>back</button>;
}

/** Lets the restorer's code (a dynamic import) arrive. */
const restorerArrived = () =>
  act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

/** Two history entries of the tab: "earlier" (a page of an earlier document) and "now", the one shown. */
function renderAtSecondEntry() {
  render(
    <MemoryRouter
      initialEntries={[
        { pathname: '/catalog/a', key: 'earlier' },
        { pathname: '/product/b', key: 'now' },
      ]}
      initialIndex={1}
    >
      <ScrollMemory />
      <Back />
    </MemoryRouter>,
  );
}

describe('scroll memory, whose code arrives after the app started (both apps)', () => {
  beforeEach(() => {
    sessionStorage.clear();
    Object.defineProperty(window, 'scrollY', { configurable: true, writable: true, value: 0 });
  });
  afterEach(() => jest.restoreAllMocks());

  it('opens a page the shopper went on to before the code arrived at its top', async () => {
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    render(
      <MemoryRouter initialEntries={['/catalog/x?page=2']}>
        <ScrollMemory />
        <LinkToProduct />
      </MemoryRouter>,
    );
    // A link followed at once, before ./scroll-restorer arrived.
    fireEvent.click(screen.getByRole('button', { name: 'product' }));
    expect(scrollTo).not.toHaveBeenCalled();
    await restorerArrived();
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('leaves the first page where the browser put it', async () => {
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    render(
      <MemoryRouter initialEntries={['/catalog/x']}>
        <ScrollMemory />
      </MemoryRouter>,
    );
    await restorerArrived();
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('reads no session storage as the app starts (its first read loads the tab storage synchronously)', async () => {
    const read = jest.spyOn(Storage.prototype, 'getItem');
    renderAtSecondEntry();
    expect(read).not.toHaveBeenCalled();
    await restorerArrived();
  });

  describe('once its code arrived', () => {
    beforeEach(() => {
      jest.spyOn(window, 'scrollTo').mockImplementation(((_x: number, y: number) => {
        Object.assign(window, { scrollY: y });
      }) as typeof window.scrollTo);
    });

    it('Back returns to the place an earlier document kept for that entry', async () => {
      sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ earlier: 300 }));
      renderAtSecondEntry();
      await restorerArrived();
      act(() => screen.getByRole('button', { name: 'back' }).click());
      expect(window.scrollTo).toHaveBeenLastCalledWith(0, 300);
    });

    it('holds the place while the page settles: a card above shrinking to its real height moves nothing', async () => {
      // The browser's ResizeObserver, driven by hand: each call is the page having changed size.
      const resized: Array<() => void> = [];
      class ManualResizeObserver {
        constructor(private readonly callback: () => void) {}
        observe() {
          resized.push(this.callback);
        }
        disconnect() {
          resized.splice(resized.indexOf(this.callback), 1);
        }
      }
      Object.assign(window, { ResizeObserver: ManualResizeObserver });
      const pageResized = (anchoredAt: number) =>
        act(() => {
          // Scroll anchoring keeps the window on what was in view as a card above shrinks by a line.
          Object.assign(window, { scrollY: anchoredAt });
          for (const callback of [...resized]) callback();
        });
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ earlier: 900 }));
        renderAtSecondEntry();
        await restorerArrived();
        act(() => screen.getByRole('button', { name: 'back' }).click());
        expect(window.scrollY).toBe(900);
        pageResized(879);
        expect(window.scrollY).toBe(900);
        // Once the shopper scrolls, the page is theirs.
        act(() => void window.dispatchEvent(new Event('touchstart')));
        pageResized(860);
        expect(window.scrollY).toBe(860);
      } finally {
        delete (window as { ResizeObserver?: unknown }).ResizeObserver;
      }
    });

    it("keeps the earlier documents' places with this one's when the document goes away", async () => {
      sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ earlier: 300, other: 40 }));
      renderAtSecondEntry();
      await restorerArrived();
      act(() => {
        window.scrollTo(0, 120);
        window.dispatchEvent(new Event('scroll'));
      });
      act(() => void window.dispatchEvent(new Event('pagehide')));
      expect(JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}')).toEqual({
        earlier: 300,
        other: 40,
        now: 120,
      });
    });
  });
});
