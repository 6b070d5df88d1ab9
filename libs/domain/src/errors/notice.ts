import { refusalOf, type RefusableAnswer } from './refusal';

/** A toast: a dictionary key (with its values), or a text already in the shopper's language. */
export type Notice =
  | {
      type: 'error' | 'success' | 'info';
      key: string;
      values?: Record<string, string | number>;
      text?: undefined;
    }
  | { type: 'error' | 'success' | 'info'; text: string; key?: undefined };

/** Toasts show at the top for 2000 ms (spec, section 9). */
export const NOTICE_DURATION_MS = 2_000;

/**
 * The notice of an answer: a failed request gives "Check your internet connection!" (error type); status below
 * 1 with a msg tells the server's refusal, by its code, in the shopper's language (wrong_code, "Code None", as
 * "Wrong code entered"); anything else needs none.
 */
export function noticeFor(answer: RefusableAnswer): Notice | null {
  if (answer === false || answer === null || answer === undefined)
    return { type: 'error', key: 'errors.network' };
  if (typeof answer.status === 'number' && answer.status < 1 && answer.msg) {
    const { key, values } = refusalOf(answer);
    return values ? { type: 'error', key, values } : { type: 'error', key };
  }
  return null;
}
