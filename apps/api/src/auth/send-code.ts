import type { FastifyReply } from 'fastify';
import { refusal } from '../http/replies';
import { type SmsMessage, type SmsProvider, SmsSendError } from '../sms/sms-provider';

/**
 * Sends a code's text; when the gateway refuses or cannot be reached, answers 503 with Retry-After and says
 * false (the caller stops there). The shopper may ask again: the code issued meanwhile is replaced by the next.
 */
export async function sendCode(sms: SmsProvider, reply: FastifyReply, message: SmsMessage): Promise<boolean> {
  try {
    await sms.send(message);
    return true;
  } catch (error) {
    if (!(error instanceof SmsSendError)) throw error;
    reply.status(503).header('Retry-After', '60').send(refusal('code_not_sent'));
    return false;
  }
}
