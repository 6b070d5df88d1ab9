import { OrderCheckoutAnswer, OrderCheckoutBody, OrRefusal } from '@gopharm/util/contract';
import type { AuthGuard } from '../http/auth-guard';
import { badRequest, notFound, refusal } from '../http/replies';
import type { PaymentLedger } from './payment-ledger';
import type { PaymentProvider } from './payment-providers';
import type { PaymentProviderName } from './payments-config';
import type { ApiApp } from '../http/api-app';
import { withDefaults } from '../http/schema-defaults';

/** The order page's language from its path: `/uz/…` is Uzbek, anything else Russian (as the apps read it). */
const languageOf = (path: string) => (path === '/uz' || path.startsWith('/uz/') ? 'uz' : 'ru');

/**
 * `POST v1/order-payment/checkout`: the shopper pays what is left of an order by card on a provider's page. The
 * answer names that page; the order becomes paid only when the provider performs the payment.
 */
export function paymentsRoutes(
  app: ApiApp,
  deps: {
    ledger: PaymentLedger;
    providers: ReadonlyMap<PaymentProviderName, PaymentProvider>;
    requireUser: AuthGuard;
  },
): void {
  const { ledger, providers, requireUser } = deps;
  app.post(
    '/v1/order-payment/checkout',
    {
      onRequest: requireUser,
      schema: { body: OrderCheckoutBody, response: { 200: OrRefusal(OrderCheckoutAnswer) } },
    },
    async (request, reply) => {
      const { order_id, cash_pay, return_path } = withDefaults(OrderCheckoutBody, request.body, 'cash_pay');
      const name = request.body.provider ?? providers.keys().next().value;
      const provider = name === undefined ? undefined : providers.get(name);
      if (!provider) {
        return badRequest(reply, 'invalid_request', {
          reason: `provider must be one of: ${[...providers.keys()].join(', ')}`,
        });
      }
      const result = await ledger.beginPayment(request.userId, order_id, cash_pay);
      switch (result.kind) {
        case 'not-found':
          return notFound(reply, 'order_not_found');
        case 'refused':
          return refusal(result.code);
        case 'paid':
          return { status: 1 as const, msg: 'Paid', paid: true, redirect_url: null };
        case 'waiting':
          return {
            status: 1 as const,
            msg: '',
            paid: false,
            redirect_url: provider.checkoutUrl({
              orderId: order_id,
              amountTiyin: result.amountTiyin,
              returnPath: return_path,
              lan: languageOf(return_path),
            }),
          };
      }
    },
  );
}
