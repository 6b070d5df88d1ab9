import { EskizSmsProvider } from './eskiz-provider';
import { type FakeEskiz, startFakeEskiz } from './fake-eskiz';
import { SmsSendError } from './sms-provider';

describe('Eskiz SMS provider (against a fake gateway on loopback)', () => {
  let gateway: FakeEskiz;
  const lines: unknown[] = [];
  const log = {
    info: (...args: unknown[]) => lines.push(args),
    warn: (...args: unknown[]) => lines.push(args),
  };
  const provider = (overrides: Partial<{ password: string; url: string }> = {}) =>
    new EskizSmsProvider(
      { url: gateway.url, email: gateway.email, password: gateway.password, from: '4546', ...overrides },
      log,
    );
  const message = {
    phone: '998901234567',
    text: 'GoPharm: kirish kodi 482913. Uni hech kimga aytmang.',
    code: '482913',
  };

  beforeEach(async () => {
    gateway = await startFakeEskiz();
    lines.length = 0;
  });
  afterEach(() => gateway.close());

  it('logs in once, then sends each text with the bearer token, the phone, the text and the sender', async () => {
    const eskiz = provider();
    await eskiz.send(message);
    await eskiz.send({ ...message, phone: '998935550000' });
    expect(gateway.calls.map((call) => call.path)).toEqual([
      '/api/auth/login',
      '/api/message/sms/send',
      '/api/message/sms/send',
    ]);
    expect(gateway.calls[0].fields).toEqual({ email: gateway.email, password: gateway.password });
    expect(gateway.sent[0]).toMatchObject({
      authorization: 'Bearer fake-eskiz-token-1',
      fields: { mobile_phone: '998901234567', message: message.text, from: '4546' },
    });
    expect(gateway.sent[1].fields.mobile_phone).toBe('998935550000');
  });

  it('shares one login between texts sent at the same moment', async () => {
    const eskiz = provider();
    await Promise.all([eskiz.send(message), eskiz.send(message), eskiz.send(message)]);
    expect(gateway.calls.filter((call) => call.path === '/api/auth/login')).toHaveLength(1);
    expect(gateway.sent).toHaveLength(3);
  });

  it('logs in again and sends once more when the token has expired', async () => {
    const eskiz = provider();
    await eskiz.send(message);
    gateway.expireTokens();
    await eskiz.send(message);
    expect(gateway.calls.map((call) => [call.path, call.status])).toEqual([
      ['/api/auth/login', 200],
      ['/api/message/sms/send', 200],
      ['/api/message/sms/send', 401],
      ['/api/auth/login', 200],
      ['/api/message/sms/send', 200],
    ]);
    expect(gateway.sent[1].authorization).toBe('Bearer fake-eskiz-token-2');
  });

  it('rejects with SmsSendError on a refused login, a failing gateway or none at all', async () => {
    await expect(provider({ password: 'wrong' }).send(message)).rejects.toBeInstanceOf(SmsSendError);
    const eskiz = provider();
    gateway.failSends(500);
    await expect(eskiz.send(message)).rejects.toThrow(/500/);
    await expect(provider({ url: 'http://127.0.0.1:9' }).send(message)).rejects.toBeInstanceOf(SmsSendError);
  });

  it('never logs the text, the code or the token', async () => {
    const eskiz = provider();
    await eskiz.send(message);
    gateway.failSends(500);
    await eskiz.send(message).catch(() => undefined);
    const logged = JSON.stringify(lines);
    expect(logged).toContain('msg-2'); // the gateway's message id is there
    expect(logged).not.toContain(message.code);
    expect(logged).not.toContain('fake-eskiz-token');
    expect(logged).not.toContain(gateway.password);
  });
});
