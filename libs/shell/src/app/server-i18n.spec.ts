import { createServerI18n } from './server-i18n';

describe('createServerI18n', () => {
  it('keeps each text by its values: every count reads its own plural, again and again', () => {
    const t = createServerI18n('ru').getFixedT('ru');
    for (let round = 0; round < 2; round++) {
      expect(t('cart.items', { count: 1 })).toBe('1 товар');
      expect(t('cart.items', { count: 3 })).toBe('3 товара');
      expect(t('cart.items', { count: 12 })).toBe('12 товаров');
      expect(t('cart.maxReached', { count: 5 })).toBe('Больше нет в наличии: максимум 5 шт.');
    }
  });

  it('gives a plain key its text in the translator’s language', () => {
    expect(createServerI18n('uz').getFixedT('uz')('cart.items', { count: 2 })).toBe('2 ta mahsulot');
    expect(createServerI18n('ru').getFixedT('ru')('cart.title')).toBe('Корзина');
  });

  it('passes calls it cannot key (nested values, returnObjects) to i18next as they are', () => {
    const t = createServerI18n('ru').getFixedT('ru');
    const section = t('cart', { returnObjects: true }) as unknown as Record<string, string>;
    expect(section.title).toBe('Корзина');
    expect(t('cart.items', { count: 2, nested: { any: 1 } })).toBe('2 товара');
  });
});
