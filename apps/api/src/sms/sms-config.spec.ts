import { smsConfigFromEnv } from './sms-config';

const eskiz = { ESKIZ_EMAIL: 'shop@example.uz', ESKIZ_PASSWORD: 'secret', ESKIZ_FROM: 'GoPharm' };

describe('SMS provider from the environment', () => {
  it('has no default: without SMS_PROVIDER the server does not start, naming every missing variable', () => {
    expect(() => smsConfigFromEnv({ NODE_ENV: 'production' })).toThrow(
      'missing SMS_PROVIDER, ESKIZ_EMAIL, ESKIZ_PASSWORD, ESKIZ_FROM',
    );
    expect(() => smsConfigFromEnv({})).toThrow(/SMS_PROVIDER=console in development/);
  });

  it('refuses the console provider with NODE_ENV=production, allows it otherwise', () => {
    expect(() => smsConfigFromEnv({ NODE_ENV: 'production', SMS_PROVIDER: 'console' })).toThrow(
      /refused with NODE_ENV=production/,
    );
    expect(smsConfigFromEnv({ SMS_PROVIDER: 'console' })).toEqual({ provider: 'console' });
    expect(smsConfigFromEnv({ NODE_ENV: 'development', SMS_PROVIDER: 'console' })).toEqual({
      provider: 'console',
    });
  });

  it('names exactly the Eskiz variables that are missing', () => {
    expect(() =>
      smsConfigFromEnv({ NODE_ENV: 'production', SMS_PROVIDER: 'eskiz', ESKIZ_EMAIL: 'shop@example.uz' }),
    ).toThrow('SMS_PROVIDER=eskiz: missing ESKIZ_PASSWORD, ESKIZ_FROM');
    expect(() => smsConfigFromEnv({ SMS_PROVIDER: 'eskiz', ...eskiz, ESKIZ_FROM: ' ' })).toThrow(
      'SMS_PROVIDER=eskiz: missing ESKIZ_FROM',
    );
  });

  it('reads Eskiz settings, the gateway over https (plain http only on loopback)', () => {
    expect(smsConfigFromEnv({ NODE_ENV: 'production', SMS_PROVIDER: 'eskiz', ...eskiz })).toEqual({
      provider: 'eskiz',
      eskiz: {
        url: 'https://notify.eskiz.uz',
        email: 'shop@example.uz',
        password: 'secret',
        from: 'GoPharm',
      },
    });
    const local = smsConfigFromEnv({ SMS_PROVIDER: 'eskiz', ...eskiz, ESKIZ_URL: 'http://127.0.0.1:6190/' });
    expect(local).toMatchObject({ eskiz: { url: 'http://127.0.0.1:6190' } });
    expect(() =>
      smsConfigFromEnv({ SMS_PROVIDER: 'eskiz', ...eskiz, ESKIZ_URL: 'http://eskiz.example' }),
    ).toThrow(/https/);
    expect(() => smsConfigFromEnv({ SMS_PROVIDER: 'eskiz', ...eskiz, ESKIZ_URL: 'nope' })).toThrow(
      /ESKIZ_URL/,
    );
  });

  it('refuses an unknown provider', () => {
    expect(() => smsConfigFromEnv({ SMS_PROVIDER: 'twilio' })).toThrow(/must be "eskiz"/);
  });
});
