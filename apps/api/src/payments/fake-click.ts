import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { clickSignature } from './click-shop-routes';

/**
 * A stand-in for Click in tests, written from its SHOP API (docs.click.uz, "Click API"): it posts Prepare
 * (action 0) and Complete (action 1) as Click's servers do, form-encoded, each signed with the MD5 of the listed
 * fields and the secret key, `sign_time` as "YYYY-MM-DD HH:mm:ss".
 */
export type ClickTransport = (
  path: 'prepare' | 'complete',
  form: string,
) => Promise<{ status: number; body: Record<string, unknown> }>;

export function createFakeClick(send: ClickTransport, config: { serviceId: string; secretKey: string }) {
  let paydoc = 1000;
  const signTime = () => new Date().toISOString().replace('T', ' ').slice(0, 19);

  function post(
    path: 'prepare' | 'complete',
    fields: {
      click_trans_id: string;
      merchant_trans_id: string;
      amount: string;
      action: string;
      merchant_prepare_id?: string;
      error?: string;
      service_id?: string;
    },
    sign?: (unsigned: Record<string, string>) => string,
  ) {
    const unsigned: Record<string, string> = {
      click_trans_id: fields.click_trans_id,
      service_id: fields.service_id ?? config.serviceId,
      click_paydoc_id: String(paydoc++),
      merchant_trans_id: fields.merchant_trans_id,
      ...(fields.merchant_prepare_id === undefined
        ? {}
        : { merchant_prepare_id: fields.merchant_prepare_id }),
      amount: fields.amount,
      action: fields.action,
      error: fields.error ?? '0',
      error_note: fields.error && fields.error !== '0' ? 'Payment declined' : 'Success',
      sign_time: signTime(),
    };
    const sign_string =
      sign?.(unsigned) ?? clickSignature(unsigned as Parameters<typeof clickSignature>[0], config.secretKey);
    return send(path, new URLSearchParams({ ...unsigned, sign_string }).toString());
  }

  return {
    post,
    prepare: (clickTransId: string, orderId: number | string, amount: string) =>
      post('prepare', {
        click_trans_id: clickTransId,
        merchant_trans_id: String(orderId),
        amount,
        action: '0',
      }),
    complete: (
      clickTransId: string,
      orderId: number | string,
      amount: string,
      prepareId: string,
      error = '0',
    ) =>
      post('complete', {
        click_trans_id: clickTransId,
        merchant_trans_id: String(orderId),
        amount,
        action: '1',
        merchant_prepare_id: prepareId,
        error,
      }),
  };
}

export type FakeClick = ReturnType<typeof createFakeClick>;

/**
 * A stand-in for Click's Merchant API in tests (docs.click.uz, "Merchant API"), `Auth: <user id>:<sha1(timestamp +
 * secret key)>:<timestamp>` on every call, a wrong one `error_code` -1 (sign check): the payment reversal, `DELETE
 * /payment/reversal/:service_id/:payment_id`, answers `{ error_code: 0, error_note: "Success", payment_id }`; the
 * payment status check, `GET /payment/status/:service_id/:payment_id`, answers `payment_status` as `statuses` holds
 * it (a reversed payment reads -1), or `error_code` -5 for a payment Click does not know.
 */
export async function startFakeClickMerchant(config: {
  serviceId: string;
  secretKey: string;
  userId: string;
}) {
  const reversals: string[] = [];
  /** Click's `payment_status` of each payment it knows: 2 paid, 0 and 1 in progress, below 0 not paid. */
  const statuses = new Map<string, number>();
  const server = createServer((request, response) => {
    const [user, digest, timestamp] = String(request.headers.auth ?? '').split(':');
    const expected = createHash('sha1').update(`${timestamp}${config.secretKey}`).digest('hex');
    const reply = (body: object) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    const [, asked] = /^\/v2\/merchant\/payment\/status\/([^/]+)\/(\d+)$/.exec(request.url ?? '') ?? [];
    if (request.method === 'GET' && asked !== undefined) {
      if (user !== config.userId || digest !== expected)
        return reply({ error_code: -1, error_note: 'SIGN CHECK FAILED' });
      const paymentId = /(\d+)$/.exec(request.url!)![1];
      const status = asked === config.serviceId ? statuses.get(paymentId) : undefined;
      if (status === undefined) return reply({ error_code: -5, error_note: 'Payment not found' });
      return reply({
        error_code: 0,
        error_note: 'Success',
        payment_id: Number(paymentId),
        payment_status: status,
      });
    }
    const [, id] = /^\/v2\/merchant\/payment\/reversal\/[^/]+\/(\d+)$/.exec(request.url ?? '') ?? [];
    if (request.method !== 'DELETE' || !id || !request.url?.includes(`/reversal/${config.serviceId}/`)) {
      return reply({ error_code: -8, error_note: 'Bad request' });
    }
    if (user !== config.userId || digest !== expected)
      return reply({ error_code: -1, error_note: 'SIGN CHECK FAILED' });
    reversals.push(id);
    // Reversed: no longer paid (the status check's "below 0").
    statuses.set(id, -1);
    reply({ error_code: 0, error_note: 'Success', payment_id: Number(id) });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v2/merchant`,
    reversals,
    /** What Click's books say of a payment (`payment_status`), as its SHOP API calls would have left it. */
    statuses,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
