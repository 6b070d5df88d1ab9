import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { useFirstScreenful } from './use-first-screenful';

function List({ items, first, batch }: { items: string[]; first: number; batch?: number }) {
  const shown = useFirstScreenful(items, first, batch);
  return (
    <ul aria-label="list">
      {shown.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

const items = ['a', 'b', 'c', 'd', 'e'];

describe('useFirstScreenful', () => {
  it('renders only the first screenful on the server', () => {
    const html = renderToString(<List items={items} first={2} />);
    expect(html).toContain('<li>a</li><li>b</li>');
    expect(html).not.toContain('<li>c</li>');
  });

  describe('in the browser', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());
    const shown = () => screen.getAllByRole('listitem').map((item) => item.textContent);
    const nextFrame = () => act(async () => jest.advanceTimersToNextFrame());

    it('renders the rest in the frame after the first commit', async () => {
      await act(async () => {
        render(<List items={items} first={2} />);
      });
      expect(shown()).toEqual(['a', 'b']);
      await nextFrame();
      expect(shown()).toEqual(items);
    });

    it('adds the rest a batch a frame when asked, so no one frame lays out all of it', async () => {
      await act(async () => {
        render(<List items={items} first={2} batch={2} />);
      });
      expect(shown()).toEqual(['a', 'b']);
      await nextFrame();
      expect(shown()).toEqual(['a', 'b', 'c', 'd']);
      await nextFrame();
      expect(shown()).toEqual(items);
    });
  });

  it('renders a short list whole at once', () => {
    expect(renderToString(<List items={['a']} first={2} />)).toContain('<li>a</li>');
  });
});
