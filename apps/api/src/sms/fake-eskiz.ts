import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the fake gateway was sent: the call, its bearer token and form fields. */
export interface GatewayCall {
  path: string;
  authorization?: string;
  fields: Record<string, string>;
  /** The status the fake answered. */
  status: number;
}

export interface FakeEskizOptions {
  email?: string;
  password?: string;
}

async function formOf(request: IncomingMessage): Promise<Record<string, string>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const parsed = await new Request('http://gateway.test/', {
    method: 'POST',
    headers: { 'content-type': request.headers['content-type'] ?? '' },
    body: Buffer.concat(chunks),
  })
    .formData()
    .catch(() => new FormData());
  return Object.fromEntries([...parsed.entries()].map(([key, value]) => [key, String(value)]));
}

/**
 * A stand-in for Eskiz (notify.eskiz.uz) on loopback, for tests: `POST /api/auth/login` with the right email and
 * password gives a token; `POST /api/message/sms/send` with a live token answers `{ id, status: "waiting" }`.
 * A test can expire the tokens (`expireTokens`) or make sends fail (`failSends`).
 */
export async function startFakeEskiz({
  email = 'shop@example.uz',
  password = 'secret-password',
}: FakeEskizOptions = {}) {
  const calls: GatewayCall[] = [];
  const live = new Set<string>();
  let issued = 0;
  let failStatus = 0;
  const server = createServer(async (request, response) => {
    const fields = await formOf(request);
    const path = request.url ?? '';
    const call: GatewayCall = { path, authorization: request.headers.authorization, fields, status: 0 };
    calls.push(call);
    const reply = (status: number, body: object) => {
      call.status = status;
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (request.method === 'POST' && path === '/api/auth/login') {
      if (fields.email !== email || fields.password !== password)
        return reply(401, { message: 'Unauthorized' });
      const token = `fake-eskiz-token-${++issued}`;
      live.add(token);
      return reply(200, { message: 'token_generated', data: { token }, token_type: 'bearer' });
    }
    if (request.method === 'POST' && path === '/api/message/sms/send') {
      const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
      if (!token || !live.has(token)) return reply(401, { message: 'Expired' });
      if (failStatus) return reply(failStatus, { message: 'Gateway error' });
      return reply(200, {
        id: `msg-${calls.length}`,
        message: 'Waiting for SMS provider',
        status: 'waiting',
      });
    }
    return reply(404, { message: 'Not found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    email,
    password,
    calls,
    /** The texts sent so far, oldest first. */
    get sent() {
      return calls.filter((call) => call.path === '/api/message/sms/send' && call.status === 200);
    },
    expireTokens() {
      live.clear();
    },
    failSends(status: number) {
      failStatus = status;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type FakeEskiz = Awaited<ReturnType<typeof startFakeEskiz>>;
