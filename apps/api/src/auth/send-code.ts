import type { FastifyReply } from 'fastify';
import { codeNotSent } from '../http/replies';
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
    codeNotSent(reply);
    return false;
  }
}
