import type { Locale } from '@gopharm/util';
import { ru } from './dictionaries/ru';
import { uz } from './dictionaries/uz';
import { loadDictionary, loadI18n } from './load-i18n';

describe('loadI18n', () => {
  it("fetches only the page's language before it is ready", async () => {
    const load = jest.fn(async (locale: Locale) => (locale === 'uz' ? uz : ru));
    const i18n = await loadI18n('uz', load);
    expect(load.mock.calls).toEqual([['uz']]);
    expect(i18n.t('home.categories')).toBe('Kategoriyalar');
    expect(i18n.hasResourceBundle('ru', 'translation')).toBe(false);
  });

  it('fetches the other language on a switch, then speaks it', async () => {
    const load = jest.fn(async (locale: Locale) => (locale === 'uz' ? uz : ru));
    const i18n = await loadI18n('ru', load);
    await i18n.changeLanguage('uz');
    expect(load.mock.calls).toEqual([['ru'], ['uz']]);
    expect(i18n.language).toBe('uz');
    expect(i18n.t('home.categories')).toBe('Kategoriyalar');
    expect(i18n.t('common.priceSum', { value: 12_500 })).toBe('12\u00a0500\u00a0soʻm');
  });

  it('fails when the dictionary cannot be fetched', async () => {
    await expect(loadI18n('ru', () => Promise.reject(new Error('offline')))).rejects.toThrow('offline');
  });

  it('keeps the current language when the other cannot be fetched', async () => {
    const load = jest.fn((locale: Locale) =>
      locale === 'ru' ? Promise.resolve(ru) : Promise.reject(new Error('offline')),
    );
    const i18n = await loadI18n('ru', load);
    await i18n.changeLanguage('uz').catch(() => undefined);
    expect(i18n.t('home.categories')).toBe('Категории');
  });

  it('loads the real dictionaries as separate modules', async () => {
    await expect(loadDictionary('ru')).resolves.toBe(ru);
    await expect(loadDictionary('uz')).resolves.toBe(uz);
  });
});
