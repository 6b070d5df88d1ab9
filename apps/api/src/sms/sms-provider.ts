import type { FastifyBaseLogger } from 'fastify';

export interface SmsMessage {
  /** 12 digits, no plus. */
  phone: string;
  text: string;
  /** The one-time code the text carries, if any (the dev outbox shows it for tests). */
  code?: string;
}

/**
 * How texts leave the server: `eskiz-provider.ts` for a real gateway, the console provider for development
 * (`sms-config.ts` picks one from the environment). A provider never logs a text: it carries a code.
 */
export interface SmsProvider {
  readonly name: string;
  /** Resolves once the gateway took the text; rejects with `SmsSendError` when it did not. */
  send(message: SmsMessage): Promise<void>;
}

/** The gateway refused or could not be reached: the caller answers 503, the shopper may ask again. */
export class SmsSendError extends Error {
  override readonly name = 'SmsSendError';
}

/** Only a development server may hand codes out: anything that would must refuse to exist in production. */
export function assertNotProduction(what: string): void {
  if (process.env.NODE_ENV === 'production') {
    throw new Error(`${what} is for development only and does not exist with NODE_ENV=production`);
  }
}

/**
 * Development only: keeps each text in the dev outbox (`GET /api/dev/sms-outbox`) and logs that one was sent
 * (the phone, never the text or the code). Refuses to be created with NODE_ENV=production.
 */
export class ConsoleSmsProvider implements SmsProvider {
  readonly name = 'console';

  constructor(
    // The dev outbox (./sms-outbox-repo.ts), by the one method used: that file imports SmsMessage from here.
    private readonly outbox: { add(message: SmsMessage): Promise<void> },
    private readonly log: Pick<FastifyBaseLogger, 'info'>,
  ) {
    assertNotProduction('The console SMS provider');
  }

  async send(message: SmsMessage): Promise<void> {
    await this.outbox.add(message);
    this.log.info(
      { sms: { phone: message.phone } },
      'sms (console provider): text in GET /api/dev/sms-outbox',
    );
  }
}
