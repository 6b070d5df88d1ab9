import type { FastifyBaseLogger } from 'fastify';
import type { OtpRepo } from '../auth/otp-repo';
import type { SmsProvider } from '../sms/sms-provider';
import type { CardProcessor } from './card-processor';
import { devCardProcessor } from './dev-card-provider';
import type { PaymentLedger } from './payment-ledger';
import type { PaymentsConfig } from './payments-config';
import { paymeCardProcessor } from './payme-subscribe';

/** Without Payme or the development provider (Click alone), no card can be saved: every step says so. */
const noCardProcessor: CardProcessor = {
  tokenizer: { url: '', merchantId: '' },
  sendCode: async () => ({ ok: false, problem: 'unavailable' }),
  verify: async () => ({ ok: false, problem: 'unavailable' }),
  remove: async () => undefined,
  charge: async () => ({ ok: false, reason: 'no provider keeps saved cards' }),
};

/** Saved cards go to Payme when it is configured, else to the development provider; Click keeps none here. */
export function cardProcessorOf(
  config: PaymentsConfig,
  deps: { otp: OtpRepo; sms: SmsProvider; ledger: PaymentLedger; log: Pick<FastifyBaseLogger, 'warn'> },
): CardProcessor {
  if (config.payme) return paymeCardProcessor(config.payme, deps.log);
  if (config.providers.includes('dev')) return devCardProcessor(deps);
  return noCardProcessor;
}
