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

  it('uses Russian plurals one/few/many', () => {
    const { t } = createI18n('ru');
    expect(t('cart.items', { count: 1 })).toBe('1 товар');
    expect(t('cart.items', { count: 3 })).toBe('3 товара');
    expect(t('cart.items', { count: 5 })).toBe('5 товаров');
    expect(t('cart.items', { count: 11 })).toBe('11 товаров');
    expect(t('cart.items', { count: 21 })).toBe('21 товар');
    expect(t('cart.items', { count: 22 })).toBe('22 товара');
    expect(t('product.availability', { count: 1 })).toBe('В наличии в 1 аптеке');
    expect(t('product.availability', { count: 5 })).toBe('В наличии в 5 аптеках');
  });

  it('writes counts with a space between thousands (spec, section 9)', () => {
    expect(createI18n('ru').t('catalog.products', { count: 10_823 })).toBe('10\u00a0823 товара');
    expect(createI18n('uz').t('search.found', { count: 12_590 })).toBe('12\u00a0590 ta mahsulot topildi');
  });

  it('shows the phone a code went to as the spec writes phones', () => {
    expect(createI18n('ru').t('auth.codeSent', { phone: '+998935465443' })).toBe(
      'Код отправлен на номер +998\u00a093\u00a0\u00a0546\u00a054\u00a043',
    );
  });

  it('uses one form for Uzbek counts', () => {
    const { t } = createI18n('uz');
    expect(t('cart.items', { count: 1 })).toBe('1 ta mahsulot');
    expect(t('cart.items', { count: 5 })).toBe('5 ta mahsulot');
  });

  it('formats money, dates, times and phones inside texts', () => {
    const ru = createI18n('ru');
    expect(ru.t('cart.minimum', { amount: ru.t('common.priceSum', { value: 30_000 }) })).toBe(
      'Минимальная сумма заказа — 30\u00a0000\u00a0сум, и для самовывоза тоже',
    );
    expect(createI18n('uz').t('common.priceSum', { value: 12_500 })).toBe('12\u00a0500\u00a0soʻm');
    const instance = createI18n('ru');
    instance.addResource(
      'ru',
      'translation',
      'test.when',
      '{{value, date}} {{value, time}} {{phone, phone}}',
    );
    expect(instance.t('test.when', { value: '2026-11-21T10:30:00Z', phone: '998901234567' })).toBe(
      '21.11.2026 15:30 +998\u00a090\u00a0\u00a0123\u00a045\u00a067',
    );
  });

  it('shows the spec texts of the error catalogue', () => {
    const ru = createI18n('ru');
    expect(ru.t('serverError.text')).toBe(
      'Ошибка на сервере. Попробуйте перейти на Главную страницу. Если эта ошибка будет повторяться, обратитесь в службу поддержки.',
    );
    expect(ru.t('orderSuccess.title')).toBe('Заказ оформлен!');
    expect(ru.t('orderSuccess.status')).toBe('Статус заказа');
    expect(ru.t('search.showAll')).toBe('Посмотреть все');
    expect(ru.t('marketing.timeSaved')).toBe('30 минут');
  });

  it('has the message keys the domain hands to the screens', () => {
    // Keys returned by @gopharm/domain (auth results, notices, the cabinet link, order statuses).
    const keys = [
      'errors.network',
      'errors.wrongCode',
      'header.cabinet',
      'header.signIn',
      'orderStatus.not_paid',
    ];
    for (const locale of ['ru', 'uz'] as const) {
      const instance = createI18n(locale);
      for (const key of keys)
        expect({ locale, key, exists: instance.exists(key) }).toEqual({ locale, key, exists: true });
    }
  });
});
