import { createI18n } from './create-i18n';

describe('createI18n', () => {
  it('translates synchronously in the requested language', () => {
    expect(createI18n('ru').t('home.categories')).toBe('Категории');
    expect(createI18n('uz').t('home.categories')).toBe('Kategoriyalar');
  });

  it('gives each caller its own instance', () => {
    const a = createI18n('ru');
    const b = createI18n('ru');
    a.changeLanguage('uz');
    expect(b.language).toBe('ru');
  });
});
