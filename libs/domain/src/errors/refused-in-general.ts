/**
 * Why the server refused a shopper's request, as the shopper is told it: a key of the i18n dictionaries and its
 * values, never the server's own (English) words. Declared here, in a module that imports nothing, with the
 * refusal told in general words: the first load's stores use both without the catalogue of refusals (refusal.ts),
 * and nothing here imports them back.
 */
export interface Refusal {
  key: string;
  values?: Record<string, string | number>;
  /** Seconds the server asked to wait before the next try (429 with Retry-After). */
  retryAfter?: number;
}

/** A refusal told in general words: no code, or an answer that says it worked but lacks what it should carry. */
export const REFUSED_IN_GENERAL: Refusal = { key: 'refusal.generic' };
