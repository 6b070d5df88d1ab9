import { createHash } from 'node:crypto';
import type { ClickConfig } from './payments-config';

/**
 * One call of Click's Merchant API (docs.click.uz, "Merchant API"): `<CLICK_MERCHANT_API_URL>/<path>`, JSON,
 * `Auth: <merchant user id>:<sha1(timestamp + secret key)>:<timestamp>`. Its answer (`error_code` 0 is done), or
 * what went wrong on the way (an HTTP status, the network) as a string.
 */
export async function clickMerchantCall(
  config: ClickConfig,
  userId: string,
  method: 'GET' | 'DELETE',
  path: string,
): Promise<Record<string, unknown> | string> {
  const timestamp = String(Math.floor(Date.now() / 1000));
  const digest = createHash('sha1')
    .update(timestamp + config.secretKey)
    .digest('hex');
  try {
    const response = await fetch(`${config.merchantApiUrl}/${path}`, {
      method,
      headers: {
        accept: 'application/json',
        'content-type': 'application/json',
        Auth: `${userId}:${digest}:${timestamp}`,
      },
      signal: AbortSignal.timeout(15_000),
    });
    if (!response.ok) return `HTTP ${response.status}`;
    return (await response.json()) as Record<string, unknown>;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}
