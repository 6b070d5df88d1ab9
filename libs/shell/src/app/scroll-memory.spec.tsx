import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { ScrollMemory } from './scroll-memory';

const STORAGE_KEY = 'gopharm-scroll-positions';

function Back() {
  const navigate = useNavigate();
  return <button onClick={() => void navigate(-1)}>back</button>;
}

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

describe('ScrollMemory', () => {
  beforeEach(() => {
    sessionStorage.clear();
    Object.defineProperty(window, 'scrollY', { configurable: true, writable: true, value: 0 });
    jest.spyOn(window, 'scrollTo').mockImplementation(((_x: number, y: number) => {
      Object.assign(window, { scrollY: y });
    }) as typeof window.scrollTo);
  });
  afterEach(() => jest.restoreAllMocks());

  it('reads no session storage as the app starts (its first read loads the tab storage synchronously)', () => {
    const read = jest.spyOn(Storage.prototype, 'getItem');
    renderAtSecondEntry();
    expect(read).not.toHaveBeenCalled();
  });

  it('Back returns to the place an earlier document kept for that entry, read when it is needed', () => {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ earlier: 300 }));
    renderAtSecondEntry();
    act(() => screen.getByRole('button', { name: 'back' }).click());
    expect(window.scrollTo).toHaveBeenLastCalledWith(0, 300);
  });

  it("keeps the earlier documents' places with this one's when the document goes away", () => {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ earlier: 300, other: 40 }));
    renderAtSecondEntry();
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
