import type { FastifyInstance } from 'fastify';
import { authRoutes } from '../auth/auth-routes';
import { createOtpRepo } from '../auth/otp-repo';
import { createSendLimits, DEFAULT_SEND_LIMITS, type SendLimitsConfig } from '../auth/send-limits';
import { createTokensRepo } from '../auth/tokens-repo';
import type { Database } from '../db/database';
import { createCashbackRepo } from '../orders/cashback';
import { createSmsOutboxRepo } from '../sms/sms-outbox-repo';
import { ConsoleSmsProvider, type SmsProvider } from '../sms/sms-provider';
import { smsOutboxRoutes } from '../sms/sms-routes';
import { createUsersRepo } from '../users/users-repo';
import { usersRoutes } from '../users/users-routes';
import { createAuthGuard } from './auth-guard';
import type { DrugLookup, RegionLookup } from './catalogue-ports';
import { type Clock, systemClock } from './clock';
import { createCodeHasher } from './secrets';
import { randomBytes } from 'node:crypto';

export interface AccountsConfig {
  clock: Clock;
  /** Which SMS provider sends codes: 'console' (log + dev outbox) or a real gateway passed as `smsProvider`. */
  smsProvider?: SmsProvider;
  sendLimits: SendLimitsConfig;
  codeTtlMs: number;
  maxCodeAttempts: number;
  tokenTtlMs: number;
  /** Percentage of the goods a delivered order earns as cashback. */
  cashbackPercent: number;
  /** Keys the HMAC of one-time codes; a random one per process when not configured. */
  codePepper: string;
}

export const DEFAULT_ACCOUNTS_CONFIG: AccountsConfig = {
  clock: systemClock,
  sendLimits: DEFAULT_SEND_LIMITS,
  codeTtlMs: 5 * 60_000,
  maxCodeAttempts: 5,
  tokenTtlMs: 90 * 24 * 3_600_000,
  cashbackPercent: 2,
  codePepper: randomBytes(32).toString('hex'),
};

export interface AccountsDeps {
  db: Database;
  drugs: DrugLookup;
  regions: RegionLookup;
  config?: Partial<AccountsConfig>;
}

/** Registers the accounts half of the API: sign-in, the user's own data and, with the catalogue, orders. */
export function accountsRoutes(app: FastifyInstance, deps: AccountsDeps): void {
  const config = { ...DEFAULT_ACCOUNTS_CONFIG, ...deps.config };
  const { db, regions } = deps;
  const { clock } = config;

  const users = createUsersRepo(db, clock);
  const tokens = createTokensRepo(db, clock, config.tokenTtlMs);
  const otp = createOtpRepo(db, createCodeHasher(config.codePepper), clock, {
    ttlMs: config.codeTtlMs,
    maxAttempts: config.maxCodeAttempts,
  });
  const outbox = createSmsOutboxRepo(db, clock);
  const sms = config.smsProvider ?? new ConsoleSmsProvider(outbox, app.log);
  if (sms.name === 'console') smsOutboxRoutes(app, outbox);

  app.decorateRequest('userId', 0);
  app.decorateRequest('tokenHash', '');
  const requireUser = createAuthGuard((hash) => tokens.userOf(hash));

  authRoutes(app, { users, otp, tokens, sms, requireUser, limits: createSendLimits(config.sendLimits) });
  usersRoutes(app, { users, regions, requireUser, clock, cashback: createCashbackRepo(db) });
}
