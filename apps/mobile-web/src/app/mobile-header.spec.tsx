import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MobileHeader } from './mobile-header';
import { renderTree } from './test-app';

const where = () => screen.getByRole('status', { name: 'location' });

describe('MobileHeader', () => {
  afterEach(() => jest.useRealTimers());

  it('shows the logo at home and a back button elsewhere', () => {
    const { tree } = renderTree(<MobileHeader />, { path: '/' });
    const { unmount } = render(tree);
    expect(screen.getByRole('link', { name: 'GoPharm — на главную' })).toBeInTheDocument();
    unmount();
    render(renderTree(<MobileHeader />, { path: '/cart' }).tree);
    expect(screen.getByRole('button', { name: 'Назад' })).toBeInTheDocument();
  });

  it('goes to /search when the box is tapped', async () => {
    render(renderTree(<MobileHeader />, { path: '/' }).tree);
    await userEvent.click(screen.getByRole('searchbox', { name: 'Поиск лекарств' }));
    expect(where()).toHaveTextContent(/^\/search$/);
  });

  it('keeps what was typed while the search page was still opening after the tap', () => {
    render(renderTree(<MobileHeader />, { path: '/' }).tree);
    const box = screen.getByRole('searchbox', { name: 'Поиск лекарств' });
    // Letters typed before the tap's navigation has landed (the search page's code still loading).
    fireEvent.change(box, { target: { value: 'Парацетам' } });
    fireEvent.click(box);
    expect(where()).toHaveTextContent(/^\/search$/);
    expect(box).toHaveValue('Парацетам');
  });

  it('fires the text change 600 ms after typing stops, not before', () => {
    jest.useFakeTimers();
    render(renderTree(<MobileHeader />, { path: '/search' }).tree);
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'аспирин' } });
    act(() => jest.advanceTimersByTime(599));
    expect(where()).toHaveTextContent(/^\/search$/);
    act(() => jest.advanceTimersByTime(1));
    expect(where()).toHaveTextContent('/search?q=%D0%B0%D1%81%D0%BF%D0%B8%D1%80%D0%B8%D0%BD');
  });

  it('submits on Enter in the current language', async () => {
    render(renderTree(<MobileHeader />, { path: '/uz/cart', locale: 'uz' }).tree);
    await userEvent.type(screen.getByRole('searchbox'), 'nurofen{Enter}');
    expect(where()).toHaveTextContent('/uz/search?q=nurofen');
  });

  it('sends the text on the screen when Enter comes before the app has taken over what was typed', () => {
    render(renderTree(<MobileHeader />, { path: '/cart' }).tree);
    const box = screen.getByRole('searchbox', { name: 'Поиск лекарств' }) as HTMLInputElement;
    // Typed into the server's box: on the screen, not yet in the header's state (that comes a moment later).
    box.value = 'нурофен';
    fireEvent.submit(screen.getByRole('search'));
    expect(where()).toHaveTextContent('/search?q=%D0%BD%D1%83%D1%80%D0%BE%D1%84%D0%B5%D0%BD');
  });

  it('shows the query of /search?q= and clears it after leaving the search route', async () => {
    render(renderTree(<MobileHeader />, { path: '/search?q=no-shpa' }).tree);
    expect(screen.getByRole('searchbox')).toHaveValue('no-shpa');
    await userEvent.click(screen.getByRole('button', { name: 'Назад' }));
    expect(where()).toHaveTextContent(/^\/$/);
    expect(screen.getByRole('searchbox')).toHaveValue('');
  });
});
