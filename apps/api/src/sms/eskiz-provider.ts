import type { FastifyBaseLogger } from 'fastify';
import { type SmsMessage, type SmsProvider, SmsSendError } from './sms-provider';

export interface EskizConfig {
  /** The gateway's origin, `https://notify.eskiz.uz` (a local fake in tests). */
  url: string;
  /** The account's login and password: they buy a bearer token (valid about a month) at `/api/auth/login`. */
  email: string;
  password: string;
  /** The sender name or number the account may send as (`4546` is Eskiz's test sender). */
  from: string;
  /** Per call to the gateway; past it the text counts as not sent. */
  timeoutMs?: number;
}

/**
 * Eskiz (notify.eskiz.uz), the SMS gateway most Uzbek shops use: log in once for a bearer token, then
 * `POST /api/message/sms/send` with the phone (12 digits), the text and the sender as form fields. A 401 means
 * the token expired: log in again and send once more. A timeout is not retried (Eskiz does not deduplicate, so a
 * retry could send the code twice); the shopper may ask again within the send limits.
 * Logs the gateway's message id and status, never the text (it carries the code) nor the token.
 */
export class EskizSmsProvider implements SmsProvider {
  readonly name = 'eskiz';
  private token: Promise<string> | null = null;

  constructor(
    private readonly config: EskizConfig,
    private readonly log: Pick<FastifyBaseLogger, 'info' | 'warn'>,
  ) {}

  async send(message: SmsMessage): Promise<void> {
    let answer = await this.post(await this.bearer(), message);
    if (answer.status === 401) {
      await answer.body?.cancel();
      this.token = null;
      answer = await this.post(await this.bearer(), message);
    }
    const body = (await answer.json().catch(() => ({}))) as { id?: unknown; status?: unknown };
    if (!answer.ok) {
      this.log.warn({ sms: { provider: this.name, status: answer.status } }, 'sms gateway refused the text');
      throw new SmsSendError(`Eskiz answered ${answer.status}`);
    }
    this.log.info({ sms: { provider: this.name, id: body.id, status: body.status } }, 'sms sent');
  }

  /** One login for all the texts sent meanwhile; a failed login is forgotten so the next text tries again. */
  private bearer(): Promise<string> {
    this.token ??= this.login().catch((error: unknown) => {
      this.token = null;
      throw error;
    });
    return this.token;
  }

  private async login(): Promise<string> {
    const form = new FormData();
    form.set('email', this.config.email);
    form.set('password', this.config.password);
    const answer = await this.call('/api/auth/login', { method: 'POST', body: form });
    const body = (await answer.json().catch(() => ({}))) as { data?: { token?: unknown } };
    const token = body.data?.token;
    if (!answer.ok || typeof token !== 'string' || token === '') {
      this.log.warn({ sms: { provider: this.name, status: answer.status } }, 'sms gateway login failed');
      throw new SmsSendError(`Eskiz login answered ${answer.status}`);
    }
    return token;
  }

  private post(token: string, message: SmsMessage): Promise<Response> {
    const form = new FormData();
    form.set('mobile_phone', message.phone);
    form.set('message', message.text);
    form.set('from', this.config.from);
    return this.call('/api/message/sms/send', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
  }

  private async call(path: string, init: RequestInit): Promise<Response> {
    try {
      return await fetch(new URL(path, this.config.url), {
        ...init,
        headers: { accept: 'application/json', ...init.headers },
        redirect: 'error',
        signal: AbortSignal.timeout(this.config.timeoutMs ?? 10_000),
      });
    } catch (error) {
      const reason = error instanceof Error ? error.name : 'error';
      this.log.warn({ sms: { provider: this.name, reason } }, 'sms gateway unreachable');
      throw new SmsSendError(`Eskiz unreachable (${reason})`);
    }
  }
}
