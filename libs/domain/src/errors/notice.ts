import type { AppError } from '@gopharm/api-client';
import { refusalOf } from './refusal';

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
 * The notice of a call that failed: no answer gives "Check your internet connection!" (error type); a refusal is
 * told by its code, in the shopper's language (wrong_code, "Code None", as "Wrong code entered").
 */
export function noticeFor(failure: AppError): Notice {
  const { key, values } = refusalOf(failure);
  return values ? { type: 'error', key, values } : { type: 'error', key };
}
