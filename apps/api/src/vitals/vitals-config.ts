import { rateLimitSetting } from '@gopharm/util';
import type { Clock } from '../http/clock';
import { systemClock } from '../http/clock';

export interface VitalsConfig {
  clock: Clock;
  /** The staff token that opens `v1/vitals/summary`; without one the summary answers 403 to everybody. */
  staffToken?: string;
  /** Beacons one client address may send per window: a page view sends one or two. */
  perIp: { points: number; durationSec: number };
  /**
   * Page views of one client (its /64 or IPv4 address) per route, device, metric and day that count in the
   * summary: its other beacons are kept but cannot move a p75.
   */
  perClientDaily: number;
  /** Keys the hash that tells clients apart (AUTH_CODE_PEPPER's, so instances agree); random per process when unset. */
  clientSecret?: string;
  /** The largest beacon body accepted, in bytes. */
  bodyLimit: number;
  /** Rows older than this many days are dropped at start; also the longest summary window. */
  retentionDays: number;
}

export const DEFAULT_VITALS_CONFIG: VitalsConfig = {
  clock: systemClock,
  perIp: { points: 300, durationSec: 60 },
  perClientDaily: 3,
  bodyLimit: 4096,
  retentionDays: 90,
};

/** A staff token shorter than this is refused at start: it would be guessable. */
export const MIN_STAFF_TOKEN_LENGTH = 24;

/**
 * Field-data settings from the environment: `GOPHARM_STAFF_TOKEN` (at least 24 characters) and
 * `VITALS_LIMIT_PER_IP` (`points/seconds`, `300/60` by default: shoppers behind one carrier address share it). A malformed value stops the server with a clear
 * message.
 */
export function vitalsConfigFromEnv(env: NodeJS.ProcessEnv): Partial<VitalsConfig> {
  const config: Partial<VitalsConfig> = {};
  const token = env.GOPHARM_STAFF_TOKEN;
  if (token !== undefined && token !== '') {
    if (token.length < MIN_STAFF_TOKEN_LENGTH) {
      throw new Error(`GOPHARM_STAFF_TOKEN must be at least ${MIN_STAFF_TOKEN_LENGTH} characters`);
    }
    config.staffToken = token;
  }
  if (env.AUTH_CODE_PEPPER) config.clientSecret = env.AUTH_CODE_PEPPER;
  const limit = env.VITALS_LIMIT_PER_IP;
  if (limit !== undefined && limit !== '') {
    config.perIp = rateLimitSetting('VITALS_LIMIT_PER_IP', limit, DEFAULT_VITALS_CONFIG.perIp);
  }
  return config;
}
