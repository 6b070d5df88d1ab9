import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type FakePayme, paymeTransactionId } from './fake-payme';

/** Payme's sandbox confirms every card with this code (developer.help.paycom.uz, test cards). */
export const FAKE_PAYME_CODE = '666666';

/** A fake card whose number ends so is declined when a receipt is paid with it. */
export const FAKE_DECLINED_LAST4 = '0002';

/** A receipt as Payme keeps it: its state (0 created, 4 paid, 50 cancelled) and times in ms (0: not yet). */
interface FakeReceipt {
  amount: number;
  orderId: string;
  state: number;
  createTime: number;
  payTime: number;
  cancelTime: number;
}

interface FakeCard {
  number: string;
  expire: string;
  verified: boolean;
  removed: boolean;
}

/**
 * A stand-in for Payme's Subscribe API in tests (developer.help.paycom.uz, "Методы Subscribe API"), on loopback,
 * JSON-RPC with X-Auth: `cards.create`, `cards.get_verify_code`, `cards.verify`, `cards.check` and `cards.remove`
 * with the cashbox id alone (`<id>:<key>` is taken too), `receipts.create`, `receipts.pay`, `receipts.cancel` and
 * `receipts.get_all` (count up to 50, from, to, offset: the receipts created in the period) with `<id>:<key>` only. As Payme does, paying a receipt calls the merchant's Merchant API (through the fake
 * Merchant API client): CheckPerformTransaction, CreateTransaction and PerformTransaction with the receipt's id as
 * the transaction id (a declined card: CancelTransaction instead of Perform), and cancelling a paid receipt calls
 * CancelTransaction with reason 5. It keeps the number of no card, only its mask. A wrong X-Auth is -32504.
 */
