import { drugDto } from '@gopharm/domain/testing';
import { createI18n } from '@gopharm/i18n';
import { act, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { renderScreen } from '../testing';
import { DrugCard } from './drug-card';

describe("DrugCard's labels", () => {
  it('are asked of i18next once for a page of cards, and follow a language switch', async () => {
    const translator = createI18n('ru');
    const t = jest.spyOn(translator, 't');
    const cards = (count: number) => (
      <I18nextProvider i18n={translator}>
        {Array.from({ length: count }, (_, index) => (
          <DrugCard key={index} drug={drugDto({ id: index + 1, name: `Препарат ${index + 1}` })} />
        ))}
      </I18nextProvider>
    );
    await renderScreen(cards(1));
    const forOne = t.mock.calls.filter(([key]) => key === 'product.addToCart').length;
    await renderScreen(cards(5));
    expect(t.mock.calls.filter(([key]) => key === 'product.addToCart').length).toBe(forOne);
    expect(screen.getAllByRole('button', { name: 'В корзину' }).length).toBeGreaterThanOrEqual(5);
    await act(() => translator.changeLanguage('uz'));
    expect(screen.getAllByRole('button', { name: 'Savatga' }).length).toBeGreaterThanOrEqual(5);
  });
});
