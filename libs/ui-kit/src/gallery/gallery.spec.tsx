import { composeStories } from '@storybook/react-vite';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { testStories } from '../testing/stories';
import { Gallery } from './gallery';
import * as stories from './gallery.stories';

testStories('Gallery', composeStories(stories));

// jsdom has no PointerEvent: a MouseEvent carries the same clientX for the swipe.
beforeAll(() => {
  if (typeof window.PointerEvent === 'undefined') Object.assign(window, { PointerEvent: MouseEvent });
});

const labels = {
  region: 'Фотографии товара',
  previous: 'Предыдущее фото',
  next: 'Следующее фото',
  picture: (position: number, total: number) => `Фото ${position} из ${total}`,
};

function renderGallery(images: string[]) {
  render(<Gallery images={images} alt="Нурофен" labels={labels} width={400} height={400} />);
}

describe('Gallery', () => {
  it('shows one picture without controls when there is one', () => {
    renderGallery(['/a.svg']);
    expect(screen.getByRole('img', { name: 'Нурофен' })).toHaveAttribute('src', '/a.svg');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('turns the pictures with the buttons, the thumbnails and the arrow keys, round the ends', async () => {
    renderGallery(['/a.svg', '/b.svg', '/c.svg']);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Следующее фото' }));
    expect(screen.getByRole('img', { name: 'Нурофен. Фото 2 из 3' })).toHaveAttribute('src', '/b.svg');
    await user.click(screen.getByRole('button', { name: 'Фото 1 из 3' }));
    await user.click(screen.getByRole('button', { name: 'Предыдущее фото' }));
    expect(screen.getByRole('img', { name: 'Нурофен. Фото 3 из 3' })).toBeInTheDocument();
    screen.getByRole('group', { name: 'Фото 3 из 3' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Фото 1 из 3' })).toHaveAttribute('aria-current', 'true');
  });

  it('turns on a sideways swipe and ignores a short one', () => {
    renderGallery(['/a.svg', '/b.svg']);
    const stage = screen.getByRole('group', { name: 'Фото 1 из 2' });
    fireEvent.pointerDown(stage, { clientX: 200 });
    fireEvent.pointerUp(stage, { clientX: 190 });
    expect(screen.getByRole('group', { name: 'Фото 1 из 2' })).toBeInTheDocument();
    fireEvent.pointerDown(stage, { clientX: 200 });
    fireEvent.pointerUp(stage, { clientX: 100 });
    expect(screen.getByRole('group', { name: 'Фото 2 из 2' })).toBeInTheDocument();
  });
});
