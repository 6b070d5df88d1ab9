import { createI18n } from '@gopharm/i18n';
import { act, renderHook } from '@testing-library/react';
import type { i18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { useProductCardLabels } from './card-data';

const withTranslator = (translator: i18n) =>
  function Wrapper({ children }: { children: ReactNode }) {
    return <I18nextProvider i18n={translator}>{children}</I18nextProvider>;
  };

describe('useProductCardLabels', () => {
  it('gives every card of a language the same labels, asked of i18next once', () => {
    const translator = createI18n('ru');
    const t = jest.spyOn(translator, 't');
    const first = renderHook(useProductCardLabels, { wrapper: withTranslator(translator) }).result.current;
    const asked = t.mock.calls.length;
    const second = renderHook(useProductCardLabels, { wrapper: withTranslator(translator) }).result.current;
    expect(second).toBe(first);
    expect(first.add).toBe('В корзину');
    expect(t.mock.calls.length).toBe(asked);
  });

  it('follows a language switch', async () => {
    const translator = createI18n('ru');
    const { result } = renderHook(useProductCardLabels, { wrapper: withTranslator(translator) });
    expect(result.current.add).toBe('В корзину');
    await act(() => translator.changeLanguage('uz'));
    expect(result.current.add).toBe('Savatga');
  });
});