export async function startFakePaymeSubscribe(options: {
  merchantId: string;
  key: string;
  merchant: Partial<Pick<FakePayme, 'cancel' | 'checkPerform' | 'create' | 'perform'>>;
}) {
  const { merchantId, key, merchant } = options;
  const calls: Array<{ method: string; params: Record<string, unknown>; auth: string }> = [];
  const cards = new Map<string, FakeCard>();
  const receipts = new Map<string, FakeReceipt>();
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
        const fail = (code: number, message: string) => reply({ error: { code, message } });
        const withKey = auth === `${merchantId}:${key}`;
        if (!withKey && !(call.method.startsWith('cards.') && auth === merchantId)) {
          return fail(-32504, 'Insufficient privilege');
        }
        const token = String(call.params.token ?? '');
        const card = cards.get(token);
        const shown = (c: FakeCard, t: string) => ({
          number: c.number,
          expire: c.expire,
          token: t,
          recurrent: true,
          verify: c.verified,
        });
        switch (call.method) {
          case 'cards.create': {
            const given = call.params.card as { number?: unknown; expire?: unknown } | undefined;
            const number = String(given?.number ?? '');
            const expire = String(given?.expire ?? '');
            if (!/^\d{16}$/.test(number) || !/^\d{4}$/.test(expire)) return fail(-31300, 'Card data invalid');
            const made = `${paymeTransactionId()}_${paymeTransactionId()}`;
            const fake = {
              number: `${number.slice(0, 6)}******${number.slice(-4)}`,
              expire: `${expire.slice(0, 2)}/${expire.slice(2)}`,
              verified: false,
              removed: false,
            };
            cards.set(made, fake);
            return reply({ result: { card: shown(fake, made) } });
          }
          case 'cards.get_verify_code':
            if (!card || card.removed) return fail(-31400, 'Card not found');
            return reply({ result: { sent: true, phone: '99890*****33', wait: 60_000 } });
          case 'cards.verify':
            if (!card || card.removed) return fail(-31400, 'Card not found');
            if (String(call.params.code) !== FAKE_PAYME_CODE) return fail(-31103, 'Wrong code');
            card.verified = true;
            return reply({ result: { card: shown(card, token) } });
          case 'cards.check':
            if (!card || card.removed) return fail(-31400, 'Card not found');
            return reply({ result: { card: shown(card, token) } });
          case 'cards.remove':
            if (!card) return fail(-31400, 'Card not found');
            card.removed = true;
            return reply({ result: { success: true } });
        }
        if (!withKey) return fail(-32504, 'Insufficient privilege');
        const id = String(call.params.id ?? '');
        const receipt = receipts.get(id);
        switch (call.method) {
          case 'receipts.create': {
            const amount = Number(call.params.amount);
            const account = call.params.account as { order_id?: unknown } | undefined;
            const made = paymeTransactionId();
            receipts.set(made, {
              amount,
              orderId: String(account?.order_id ?? ''),
              state: 0,
              createTime: Date.now(),
              payTime: 0,
              cancelTime: 0,
            });
            return reply({ result: { receipt: { _id: made, state: 0, amount, account } } });
          }
          case 'receipts.pay': {
            if (!receipt) return fail(-31602, 'Receipt not found');
            if (!card || !card.verified || card.removed) return fail(-31400, 'Card not found');
            if (receipt.state === 4) return reply({ result: { receipt: { _id: id, state: 4 } } });
            const checked = await merchant.checkPerform!(receipt.orderId, receipt.amount);
            if (checked.body.error) return fail(-31630, 'Merchant refused the payment');
            const created = await merchant.create!(id, receipt.orderId, receipt.amount);
            if (created.body.error) return fail(-31630, 'Merchant refused the payment');
            if (card.number.endsWith(FAKE_DECLINED_LAST4)) {
              await merchant.cancel!(id, 2);
              return fail(-31630, 'Card declined');
            }
            const performed = await merchant.perform!(id);
            if (performed.body.error) return fail(-31630, 'Merchant refused the payment');
            receipt.state = 4;
            receipt.payTime = Date.now();
            return reply({ result: { receipt: { _id: id, state: 4, amount: receipt.amount } } });
          }
          case 'receipts.cancel': {
            const cancelled = await merchant.cancel!(id, 5);
            if (cancelled.body.error) return fail(-31008, 'Unable to cancel');
            if (receipt) Object.assign(receipt, { state: 50, cancelTime: Date.now() });
            return reply({ result: { receipt: { _id: id, state: 50 } } });
          }
          case 'receipts.get_all': {
            const { count, from, to, offset } = call.params as Record<string, number>;
            if (!Number.isInteger(count) || count < 1 || count > 50) return fail(-32600, 'count is 1 to 50');
            const listed = [...receipts.entries()]
              .filter(([, r]) => r.createTime >= from && r.createTime <= to)
              .sort(([, a], [, b]) => a.createTime - b.createTime)
              .slice(offset, offset + count)
              .map(([receiptId, r]) => ({
                _id: receiptId,
                create_time: r.createTime,
                pay_time: r.payTime,
                cancel_time: r.cancelTime,
                state: r.state,
                amount: r.amount,
                account: [{ name: 'order_id', value: r.orderId, main: true }],
              }));
            return reply({ result: listed });
          }
        }
        return fail(-32601, 'Method not found');
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/api`,
    calls,
    /** What the browser does at Payme: the card's token from its number and "MMYY" expiry (cards.create). */
    async createCard(number: string, expire: string): Promise<string> {
      const answer = await fetch(`http://127.0.0.1:${port}/api`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'X-Auth': merchantId },
        body: JSON.stringify({
          id: 1,
          method: 'cards.create',
          params: { card: { number, expire }, save: true },
        }),
      });
      return ((await answer.json()) as { result: { card: { token: string } } }).result.card.token;
    },
    /**
     * A receipt on Payme's books that no receipts.create of ours made: a payment on Payme's page (its id is the
     * transaction id Payme gave our Merchant API), or one whose calls never reached us. Changes one it has.
     */
    keep(receiptId: string, receipt: Partial<FakeReceipt>) {
      const now = Date.now();
      const kept = receipts.get(receiptId) ?? {
        amount: 0,
        orderId: '',
        state: 0,
        createTime: now,
        payTime: 0,
        cancelTime: 0,
      };
      receipts.set(receiptId, { ...kept, ...receipt });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
