import { createI18n } from './create-i18n';
import { createTranslator } from './create-translator';
import { ru } from './dictionaries/ru';
import { uz } from './dictionaries/uz';

describe('kept texts', () => {
  it('keeps each text by its values: every count reads its own plural, again and again', () => {
    const t = createI18n('ru').getFixedT('ru');
    for (let round = 0; round < 2; round++) {
      expect(t('cart.items', { count: 1 })).toBe('1 товар');
      expect(t('cart.items', { count: 3 })).toBe('3 товара');
      expect(t('cart.items', { count: 12 })).toBe('12 товаров');
      expect(t('cart.maxReached', { count: 5 })).toBe('Больше нет в наличии: максимум 5 шт.');
    }
  });

  it('gives a plain key its text in the translator’s language', () => {
    expect(createI18n('uz').getFixedT('uz')('cart.items', { count: 2 })).toBe('2 ta mahsulot');
    expect(createI18n('ru').getFixedT('ru')('cart.title')).toBe('Корзина');
  });

  it('passes calls it cannot key (nested values, returnObjects) to i18next as they are', () => {
    const t = createI18n('ru').getFixedT('ru');
    const section = t('cart', { returnObjects: true }) as unknown as Record<string, string>;
    expect(section.title).toBe('Корзина');
    expect(t('cart.items', { count: 2, nested: { any: 1 } })).toBe('2 товара');
  });

  it('a translator without a language of its own follows a language switch', async () => {
    const i18n = createI18n('ru');
    const t = i18n.getFixedT(null, 'translation');
    expect(t('cart.title')).toBe('Корзина');
    await i18n.changeLanguage('uz');
    expect(t('cart.title')).toBe('Savat');
  });

  it('a text asked for before its language’s dictionary came is asked again once it is in', async () => {
    let deliver: () => void = () => undefined;
    const i18n = createTranslator(
      'ru',
      { ru },
      () => new Promise((resolve) => (deliver = () => resolve(uz))),
    );
    const switching = i18n.changeLanguage('uz');
    const early = i18n.getFixedT('uz')('cart.title');
    deliver();
    await switching;
    expect(early).not.toBe('Savat');
    expect(i18n.getFixedT('uz')('cart.title')).toBe('Savat');
  });
});
