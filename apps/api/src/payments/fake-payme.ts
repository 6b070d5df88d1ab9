/**
 * A stand-in for Payme in tests, written from its Merchant API (developer.help.paycom.uz, "Методы Merchant API"):
 * it calls our endpoint as Payme's servers do, JSON-RPC 2.0 over POST with `Authorization: Basic
 * base64("Paycom:<key>")`, and plays a shopper's payment on Payme's page as Payme runs it: CheckPerformTransaction,
 * then CreateTransaction, then PerformTransaction (or CancelTransaction when the card is declined).
 */
export interface RpcAnswer {
  /** HTTP status: Payme's protocol answers everything with 200. */
  status: number;
  body: {
    jsonrpc?: string;
    id?: unknown;
    result?: Record<string, unknown>;
    error?: { code: number; message: Record<'ru' | 'uz' | 'en', string>; data?: unknown };
  };
}

/** How the fake reaches our endpoint: `app.inject` in a test, `fetch` to a real process. */
export type PaymeTransport = (body: string, headers: Record<string, string>) => Promise<RpcAnswer>;

/** Payme's transaction ids are 24 hexadecimal characters (its "ID" type). */
export function paymeTransactionId(): string {
  return Array.from({ length: 24 }, () => Math.floor(Math.random() * 16).toString(16)).join('');
}

export function createFakePayme(send: PaymeTransport, key: string) {
  let nextId = 1;
  const authorization = (secret: string) =>
    `Basic ${Buffer.from(`Paycom:${secret}`, 'utf8').toString('base64')}`;
  const call = (method: string, params: Record<string, unknown>, secret = key) =>
    send(JSON.stringify({ jsonrpc: '2.0', id: nextId++, method, params }), {
      'content-type': 'application/json',
      authorization: authorization(secret),
    });
  const account = (orderId: number | string) => ({ order_id: String(orderId) });

  return {
    call,
    checkPerform: (orderId: number | string, amount: number) =>
      call('CheckPerformTransaction', { amount, account: account(orderId) }),
    create: (id: string, orderId: number | string, amount: number, time = Date.now()) =>
      call('CreateTransaction', { id, time, amount, account: account(orderId) }),
    perform: (id: string) => call('PerformTransaction', { id }),
    cancel: (id: string, reason: number) => call('CancelTransaction', { id, reason }),
    check: (id: string) => call('CheckTransaction', { id }),
    statement: (from: number, to: number) => call('GetStatement', { from, to }),
    /** A shopper paying `amount` tiyin for the order on Payme's page: its three calls; the transaction's id. */
    async pay(orderId: number, amount: number): Promise<{ id: string; answers: RpcAnswer[] }> {
      const id = paymeTransactionId();
      const answers = [await this.checkPerform(orderId, amount)];
      if (answers[0].body.error) return { id, answers };
      answers.push(await this.create(id, orderId, amount));
      if (answers[1].body.error) return { id, answers };
      answers.push(await this.perform(id));
      return { id, answers };
    },
  };
}

export type FakePayme = ReturnType<typeof createFakePayme>;
