import { clientKey } from '@gopharm/util';
import type { ApiApp } from '../http/api-app';
import { randomUUID } from 'node:crypto';
import type { OtpRepo } from '../auth/otp-repo';
import { newCode } from '../http/secrets';
import { type SmsProvider, SmsSendError, assertNotProduction } from '../sms/sms-provider';
import { cardText } from '../sms/sms-texts';
import { maskPhone } from '../auth/phone';
import { checkCard } from '../cards/card-number';
import type { CardProcessor } from './card-processor';
import type { PaymentLedger } from './payment-ledger';

/** Where the browser creates a development card token: our stand-in for Payme's `checkout.paycom.uz/api`. */
export const DEV_CARD_API_PATH = '/dev/card-api';

/** A development card whose number ends so is declined when charged (as a card without funds would be). */
export const DEV_DECLINED_LAST4 = '0002';

/**
 * The development token carries what the stand-in would keep on its own server: the mask and expiry month, and a
 * random part. It holds no number, so nothing but the mask of a development card is ever written anywhere.
 */
function devToken(number: string, expire: string): string {
  return `dev_${Buffer.from(JSON.stringify({ number, expire })).toString('base64url')}_${randomUUID()}`;
}

function readDevToken(token: string): { number: string; expire: string } | null {
  const match = /^dev_([A-Za-z0-9_-]+)_[0-9a-f-]{36}$/.exec(token);
  if (!match) return null;
  try {
    const facts = JSON.parse(Buffer.from(match[1], 'base64url').toString('utf8')) as Record<string, unknown>;
    return typeof facts.number === 'string' && typeof facts.expire === 'string'
      ? { number: facts.number, expire: facts.expire }
      : null;
  } catch {
    return null;
  }
}

/**
 * The development card provider (`PAYMENT_PROVIDERS=dev`): Payme's Subscribe API as `npm start` and the e2e
 * suites see it, on one machine. The browser's `cards.create` goes to `/api/dev/card-api` (which stands in for
 * Payme's server and keeps nothing), the code is texted to the shopper through the SMS provider (the dev outbox),
 * and a charge opens and performs a `dev` transaction in the ledger, as Payme's Merchant API calls would. Refused
 * with NODE_ENV=production.
 */
export function devCardProcessor(deps: {
  otp: OtpRepo;
  sms: SmsProvider;
  ledger: PaymentLedger;
}): CardProcessor {
  assertNotProduction('The development card provider');
  const { otp, sms, ledger } = deps;
  return {
    tokenizer: { url: `/api${DEV_CARD_API_PATH}`, merchantId: 'dev' },
    async sendCode(token, { phone, lan, sessionHash, ip }) {
      const card = readDevToken(token);
      if (!card) return { ok: false, problem: 'invalid_card' };
      const code = newCode();
      await otp.issue('card', sessionHash, code, clientKey(ip));
      try {
        await sms.send({ phone, code, text: cardText(lan, code, card.number.slice(-4)) });
      } catch (error) {
        if (error instanceof SmsSendError) return { ok: false, problem: 'unavailable' };
        throw error;
      }
      return { ok: true, phoneMask: maskPhone(phone) };
    },
    async verify(token, code, { sessionHash, ip }) {
      const card = readDevToken(token);
      if (!card) return { ok: false, problem: 'invalid_card' };
      const result = await otp.check('card', sessionHash, code, clientKey(ip));
      if (result === 'locked') return { ok: false, problem: 'locked' };
      if (result === 'wrong') return { ok: false, problem: 'wrong_code' };
      return { ok: true, card: { token, ...card } };
    },
    async remove() {
      // The stand-in keeps nothing to forget.
    },
    async charge({ orderId, amountTiyin, token }) {
      const card = readDevToken(token);
      if (!card) return { ok: false, reason: 'unknown token' };
      if (card.number.endsWith(DEV_DECLINED_LAST4)) return { ok: false, reason: 'declined' };
      const txId = `dev-${randomUUID()}`;
      const created = await ledger.create({
        provider: 'dev',
        txId,
        orderId,
        amount: amountTiyin,
        providerTime: Date.now(),
      });
      const performed = created.ok ? await ledger.perform('dev', txId) : created;
      return performed.ok ? { ok: true } : { ok: false, reason: performed.refusal };
    },
  };
}

/**
 * `POST /api/dev/card-api`: the stand-in for Payme's `cards.create` that the browser calls in development
 * (JSON-RPC, `X-Auth: dev`). The number and expiry are checked as Payme would and answered as a token and mask;
 * nothing is kept or logged. It is Payme's server in production: our API then never sees a card number.
 */
/** A JSON-RPC call as sent, unchecked: Payme's protocol answers a malformed call in its own error format. */
interface CardApiCall {
  id?: unknown;
  method?: unknown;
  params?: { card?: { number?: unknown; expire?: unknown } };
}

export function devCardApiRoutes(app: ApiApp): void {
  assertNotProduction('The development card API (/api/dev/card-api)');
  app.post(DEV_CARD_API_PATH, { bodyLimit: 4096 }, async (request) => {
    const { id = null, method, params } = (request.body ?? {}) as CardApiCall;
    const fail = (code: number, message: string) => ({ jsonrpc: '2.0', id, error: { code, message } });
    if (request.headers['x-auth'] !== 'dev') return fail(-32504, 'Insufficient privilege');
    if (method !== 'cards.create') return fail(-32601, 'Method not found');
    const number = String(params?.card?.number ?? '');
    const expire = String(params?.card?.expire ?? '');
    // Payme's expiry is "MMYY"; our check reads "MM/YY".
    const check = checkCard(number, `${expire.slice(0, 2)}/${expire.slice(2)}`, new Date());
    if (!check.ok) return fail(-31300, check.code);
    const mask = `${check.digits.slice(0, 6)}******${check.digits.slice(-4)}`;
    const shown = `${expire.slice(0, 2)}/${expire.slice(2)}`;
    return {
      jsonrpc: '2.0',
      id,
      result: {
        card: { number: mask, expire: shown, token: devToken(mask, shown), recurrent: true, verify: false },
      },
    };
  });
}
