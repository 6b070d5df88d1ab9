import type { FastifyBaseLogger } from 'fastify';
import type { SmsOutboxRepo } from './sms-outbox-repo';

export interface SmsMessage {
  /** 12 digits, no plus. */
  phone: string;
  text: string;
  /** The one-time code the text carries, if any (the dev outbox shows it for tests). */
  code?: string;
}

/** How texts leave the server. A real gateway implements this; the console provider is for development. */
export interface SmsProvider {
  readonly name: string;
  send(message: SmsMessage): Promise<void>;
}

/** Writes each text to the server log and to the dev outbox (`GET /api/dev/sms-outbox`). */
export class ConsoleSmsProvider implements SmsProvider {
  readonly name = 'console';

  constructor(
    private readonly outbox: SmsOutboxRepo,
    private readonly log: Pick<FastifyBaseLogger, 'info'>,
  ) {}

  async send(message: SmsMessage): Promise<void> {
    this.log.info({ sms: { phone: message.phone, text: message.text } }, 'sms (console provider)');
    this.outbox.add(message);
  }
}
