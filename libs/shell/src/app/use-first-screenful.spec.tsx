import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { useFirstScreenful } from './use-first-screenful';

function List({ items, first }: { items: string[]; first: number }) {
  const shown = useFirstScreenful(items, first);
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

  it('renders the rest in the browser right after the first commit', async () => {
    await act(async () => {
      render(<List items={items} first={2} />);
    });
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(items);
  });

  it('renders a short list whole at once', () => {
    expect(renderToString(<List items={['a']} first={2} />)).toContain('<li>a</li>');
  });
});
