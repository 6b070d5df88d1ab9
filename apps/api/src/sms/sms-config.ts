import type { EskizConfig } from './eskiz-provider';

/** Which provider sends texts, as the environment chose it (`accounts.ts` builds it). */
export type SmsConfig = { provider: 'console' } | { provider: 'eskiz'; eskiz: EskizConfig };

const ESKIZ_VARIABLES = ['ESKIZ_EMAIL', 'ESKIZ_PASSWORD', 'ESKIZ_FROM'] as const;
const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

function eskizUrl(value: string | undefined): string {
  if (!value) return 'https://notify.eskiz.uz';
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`ESKIZ_URL must be a URL, got "${value}"`);
  }
  // Credentials and codes cross this connection: plain http only to a gateway on this machine (a test fake).
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname))) {
    throw new Error(`ESKIZ_URL must be https (plain http only on loopback), got "${value}"`);
  }
  return url.origin;
}

/**
 * `SMS_PROVIDER` and its settings. There is no default: a server that would hand codes out through the dev
 * outbox must say so (`SMS_PROVIDER=console`, refused with NODE_ENV=production), and a real one must be complete.
 * Throws a message naming every missing variable; `main.ts` prints it and exits.
 */
export function smsConfigFromEnv(env: NodeJS.ProcessEnv): SmsConfig {
  const production = env.NODE_ENV === 'production';
  const provider = env.SMS_PROVIDER?.trim() ?? '';
  const missingEskiz = ESKIZ_VARIABLES.filter((name) => !env[name]?.trim());
  if (provider === '') {
    const hint = production
      ? ''
      : ' (or SMS_PROVIDER=console in development: codes go to GET /api/dev/sms-outbox)';
    throw new Error(
      `no SMS provider configured: missing SMS_PROVIDER${missingEskiz.map((name) => `, ${name}`).join('')}. ` +
        `Set SMS_PROVIDER=eskiz with ESKIZ_EMAIL, ESKIZ_PASSWORD and ESKIZ_FROM${hint}`,
    );
  }
  if (provider === 'console') {
    if (production) {
      throw new Error(
        'SMS_PROVIDER=console is for development and is refused with NODE_ENV=production: ' +
          `set SMS_PROVIDER=eskiz with ${ESKIZ_VARIABLES.join(', ')}`,
      );
    }
    return { provider: 'console' };
  }
  if (provider === 'eskiz') {
    if (missingEskiz.length > 0) throw new Error(`SMS_PROVIDER=eskiz: missing ${missingEskiz.join(', ')}`);
    return {
      provider: 'eskiz',
      eskiz: {
        url: eskizUrl(env.ESKIZ_URL?.trim()),
        email: env.ESKIZ_EMAIL!.trim(),
        password: env.ESKIZ_PASSWORD!,
        from: env.ESKIZ_FROM!.trim(),
      },
    };
  }
  throw new Error(`SMS_PROVIDER must be "eskiz" (or "console" in development), got "${provider}"`);
}
