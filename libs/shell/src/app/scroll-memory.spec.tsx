import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { ScrollMemory } from './scroll-memory';

function LinkToProduct() {
  const navigate = useNavigate();
  return <button onClick={() => void navigate('/product/y')}>product</button>;
}

describe('scroll memory, whose code arrives after the app started (both apps)', () => {
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
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('leaves the first page where the browser put it', async () => {
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    render(
      <MemoryRouter initialEntries={['/catalog/x']}>
        <ScrollMemory />
      </MemoryRouter>,
    );
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
