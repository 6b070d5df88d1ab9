import { paymentsConfigFromEnv } from './payments-config';

const payme = {
  PAYME_MERCHANT_ID: '5e730e8e0b852a417aa49ceb',
  PAYME_KEY: 'merchant-key',
  SITE_URL: 'https://gopharm.uz',
};
const click = {
  CLICK_SERVICE_ID: '101',
  CLICK_MERCHANT_ID: '202',
  CLICK_SECRET_KEY: 'secret',
  SITE_URL: 'https://gopharm.uz',
};

describe('payment providers from the environment', () => {
  it('has no default: without PAYMENT_PROVIDERS the server does not start, naming what to set', () => {
    expect(() => paymentsConfigFromEnv({ NODE_ENV: 'production' })).toThrow(
      'no payment provider configured: missing PAYMENT_PROVIDERS. Set PAYMENT_PROVIDERS=payme,click with ' +
        'PAYME_MERCHANT_ID, PAYME_KEY, SITE_URL, CLICK_SERVICE_ID, CLICK_MERCHANT_ID, CLICK_SECRET_KEY',
    );
    expect(() => paymentsConfigFromEnv({})).toThrow(/PAYMENT_PROVIDERS=dev in development/);
  });

  it('refuses the development page in production', () => {
    expect(() => paymentsConfigFromEnv({ NODE_ENV: 'production', PAYMENT_PROVIDERS: 'dev' })).toThrow(
      /PAYMENT_PROVIDERS=dev is for development and is refused with NODE_ENV=production/,
    );
    expect(paymentsConfigFromEnv({ PAYMENT_PROVIDERS: 'dev' })).toEqual({
      providers: ['dev'],
      holdMinutes: 30,
    });
  });

  it('refuses a provider half configured, naming every missing variable', () => {
    expect(() =>
      paymentsConfigFromEnv({ NODE_ENV: 'production', PAYMENT_PROVIDERS: 'payme,click', PAYME_KEY: 'k' }),
    ).toThrow(
      'PAYMENT_PROVIDERS=payme,click: missing PAYME_MERCHANT_ID, SITE_URL, CLICK_SERVICE_ID, CLICK_MERCHANT_ID, CLICK_SECRET_KEY',
    );
    expect(() => paymentsConfigFromEnv({ PAYMENT_PROVIDERS: 'payme,paypal', ...payme })).toThrow(
      'PAYMENT_PROVIDERS: unknown paypal',
    );
    expect(() =>
      paymentsConfigFromEnv({
        PAYMENT_PROVIDERS: 'payme',
        ...payme,
        PAYME_CHECKOUT_URL: 'http://checkout.example',
      }),
    ).toThrow(/PAYME_CHECKOUT_URL must be https/);
    expect(() => paymentsConfigFromEnv({ PAYMENT_PROVIDERS: 'dev', PAYMENT_HOLD_MINUTES: '0' })).toThrow(
      /PAYMENT_HOLD_MINUTES/,
    );
  });

  it('reads both providers, in the order given', () => {
    expect(
      paymentsConfigFromEnv({
        NODE_ENV: 'production',
        PAYMENT_PROVIDERS: ' click , payme ',
        ...payme,
        ...click,
      }),
    ).toEqual({
      providers: ['click', 'payme'],
      holdMinutes: 30,
      siteUrl: 'https://gopharm.uz',
      payme: {
        merchantId: payme.PAYME_MERCHANT_ID,
        key: 'merchant-key',
        checkoutUrl: 'https://checkout.paycom.uz',
        apiUrl: 'https://checkout.paycom.uz/api',
      },
      click: {
        serviceId: '101',
        merchantId: '202',
        secretKey: 'secret',
        payUrl: 'https://my.click.uz/services/pay',
        merchantApiUrl: 'https://api.click.uz/v2/merchant',
      },
    });
  });
});
