import { PRESCRIPTION_MESSAGE_KEYS, SERVER_MESSAGE_KEYS } from '@gopharm/domain';
import { createI18n } from '@gopharm/i18n';
import { refusalText, waitText } from './refusal-text';

describe('refusal texts', () => {
  it.each(['ru', 'uz'] as const)('every message the API refuses with has a %s text', (locale) => {
    const { exists } = createI18n(locale);
    const keys = [
      ...Object.values(SERVER_MESSAGE_KEYS),
      ...Object.values(PRESCRIPTION_MESSAGE_KEYS),
      'refusal.generic',
      'refusal.tooMany',
      'refusal.tooManyWait',
      'refusal.tooManyCards',
      'refusal.address',
      'errors.network',
    ];
    for (const key of keys) expect(exists(key)).toBe(true);
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
