import { createI18n } from '@gopharm/i18n';
import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { renderScreen } from '../testing';
import { PriceRange } from './price-range';

/** The inputs as an app holds them: the text typed, and each change reported. */
function Held({ range, changes }: { range?: { min: number; max: number }; changes: string[] }) {
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  return (
    <PriceRange
      from={from}
      to={to}
      onFromChange={(text) => (changes.push(`from ${text}`), setFrom(text))}
      onToChange={(text) => (changes.push(`to ${text}`), setTo(text))}
      range={range}
    />
  );
}

describe('PriceRange', () => {
  it('asks for both bounds in the price group, with the shelf prices as placeholders', async () => {
    const changes: string[] = [];
    await renderScreen(<Held range={{ min: 1_000, max: 9_000 }} changes={changes} />);
    const group = screen.getByRole('group', { name: 'Цена' });
    const from = screen.getByRole('textbox', { name: 'Цена, от' });
    const to = screen.getByRole('textbox', { name: 'Цена, до' });
    expect(group).toContainElement(from);
    expect(group).toContainElement(to);
    expect(from).toHaveAttribute('placeholder', expect.stringMatching(/^от 1\s000$/));
    expect(to).toHaveAttribute('placeholder', expect.stringMatching(/^до 9\s000$/));
    fireEvent.change(from, { target: { value: '1500' } });
    fireEvent.change(to, { target: { value: '3000' } });
    expect(changes).toEqual(['from 1500', 'to 3000']);
    expect(from).toHaveValue('1500');
    expect(to).toHaveValue('3000');
  });

  it('has no placeholders before the facets are in, and speaks Uzbek', async () => {
    await renderScreen(<Held changes={[]} />, { locale: 'uz' });
    for (const input of screen.getAllByRole('textbox')) expect(input).not.toHaveAttribute('placeholder');
    expect(screen.getByRole('group', { name: 'Narx' })).toBeInTheDocument();
  });

  it('keeps bounds typed into the server page before the app started', async () => {
    const i18n = createI18n('ru');
    const page = (changes: string[]) => (
      <I18nextProvider i18n={i18n}>
        <Held changes={changes} />
      </I18nextProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page([]));
    document.body.append(container);
    // The shopper types both bounds while the app's code is still on its way.
    (screen.getByRole('textbox', { name: 'Цена, от' }) as HTMLInputElement).value = '1500';
    (screen.getByRole('textbox', { name: 'Цена, до' }) as HTMLInputElement).value = '3000';
    const changes: string[] = [];
    const root = await act(async () => hydrateRoot(container, page(changes)));
    expect(changes).toEqual(['from 1500', 'to 3000']);
    expect(screen.getByRole('textbox', { name: 'Цена, от' })).toHaveValue('1500');
    expect(screen.getByRole('textbox', { name: 'Цена, до' })).toHaveValue('3000');
    await act(async () => root.unmount());
    container.remove();
  });
});
