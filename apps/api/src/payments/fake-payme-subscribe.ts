import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FakePayme } from './fake-payme';

/**
 * A stand-in for Payme's subscribe API in tests (developer.help.paycom.uz, "Методы Subscribe API"), on loopback:
 * `receipts.cancel` with `X-Auth: <cashbox id>:<key>` cancels a paid receipt and, as Payme does, calls the
 * merchant's CancelTransaction with reason 5 (through the fake Merchant API client) before answering with the
 * receipt in state 50 (cancelled). A wrong X-Auth is refused with error -32504.
 */
export async function startFakePaymeSubscribe(options: {
  merchantId: string;
  key: string;
  merchant: Pick<FakePayme, 'cancel'>;
}) {
  const calls: Array<{ method: string; params: Record<string, unknown>; auth: string }> = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      void (async () => {
        const call = JSON.parse(body) as { id: unknown; method: string; params: Record<string, unknown> };
        const auth = String(request.headers['x-auth'] ?? '');
        calls.push({ method: call.method, params: call.params, auth });
        const reply = (payload: object) => {
          response.writeHead(200, { 'content-type': 'application/json' });
          response.end(JSON.stringify({ jsonrpc: '2.0', id: call.id, ...payload }));
        };
        if (auth !== `${options.merchantId}:${options.key}`) {
          return reply({ error: { code: -32504, message: 'Insufficient privilege' } });
        }
        if (call.method !== 'receipts.cancel')
          return reply({ error: { code: -32601, message: 'Method not found' } });
        const id = String(call.params.id);
        const cancelled = await options.merchant.cancel(id, 5);
        if (cancelled.body.error) return reply({ error: { code: -31008, message: 'Unable to cancel' } });
        reply({ result: { receipt: { _id: id, state: 50 } } });
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/api`,
    calls,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
