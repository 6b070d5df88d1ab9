/** The providers a shopper may pay a card order through: Payme, Click, or the development page. */
export const PAYMENT_PROVIDER_NAMES = ['payme', 'click', 'dev'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDER_NAMES)[number];

/** Payme Business: the cashbox id and its key (Payme sends the key as Basic authorisation on every call). */
export interface PaymeConfig {
  merchantId: string;
  key: string;
  /** The payment page: https://checkout.paycom.uz, or https://test.paycom.uz for Payme's sandbox. */
  checkoutUrl: string;
  /** The subscribe API (receipts.cancel refunds a payment): https://checkout.paycom.uz/api. */
  apiUrl: string;
}

/** Click: the service, the merchant and the secret key that signs every SHOP API call. */
export interface ClickConfig {
  serviceId: string;
  merchantId: string;
  secretKey: string;
  /** The payment page: https://my.click.uz/services/pay. */
  payUrl: string;
  /**
   * The Merchant API user (`CLICK_MERCHANT_USER_ID`) that reverses a payment for a refund, and its address
   * (https://api.click.uz/v2/merchant); without the user, a Click payment is refunded in Click's cabinet.
   */
  merchantUserId?: string;
  merchantApiUrl: string;
}

export interface PaymentsConfig {
  /** In the order checkout offers them; the first is the default. */
  providers: PaymentProviderName[];
  payme?: PaymeConfig;
  click?: ClickConfig;
  /** Where a provider's page sends the shopper back to (the storefront's origin); the dev page needs none. */
  siteUrl?: string;
  /** How long stock stays taken for a card order that is not paid yet. */
  holdMinutes: number;
}

const REQUIRED: Record<Exclude<PaymentProviderName, 'dev'>, readonly string[]> = {
  payme: ['PAYME_MERCHANT_ID', 'PAYME_KEY', 'SITE_URL'],
  click: ['CLICK_SERVICE_ID', 'CLICK_MERCHANT_ID', 'CLICK_SECRET_KEY', 'SITE_URL'],
};

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** A provider's address: https, or plain http on this machine only (a test's fake). */
function providerUrl(name: string, value: string | undefined, fallback: string): string {
  if (!value?.trim()) return fallback;
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    throw new Error(`${name} must be a URL, got "${value}"`);
  }
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname))) {
    throw new Error(`${name} must be https (plain http only on loopback), got "${value}"`);
  }
  return url.href.replace(/\/$/, '');
}

/**
 * `PAYMENT_PROVIDERS` (a comma-separated list) and each provider's settings. There is no default, as for SMS: a
 * server that takes card orders must name who takes the money. `dev` (the development payment page) is refused with
 * NODE_ENV=production; a real provider must be complete. Throws a message naming every missing variable; `main.ts`
 * prints it and exits.
 */
export function paymentsConfigFromEnv(env: NodeJS.ProcessEnv): PaymentsConfig {
  const production = env.NODE_ENV === 'production';
  const listed = (env.PAYMENT_PROVIDERS ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (listed.length === 0) {
    const hint = production
      ? ''
      : ' (or PAYMENT_PROVIDERS=dev in development: a local page stands in for theirs)';
    throw new Error(
      `no payment provider configured: missing PAYMENT_PROVIDERS. Set PAYMENT_PROVIDERS=payme,click with ` +
        `${[...new Set([...REQUIRED.payme, ...REQUIRED.click])].join(', ')}${hint}`,
    );
  }
  const unknown = listed.filter((name) => !(PAYMENT_PROVIDER_NAMES as readonly string[]).includes(name));
  if (unknown.length > 0) {
    throw new Error(`PAYMENT_PROVIDERS: unknown ${unknown.join(', ')} (payme, click, or dev in development)`);
  }
  const providers = [...new Set(listed)] as PaymentProviderName[];
  if (production && providers.includes('dev')) {
    throw new Error(
      'PAYMENT_PROVIDERS=dev is for development and is refused with NODE_ENV=production: set PAYMENT_PROVIDERS=payme,click',
    );
  }
  const missing = providers.flatMap((name) =>
    name === 'dev' ? [] : REQUIRED[name].filter((variable) => !env[variable]?.trim()),
  );
  if (missing.length > 0) {
    throw new Error(`PAYMENT_PROVIDERS=${providers.join(',')}: missing ${[...new Set(missing)].join(', ')}`);
  }
  const holdMinutes = Number(env.PAYMENT_HOLD_MINUTES ?? 30);
  if (!Number.isInteger(holdMinutes) || holdMinutes < 1 || holdMinutes > 720) {
    throw new Error(
      `PAYMENT_HOLD_MINUTES must be a whole number of minutes from 1 to 720, got "${env.PAYMENT_HOLD_MINUTES}"`,
    );
  }
  return {
    providers,
    holdMinutes,
    ...(env.SITE_URL?.trim() ? { siteUrl: providerUrl('SITE_URL', env.SITE_URL, '') } : {}),
    ...(providers.includes('payme')
      ? {
          payme: {
            merchantId: env.PAYME_MERCHANT_ID!.trim(),
            key: env.PAYME_KEY!.trim(),
            checkoutUrl: providerUrl(
              'PAYME_CHECKOUT_URL',
              env.PAYME_CHECKOUT_URL,
              'https://checkout.paycom.uz',
            ),
            apiUrl: providerUrl('PAYME_API_URL', env.PAYME_API_URL, 'https://checkout.paycom.uz/api'),
          },
        }
      : {}),
    ...(providers.includes('click')
      ? {
          click: {
            serviceId: env.CLICK_SERVICE_ID!.trim(),
            merchantId: env.CLICK_MERCHANT_ID!.trim(),
            secretKey: env.CLICK_SECRET_KEY!.trim(),
            payUrl: providerUrl('CLICK_PAY_URL', env.CLICK_PAY_URL, 'https://my.click.uz/services/pay'),
            ...(env.CLICK_MERCHANT_USER_ID?.trim()
              ? { merchantUserId: env.CLICK_MERCHANT_USER_ID.trim() }
              : {}),
            merchantApiUrl: providerUrl(
              'CLICK_MERCHANT_API_URL',
              env.CLICK_MERCHANT_API_URL,
              'https://api.click.uz/v2/merchant',
            ),
          },
        }
      : {}),
  };
}
