import { DEFAULT_ACCEPT_LIMITS } from '../auth/accept-limits';
import { DEFAULT_SEND_LIMITS } from '../auth/send-limits';
import { DEFAULT_UPLOAD_LIMITS } from '../prescriptions/upload-limits';
import { accountsConfigFromEnv } from './accounts-env';

describe('accounts settings from the environment', () => {
  it('uses the defaults when nothing is set', () => {
    expect(accountsConfigFromEnv({})).toEqual({
      sendLimits: DEFAULT_SEND_LIMITS,
      acceptLimits: DEFAULT_ACCEPT_LIMITS,
      uploadLimits: DEFAULT_UPLOAD_LIMITS,
    });
  });

  it('reads limits, cashback percentage and the code pepper', () => {
    const config = accountsConfigFromEnv({
      SMS_LIMIT_PER_PHONE: '100/60',
      SMS_LIMIT_PER_PHONE_DAY: '200/86400',
      SMS_LIMIT_PER_IP: '1000/60',
      SMS_LIMIT_GLOBAL: '5000/60',
      SMS_LIMIT_PER_SUBNET: '9000/3600',
      SMS_CHALLENGE_AFTER: 'phone=2, day=4,address=20',
      ACCEPT_LIMIT_PER_IP: '50/3600',
      ACCEPT_LIMIT_PER_PHONE: '20/3600',
      PRESCRIPTION_UPLOAD_LIMIT: '3/60',
      PRESCRIPTION_UPLOAD_LIMIT_DAY: '12/86400',
      CASHBACK_PERCENT: '1.5',
      AUTH_CODE_PEPPER: 'p'.repeat(32),
    });
    expect(config).toEqual({
      sendLimits: {
        perPhone: { points: 100, durationSec: 60, challengeAfter: 2 },
        perPhoneDaily: { points: 200, durationSec: 86400, challengeAfter: 4 },
        perIp: { points: 1000, durationSec: 60, challengeAfter: 20 },
        perSubnet: { points: 9000, durationSec: 3600 },
        global: { points: 5000, durationSec: 60 },
      },
      acceptLimits: {
        perIp: { points: 50, durationSec: 3600 },
        perPhoneFromOthers: { points: 20, durationSec: 3600 },
      },
      uploadLimits: {
        perUser: { points: 3, durationSec: 60 },
        perUserDaily: { points: 12, durationSec: 86400 },
      },
      cashbackPercent: 1.5,
      codePepper: 'p'.repeat(32),
    });
  });

  it('turns the challenge off with SMS_CHALLENGE_AFTER=off (the caps stay)', () => {
    const { sendLimits } = accountsConfigFromEnv({ SMS_CHALLENGE_AFTER: 'off' });
    expect(Object.values(sendLimits!).map((budget) => budget?.challengeAfter)).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    expect(sendLimits!.perPhoneDaily.points).toBe(DEFAULT_SEND_LIMITS.perPhoneDaily.points);
  });

  it("reads a shorter gap between an order's texts outside production only (the e2e suites)", () => {
    expect(accountsConfigFromEnv({ ORDER_TEXT_GAP_SECONDS: '1' }).orderTextGapMs).toBe(1000);
    expect(accountsConfigFromEnv({ ORDER_TEXT_GAP_SECONDS: '' }).orderTextGapMs).toBeUndefined();
  });

  it.each([
    [{ ORDER_TEXT_GAP_SECONDS: '1', NODE_ENV: 'production' }, /refused with NODE_ENV=production/],
    [{ ORDER_TEXT_GAP_SECONDS: 'soon' }, /ORDER_TEXT_GAP_SECONDS/],
    [{ ORDER_TEXT_GAP_SECONDS: '-5' }, /ORDER_TEXT_GAP_SECONDS/],
    [{ SMS_LIMIT_PER_PHONE: '3' }, /SMS_LIMIT_PER_PHONE/],
    [{ SMS_CHALLENGE_AFTER: 'phone=x' }, /SMS_CHALLENGE_AFTER/],
    [{ SMS_CHALLENGE_AFTER: 'house=3' }, /SMS_CHALLENGE_AFTER/],
    [{ SMS_LIMIT_GLOBAL: '0/60' }, /SMS_LIMIT_GLOBAL/],
    [{ SMS_LIMIT_PER_PHONE_DAY: 'lots' }, /SMS_LIMIT_PER_PHONE_DAY/],
    [{ ACCEPT_LIMIT_PER_IP: '5/' }, /ACCEPT_LIMIT_PER_IP/],
    [{ ACCEPT_LIMIT_PER_PHONE: '-1/60' }, /ACCEPT_LIMIT_PER_PHONE/],
    [{ PRESCRIPTION_UPLOAD_LIMIT_DAY: 'many' }, /PRESCRIPTION_UPLOAD_LIMIT_DAY/],
    [{ CASHBACK_PERCENT: 'ten' }, /CASHBACK_PERCENT/],
    [{ CASHBACK_PERCENT: '150' }, /CASHBACK_PERCENT/],
    [{ AUTH_CODE_PEPPER: 'short' }, /AUTH_CODE_PEPPER/],
    // Instances sharing a PostgreSQL database must hash codes alike.
    [{ DATABASE_URL: 'postgres://db/gopharm' }, /AUTH_CODE_PEPPER is required with DATABASE_URL/],
  ])('refuses %p with a clear message', (env, message) => {
    expect(() => accountsConfigFromEnv(env)).toThrow(message);
  });
});
