import { PRESCRIPTION_REFUSAL_KEYS } from '@gopharm/domain';
import { REFUSAL_KEYS } from '@gopharm/domain/testing';
import { createI18n } from '@gopharm/i18n';
import { REFUSAL_MESSAGES } from '@gopharm/util';
import { refusalText, waitText } from './refusal-text';

// Here rather than in libs/i18n: the shell is the one project that may import both the domain's code → key
// tables and the dictionaries (i18n imports util only).
describe('refusal texts', () => {
  const tables = { ...REFUSAL_KEYS, ...PRESCRIPTION_REFUSAL_KEYS };

  // That every code of the catalogue has a key or is told in general words is checked by the compiler
  // (REFUSAL_KEYS' type); here, that the tables name no code the catalogue has dropped.
  it('keys only codes of the API’s catalogue', () => {
    expect(Object.keys(REFUSAL_MESSAGES)).toEqual(expect.arrayContaining(Object.keys(tables)));
    expect(Object.keys(tables)).toContain('wrong_code');
  });

  it.each(['ru', 'uz'] as const)('has a %s text for every code the client tells by key', (locale) => {
    const { exists } = createI18n(locale);
    const missing = Object.entries(tables).flatMap(([code, entry]) => {
      const key = typeof entry === 'string' ? entry : entry.key;
      return exists(key) ? [] : [`${code}: ${key}`];
    });
    expect(missing).toEqual([]);
    for (const key of [
      'refusal.generic',
      'refusal.tooMany',
      'refusal.tooManyWait',
      'refusal.address',
      'errors.network',
    ]) {
      expect(exists(key)).toBe(true);
    }
  });

  it('says a wait in seconds under a minute, else in minutes rounded up', () => {
    const { t } = createI18n('ru');
    expect(waitText(1, t)).toBe('1 секунду');
    expect(waitText(45, t)).toBe('45 секунд');
    expect(waitText(61, t)).toBe('2 минуты');
    expect(waitText(600, t)).toBe('10 минут');
    expect(refusalText({ key: 'refusal.tooManyWait', retryAfter: 90 }, t)).toBe(
      'Слишком много попыток. Повторите через 2 минуты.',
    );
    expect(refusalText({ key: 'refusal.tooManyCards', values: { count: 5 } }, t)).toBe(
      'Можно сохранить не больше 5 карт',
    );
  });
});
