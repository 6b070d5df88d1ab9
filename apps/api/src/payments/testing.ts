import type { TestApp } from '../http/testing';
import type { ClickTransport } from './fake-click';

/**
 * The shopper's calls the payment tests make, on the small catalogue: pick-up orders of drug 1 at pharmacy 11,
 * the order as the shopper reads it, and sending it to a provider's page. For tests only.
 */
export function shopperCalls(t: TestApp, shopper: { authorization: string }) {
  return {
    /** Packs of drug 1 at pharmacy 11. */
    async stock(): Promise<number> {
      return (await t.db
        .prepare('SELECT qty FROM drug_stock WHERE pharmacy_id = 11 AND drug_id = 1')
        .get<{ qty: number }>())!.qty;
    },
    /** Places a pick-up order of `qty` packs (card: paid on a provider's page next); its id. */
    async place(payment_type: 1 | 2 = 2, qty = 2): Promise<number> {
      const answer = await t.app.inject({
        method: 'POST',
        url: '/api/v2/cart',
        payload: { drugs: [{ drug_id: 1, qty }], type: 'pickup', store_id: 11, payment_type },
        headers: shopper,
      });
      if (answer.json().status !== 1) throw new Error(`the order was not placed: ${answer.body}`);
      return answer.json().order_id;
    },
    /** `GET v1/order/{id}` as the shopper reads it. */
    async order(id: number) {
      return (await t.app.inject({ method: 'GET', url: `/api/v1/order/${id}`, headers: shopper })).json();
    },
    /** `POST v1/order-payment/checkout`; back to `/orders/{id}` unless told. */
    checkout(body: { order_id: number; provider?: string; cash_pay?: boolean; return_path?: string }) {
      return t.app.inject({
        method: 'POST',
        url: '/api/v1/order-payment/checkout',
        payload: { return_path: `/orders/${body.order_id}`, ...body },
        headers: shopper,
      });
    },
  };
}

/**
 * What the shopper's browser does before `v2/cards/init` in development: the number and "MMYY" expiry go to the
 * development card API (Payme's `cards.create` stand-in), which answers the card's token. For tests only.
 */
export async function devCardToken(t: TestApp, number: string, expire: string): Promise<string> {
  const answer = await t.app.inject({
    method: 'POST',
    url: '/api/dev/card-api',
    headers: { 'x-auth': 'dev' },
    payload: { id: 1, method: 'cards.create', params: { card: { number, expire }, save: true } },
  });
  const token = answer.json().result?.card?.token;
  if (typeof token !== 'string') throw new Error(`no card token: ${answer.body}`);
  return token;
}

/** The fake Click's calls (Prepare, Complete) to a test's server. For tests only. */
export function clickToServer(t: TestApp): ClickTransport {
  return async (path, form) => {
    const answer = await t.app.inject({
      method: 'POST',
      url: `/api/v1/payments/click/${path}`,
      payload: form,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    return { status: answer.statusCode, body: answer.json() };
  };
}
