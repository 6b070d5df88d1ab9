import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigationType } from 'react-router-dom';
import { RouterAnchor } from './router-anchor';

function Page() {
  const { pathname } = useLocation();
  const action = useNavigationType();
  return (
    <>
      <p>
        at {pathname} by {action}
      </p>
      <RouterAnchor href="/uz/cart">Savat</RouterAnchor>
    </>
  );
}

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Page />
    </MemoryRouter>,
  );
}

describe('RouterAnchor', () => {
  it('is a plain link the router follows without reloading the page', async () => {
    renderAt('/uz');
    const link = screen.getByRole('link', { name: 'Savat' });
    expect(link).toHaveAttribute('href', '/uz/cart');
    await act(async () => {
      fireEvent.click(link);
    });
    expect(screen.getByText('at /uz/cart by PUSH')).toBeInTheDocument();
  });

  it('leaves a modified or middle click to the browser (new tab, new window)', async () => {
    renderAt('/uz');
    const link = screen.getByRole('link', { name: 'Savat' });
    for (const click of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { button: 1 }]) {
      const followed = fireEvent.click(link, click);
      expect(followed).toBe(true);
    }
    expect(screen.getByText('at /uz by POP')).toBeInTheDocument();
  });
});
