import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FAKE_PAYME_CODE, startFakePaymeSubscribe } from '../payments/fake-payme-subscribe';
import { startFakeEskiz, type FakeEskiz } from '../sms/fake-eskiz';
import { BUILT_API, call, createApiProcess, type ApiProcess } from './api-process';

// The production build (dist/apps/api/main.mjs, built by the api's test target first) started as the Docker
// image starts it: NODE_ENV=production. No code may leave the server but through the SMS gateway.
jest.setTimeout(120_000);

/** Starts the built API with this environment and waits for it to exit (it must not start): code and output. */
function refusedStart(env: Record<string, string>) {
  const dir = mkdtempSync(join(tmpdir(), 'gopharm-refused-'));
  const run = spawnSync(process.execPath, [BUILT_API], {
    env: {
      PATH: process.env.PATH ?? '',
      API_PORT: '5989',
      API_HOST: '127.0.0.1',
      // Were it to start after all: a database of its own, and it is stopped after 30 s.
      DATABASE_FILE: join(dir, 'api.sqlite'),
      NODE_ENV: 'production',
      ...env,
    },
    encoding: 'utf8',
    timeout: 30_000,
  });
  rmSync(dir, { recursive: true, force: true });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

describe('reliability: the built API with NODE_ENV=production', () => {
  it('refuses to start without an SMS provider, naming every missing variable', () => {
    const none = refusedStart({});
    expect(none.status).toBe(2);
    expect(none.output).toContain(
      'api: no SMS provider configured: missing SMS_PROVIDER, ESKIZ_EMAIL, ESKIZ_PASSWORD, ESKIZ_FROM',
    );
    const partial = refusedStart({ SMS_PROVIDER: 'eskiz', ESKIZ_EMAIL: 'shop@example.uz' });
    expect(partial.status).toBe(2);
    expect(partial.output).toContain('SMS_PROVIDER=eskiz: missing ESKIZ_PASSWORD, ESKIZ_FROM');
  });

  it('refuses the console provider (the one with the dev outbox)', () => {
    const console = refusedStart({ SMS_PROVIDER: 'console' });
    expect(console.status).toBe(2);
    expect(console.output).toMatch(
      /SMS_PROVIDER=console is for development and is refused with NODE_ENV=production/,
    );
  });

  it('refuses to start without a payment provider, with one half configured, or with the development page', () => {
    const eskiz = {
      SMS_PROVIDER: 'eskiz',
      ESKIZ_EMAIL: 'shop@example.uz',
      ESKIZ_PASSWORD: 'p',
      ESKIZ_FROM: 'GoPharm',
    };
    const none = refusedStart(eskiz);
    expect(none.status).toBe(2);
    expect(none.output).toContain('api: no payment provider configured: missing PAYMENT_PROVIDERS.');
    const partial = refusedStart({ ...eskiz, PAYMENT_PROVIDERS: 'payme,click', PAYME_MERCHANT_ID: 'm' });
    expect(partial.status).toBe(2);
    expect(partial.output).toContain(
      'PAYMENT_PROVIDERS=payme,click: missing PAYME_KEY, SITE_URL, CLICK_SERVICE_ID, CLICK_MERCHANT_ID, CLICK_SECRET_KEY',
    );
    const dev = refusedStart({ ...eskiz, PAYMENT_PROVIDERS: 'dev' });
    expect(dev.status).toBe(2);
    expect(dev.output).toMatch(
      /PAYMENT_PROVIDERS=dev is for development and is refused with NODE_ENV=production/,
    );
  });

  it('refuses half a Telegram configuration, and a Bot API that is not https (a fake: development only)', () => {
    const complete = {
      SMS_PROVIDER: 'eskiz',
      ESKIZ_EMAIL: 'shop@example.uz',
      ESKIZ_PASSWORD: 'p',
      ESKIZ_FROM: 'GoPharm',
      PAYMENT_PROVIDERS: 'payme',
      PAYME_MERCHANT_ID: 'm',
      PAYME_KEY: 'k',
      SITE_URL: 'https://gopharm.uz',
    };
    const half = refusedStart({ ...complete, TELEGRAM_BOT_TOKEN: '123456:token' });
    expect(half.status).toBe(2);
    expect(half.output).toContain(
      'api: Telegram is half configured: missing TELEGRAM_BOT_USERNAME, TELEGRAM_WEBHOOK_SECRET',
    );
    const fake = refusedStart({
      ...complete,
      TELEGRAM_BOT_TOKEN: '123456:token',
      TELEGRAM_BOT_USERNAME: 'GoPharmBot',
      TELEGRAM_WEBHOOK_SECRET: 'a-webhook-secret-of-more-than-32-characters',
      TELEGRAM_API_URL: 'http://127.0.0.1:5990',
    });
    expect(fake.status).toBe(2);
    expect(fake.output).toContain('api: TELEGRAM_API_URL must be https, got "http://127.0.0.1:5990"');
    // The token never reaches the output.
    expect(`${half.output}${fake.output}`).not.toContain('123456:token');
  });

  describe('with Eskiz configured (a fake gateway on loopback)', () => {
    let gateway: FakeEskiz;
    let api: ApiProcess;
    let subscribe: Awaited<ReturnType<typeof startFakePaymeSubscribe>>;
    beforeAll(async () => {
      gateway = await startFakeEskiz();
      // Payme's Subscribe API: saved cards (the browser's cards.create, our cards.get_verify_code and verify).
      subscribe = await startFakePaymeSubscribe({
        merchantId: '5e730e8e0b852a417aa49ceb',
        key: 'production-spec-payme-key',
        merchant: {},
      });
      api = createApiProcess({
        port: 5980,
        entry: 'built',
        env: {
          NODE_ENV: 'production',
          // The lowest level pino writes: no code or token may reach the log at any level.
          LOG_LEVEL: 'trace',
          SMS_PROVIDER: 'eskiz',
          ESKIZ_URL: gateway.url,
          ESKIZ_EMAIL: gateway.email,
          ESKIZ_PASSWORD: gateway.password,
          ESKIZ_FROM: 'GoPharm',
          PAYMENT_PROVIDERS: 'payme',
          PAYME_MERCHANT_ID: '5e730e8e0b852a417aa49ceb',
          PAYME_KEY: 'production-spec-payme-key',
          SITE_URL: 'https://gopharm.uz',
          PAYME_API_URL: subscribe.url,
        },
      });
      await api.start();
    });
    afterAll(async () => {
      await api?.cleanup();
      await gateway?.close();
      await subscribe?.close();
    });

    const PHONE = '998901234567';
    const sentCode = (index: number) => /\b(\d{6})\b/.exec(gateway.sent[index].fields.message)?.[1] ?? '';

    it('sends the code through the gateway, in the shopper’s language, and has no outbox', async () => {
      const answer = await call(api.base, 'POST', 'v1/register-captcha?lan=uz', {
        phone: '+998 90 123-45-67',
      });
      expect(answer).toMatchObject({ status: 200, body: { status: 1 } });
      expect(gateway.sent).toHaveLength(1);
      expect(gateway.sent[0].fields).toEqual({
        mobile_phone: PHONE,
        message: `GoPharm: kirish kodi ${sentCode(0)}. Uni hech kimga aytmang.`,
        from: 'GoPharm',
      });
      for (const path of [
        `dev/sms-outbox?phone=${PHONE}`,
        'dev/sms-outbox',
        'dev/pay/1?amount=100',
        'dev/card-api',
      ]) {
        const outbox = await call(api.base, 'GET', path);
        expect([path, outbox.status, outbox.body]).toEqual([
          path,
          404,
          { status: 0, code: 'not_found', msg: 'Not found' },
        ]);
      }
    });

    it('serves its OpenAPI document but no page to browse it (development only)', async () => {
      const doc = await call(api.base, 'GET', 'v1/openapi.json');
      expect(doc.status).toBe(200);
      expect(Object.keys(doc.body.paths as object)).toContain('/api/v1/drugs');
      for (const path of ['docs', 'docs/', 'docs/static/index.html']) {
        expect([path, (await call(api.base, 'GET', path)).status]).toEqual([path, 404]);
      }
    });

    it('signs in with the code only the phone received, and logs neither codes nor tokens at any level', async () => {
      const code = sentCode(0);
      const accepted = await call(api.base, 'POST', 'v1/accept', { phone: PHONE, code });
      const token = accepted.body.token as string;
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const authorization = `Bearer ${token}`;
      expect((await call(api.base, 'GET', 'v1/user', undefined, { authorization })).status).toBe(200);
      // A card's token (made at Payme by the browser), its code and its session token too.
      const tokenizer = await call(api.base, 'GET', 'v2/cards/tokenizer', undefined, { authorization });
      expect(tokenizer.body).toEqual({
        status: 1,
        url: subscribe.url,
        merchant_id: '5e730e8e0b852a417aa49ceb',
      });
      const cardToken = await subscribe.createCard('8600123456781233', '1229');
      const init = await call(
        api.base,
        'POST',
        'v2/cards/init',
        { card_token: cardToken },
        { authorization },
      );
      expect(init.body.status).toBe(1);
      const cardCode = FAKE_PAYME_CODE;
      const confirm = await call(
        api.base,
        'POST',
        'v2/cards/confirm',
        { session: init.body.session, code: cardCode },
        { authorization },
      );
      expect(confirm.body.status).toBe(1);
      await call(api.base, 'POST', 'v1/logout', {}, { authorization });

      // The log arrives through a pipe a moment after the answers.
      await new Promise((resolve) => setTimeout(resolve, 500));
      const log = api.log;
      expect(log).toContain('"url":"/api/v1/accept"');
      for (const secret of [
        code,
        cardCode,
        token,
        cardToken,
        init.body.session as string,
        'fake-eskiz-token',
        gateway.password,
      ]) {
        expect([secret, log.includes(secret)]).toEqual([secret, false]);
      }
    });
  });
});
