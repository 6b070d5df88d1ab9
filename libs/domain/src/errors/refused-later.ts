import { failed, type AppError } from '@gopharm/api-client';
import { REFUSED_IN_GENERAL, type Refusal } from './refused-in-general';

/**
 * refusalOf (./refusal.ts) for the stores every page makes (orders): the catalogue of refusals (0.8 kB
 * gzip) is fetched with the first refusal rather than with every page, for they refuse only after a call. Should
 * its chunk not arrive, a refusal is told in general words and a call without an answer as one.
 */
export async function refusalLater(failure: AppError): Promise<Refusal> {
  try {
    return (await import('./refusal')).refusalOf(failure);
  } catch {
    return failure.kind === 'refusal' ? REFUSED_IN_GENERAL : { key: 'errors.network' };
  }
}

/** `refused` of ./refusal.ts, with the catalogue fetched on first use (refusalLater). */
export const refusedLater = async (failure: AppError): Promise<{ ok: false; error: Refusal }> =>
  failed(await refusalLater(failure));
