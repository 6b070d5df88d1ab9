import type { Lang } from '../http/common-query';
import type { ClickConfig, PaymentProviderName, PaymentsConfig, PaymeConfig } from './payments-config';

/** A card payment the shopper is sent to make on the provider's page. */
export interface CheckoutRequest {
  orderId: number;
  /** What the provider is to charge, in tiyin (the order's total less the cashback it uses). */
  amountTiyin: number;
  /** The order's page, relative to the site (`/orders/12`, `/uz/orders/12`). */
  returnPath: string;
  lan: Lang;
}

/**
 * How a card order is paid through one provider: the shopper goes to its page (the card is typed there, never on
 * ours) and comes back to the order; the order is paid only when the provider's own call performs the payment
 * (payme-merchant-routes.ts, click-shop-routes.ts, dev-payment-routes.ts), never because the shopper came back.
 */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  checkoutUrl(request: CheckoutRequest): string;
}

/**
 * Payme's checkout by GET: the parameters `m` (cashbox), `ac.order_id` (the account field our Merchant API reads),
 * `a` (tiyin), `c` (return address) and `l` (language), joined by `;` and base64-encoded after the page's address
 * (developer.help.paycom.uz, "Инициализация платежей").
 */
export function paymeProvider(config: PaymeConfig, siteUrl: string): PaymentProvider {
  return {
    name: 'payme',
    checkoutUrl({ orderId, amountTiyin, returnPath, lan }) {
      const params = [
        `m=${config.merchantId}`,
        `ac.order_id=${orderId}`,
        `a=${amountTiyin}`,
        `c=${siteUrl}${returnPath}`,
        `l=${lan}`,
      ].join(';');
      return `${config.checkoutUrl}/${Buffer.from(params, 'utf8').toString('base64')}`;
    },
  };
}

/** Click's payment page: service, merchant, the amount in sum, our order as `transaction_param`, the way back. */
export function clickProvider(config: ClickConfig, siteUrl: string): PaymentProvider {
  return {
    name: 'click',
    checkoutUrl({ orderId, amountTiyin, returnPath }) {
      const url = new URL(config.payUrl);
      url.searchParams.set('service_id', config.serviceId);
      url.searchParams.set('merchant_id', config.merchantId);
      url.searchParams.set('amount', tiyinAsSum(amountTiyin));
      url.searchParams.set('transaction_param', String(orderId));
      url.searchParams.set('return_url', `${siteUrl}${returnPath}`);
      return url.href;
    },
  };
}

/** Development only (dev-payment-routes.ts): our own page, labelled as standing in for the provider's. */
export function devProvider(): PaymentProvider {
  return {
    name: 'dev',
    checkoutUrl({ orderId, amountTiyin, returnPath, lan }) {
      const query = new URLSearchParams({ amount: String(amountTiyin), return: returnPath, lan });
      return `/api/dev/pay/${orderId}?${query}`;
    },
  };
}

/** Tiyin as Click writes sums: "1234.50". */
export function tiyinAsSum(tiyin: number): string {
  return `${Math.trunc(tiyin / 100)}.${String(tiyin % 100).padStart(2, '0')}`;
}

/** The configured providers by name, in the configuration's order. */
export function providersOf(config: PaymentsConfig): Map<PaymentProviderName, PaymentProvider> {
  const site = config.siteUrl ?? '';
  const providers = new Map<PaymentProviderName, PaymentProvider>();
  for (const name of config.providers) {
    if (name === 'payme' && config.payme) providers.set(name, paymeProvider(config.payme, site));
    if (name === 'click' && config.click) providers.set(name, clickProvider(config.click, site));
    if (name === 'dev') providers.set(name, devProvider());
  }
  return providers;
}
