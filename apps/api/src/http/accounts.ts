import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { createAddressesRepo } from '../addresses/addresses-repo';
import { ORDER_MINIMUM } from '@gopharm/util';
import { createPrescriptionsRepo } from '../prescriptions/prescriptions-repo';
import { createInspector, type InspectorConfig } from '../prescriptions/prescription-inspector';
import {
  createUploadLimits,
  DEFAULT_UPLOAD_LIMITS,
  type UploadLimitsConfig,
} from '../prescriptions/upload-limits';
import { createAcceptLimits, DEFAULT_ACCEPT_LIMITS, type AcceptLimitsConfig } from '../auth/accept-limits';
import { createOtpRepo } from '../auth/otp-repo';
import { type ChallengeConfig, createChallenges, DEFAULT_CHALLENGE_CONFIG } from '../auth/challenge';
import { createSendLimits, DEFAULT_SEND_LIMITS, type SendLimitsConfig } from '../auth/send-limits';
import { limitersFor } from './rate-limiters';
import { createTokensRepo } from '../auth/tokens-repo';
import { createCardsRepo } from '../cards/cards-repo';
import type { Catalogue } from '../catalogue';
import type { Database } from '../db/database';
import { createFavoritesRepo } from '../favorites/favorites-repo';
import { createKeptCartRepo } from '../kept-cart/kept-cart-repo';
import { createCashbackRepo } from '../orders/cashback';
import { createOrdersRepo } from '../orders/orders-repo';
import { createOrderEventsRepo } from '../orders/order-events-repo';
import { createOrderChanges } from '../orders/order-changes';
import { createOrderTexts } from '../orders/order-texts';
import type { OrderStatusDeps } from '../orders/order-status';
import type { OrderLiveConfig } from '../orders/order-live-routes';
import { EskizSmsProvider } from '../sms/eskiz-provider';
import type { SmsConfig } from '../sms/sms-config';
import { createSmsOutboxRepo } from '../sms/sms-outbox-repo';
import { ConsoleSmsProvider, type SmsProvider } from '../sms/sms-provider';
import { createUsersRepo } from '../users/users-repo';
import { createRemindersRepo } from '../reminders/reminders-repo';
import { createReminderSweep } from '../reminders/reminder-sweep';
import { createStockAlertsRepo } from '../stock-alerts/stock-alerts-repo';
import { createStockReceiptsRepo } from '../stock-alerts/stock-receipts-repo';
import { createPendingTexts, type PendingTextsConfig } from '../sms/pending-texts';
import { createPaymentLedger } from '../payments/payment-ledger';
import { cardProcessorOf } from '../payments/card-processors';
import { createSavedCardPayments, type SavedCardPayments } from '../payments/saved-card-payments';
import { providersOf } from '../payments/payment-providers';
import type { PaymentsConfig } from '../payments/payments-config';
import { createPaymentsRepo } from '../payments/payments-repo';
import { createRefunds, type Refunds } from '../payments/refund-order';
import { createSmsPendingRepo } from '../sms/sms-pending-repo';
import { createTelegramBotApi } from '../telegram/telegram-bot-api';
import type { TelegramConfig } from '../telegram/telegram-config';
import { createTelegramRepo } from '../telegram/telegram-repo';
import { createViewedRepo } from '../viewed/viewed-repo';
import { createAuthGuard } from './auth-guard';
import { type Clock, systemClock } from './clock';
import { createCodeHasher } from './secrets';
import type { ApiApp } from './api-app';

declare module 'fastify' {
  interface FastifyInstance {
    /** Card refunds (`refunds.refundOrder(orderId)`), for whatever calls an order off. */
    refunds: Refunds;
  }
}

export interface AccountsConfig {
  clock: Clock;
  /** Which SMS provider sends codes, as the environment chose it (`sms-config.ts`); tests use 'console'. */
  sms: SmsConfig;
  /** A provider object instead (a test's recording double); wins over `sms`. */
  smsProvider?: SmsProvider;
  /** The shop's Telegram bot (`telegram-config.ts`); none: every message goes by SMS. */
  telegram?: TelegramConfig;
  sendLimits: SendLimitsConfig;
  acceptLimits: AcceptLimitsConfig;
  /** The proof-of-work challenge asked for past the send limits' `challengeAfter` (tests make it cheap). */
  challenge: ChallengeConfig;
  /** Prescription uploads per user, whatever became of them. */
  uploadLimits: UploadLimitsConfig;
  /** How prescription files are read off the main thread; `workerFile` is the built worker's (main.ts's). */
  prescriptionFiles?: Partial<InspectorConfig>;
  codeTtlMs: number;
  maxCodeAttempts: number;
  tokenTtlMs: number;
  /** Percentage of the goods a delivered order earns as cashback. */
  cashbackPercent: number;
  /** The least an order's goods may cost, in sum: the catalogue's `v1/order-minimum` (tests may lower it). */
  orderMinimum: number;
  /** Farthest a courier goes from the pharmacy, in km. */
  maxDeliveryKm: number;
  /** Keys the HMAC of one-time codes; a random one per process when not configured. */
  codePepper: string;
  /** The pharmacies' systems send stock receipts with it (`POST v1/stock/receipts`); none: no such call. */
  stockFeedToken?: string;
  /** The pharmacies' systems report orders' statuses with it (`POST v1/orders/status-events`); none: no such call. */
  orderFeedToken?: string;
  /** The least time between two texts of one order (`ORDER_TEXT_GAP_SECONDS`, shorter only outside production). */
  orderTextGapMs?: number;
  /** The live order streams: heartbeat, lifetime, streams per shopper (tests shorten them). */
  orderLive?: Partial<OrderLiveConfig>;
  /** The sender of queued texts (back in stock): how often it looks, retries and backoff (tests poll fast). */
  pendingTexts?: Partial<PendingTextsConfig>;
  /** Who takes card payments, as the environment chose them (`payments-config.ts`); tests use the dev page. */
  payments: PaymentsConfig;
  /** How often unpaid card orders whose hold ran out are looked for (their stock given back). */
  holdSweepMs: number;
  /** How often each instance looks for reminders come due (tests look often). */
  reminderSweepMs: number;
}

export const DEFAULT_ACCOUNTS_CONFIG: AccountsConfig = {
  clock: systemClock,
  sms: { provider: 'console' },
  sendLimits: DEFAULT_SEND_LIMITS,
  acceptLimits: DEFAULT_ACCEPT_LIMITS,
  challenge: DEFAULT_CHALLENGE_CONFIG,
  uploadLimits: DEFAULT_UPLOAD_LIMITS,
  codeTtlMs: 5 * 60_000,
  maxCodeAttempts: 5,
  tokenTtlMs: 90 * 24 * 3_600_000,
  cashbackPercent: 2,
  orderMinimum: ORDER_MINIMUM,
  maxDeliveryKm: 40,
  codePepper: randomBytes(32).toString('hex'),
  payments: { providers: ['dev'], holdMinutes: 30 },
  holdSweepMs: 60_000,
  reminderSweepMs: 60_000,
};

const TELEGRAM_KEEP_MS = 2 * 86_400_000;
const TELEGRAM_PRUNE_EVERY_MS = 3_600_000;

export interface AccountsDeps {
  db: Database;
  catalogue: Catalogue;
  config?: Partial<AccountsConfig>;
}

/** The provider the configuration names; the console one (and its dev outbox) only outside production. */
function smsProviderOf(
  app: FastifyInstance,
  config: AccountsConfig,
  outbox: ReturnType<typeof createSmsOutboxRepo>,
) {
  if (config.smsProvider) return config.smsProvider;
  if (config.sms.provider === 'eskiz') return new EskizSmsProvider(config.sms.eskiz, app.log);
  return new ConsoleSmsProvider(outbox, app.log);
}

/**
 * Wires the accounts half of the API in its scope (server.ts registers its routes): sign-in, the user's own data
 * and, with the catalogue, orders and payments; the timers that send queued texts, sweep holds and reminders. Every
 * answer of these calls is private (a token, a user, their cards, orders, addresses) or a POST: none may be kept
 * by a browser or a shared cache (`Cache-Control: no-store`). What each route module needs, or undefined for the
 * modules this configuration leaves out.
 */
export function wireAccounts(app: ApiApp, deps: AccountsDeps) {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });
  const config = { ...DEFAULT_ACCOUNTS_CONFIG, ...deps.config };
  const { db, catalogue } = deps;
  const { clock } = config;

  const users = createUsersRepo(db, clock);
  const tokens = createTokensRepo(db, clock, config.tokenTtlMs);
  const otp = createOtpRepo(db, createCodeHasher(config.codePepper), clock, {
    ttlMs: config.codeTtlMs,
    maxAttempts: config.maxCodeAttempts,
  });
  const outbox = createSmsOutboxRepo(db, clock);
  const sms = smsProviderOf(app, config, outbox);

  app.decorateRequest('userId', 0);
  app.decorateRequest('tokenHash', '');
  const requireUser = createAuthGuard((hash) => tokens.userOf(hash));

  // One budget for every text the server sends: sign-in codes, card confirmations and back-in-stock texts.
  const limiters = limitersFor(db);
  const limits = createSendLimits(config.sendLimits, limiters);

  const acceptLimits = createAcceptLimits(config.acceptLimits, limiters);
  const challenges = createChallenges(db, config.codePepper, clock, config.challenge);
  const cashback = createCashbackRepo(db, clock);
  const cards = createCardsRepo(db, clock, config.codeTtlMs);
  const prescriptions = createPrescriptionsRepo(db, clock);
  const alerts = createStockAlertsRepo(db, clock);
  // Queued texts go out from any instance, within the budgets above: started when the server is ready, stopped
  // (the batch under way finished) when it closes.
  const pending = createSmsPendingRepo(db, clock);
  const telegramLinks = createTelegramRepo(db, clock);
  const pendingTexts = createPendingTexts({
    pending,
    sms,
    limits,
    log: app.log,
    config: config.pendingTexts,
    telegram: config.telegram && { api: createTelegramBotApi(config.telegram), links: telegramLinks },
  });
  app.addHook('onReady', async () => pendingTexts.start());
  app.addHook('onClose', () => pendingTexts.stop());
  // Update ids are kept a day (Telegram gives up on an update it could not deliver within 24 hours), codes as long.
  let telegramPrune: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    if (!config.telegram) return;
    telegramPrune = setInterval(() => {
      telegramLinks
        .prune(TELEGRAM_KEEP_MS)
        .catch((error: unknown) => app.log.warn({ err: error }, 'telegram: prune failed'));
    }, TELEGRAM_PRUNE_EVERY_MS);
    telegramPrune.unref();
  });
  app.addHook('onClose', async () => clearInterval(telegramPrune));

  const orders = createOrdersRepo(db, clock);
  // Bound below: paying with a saved card needs the ledger, which needs the orders' status changes.
  const savedCards: Pick<SavedCardPayments, 'pay'> = {
    pay: (...args) => savedCardPayments.pay(...args),
  };
  const events = createOrderEventsRepo(db, clock);
  // Orders' changes reach the shoppers' live streams on every instance (PostgreSQL: LISTEN/NOTIFY).
  const changes = createOrderChanges(db, app.log);
  app.addHook('onReady', () => changes.start());
  app.addHook('onClose', () => changes.stop());
  // Refunds under way on this instance (startRefund, below), so the shopper's own cancellation can answer with
  // the refund's outcome.
  const refunding = new Map<number, Promise<void>>();
  // What every status change needs (orders/order-status.ts): the feed and a provider's refund move orders.
  const statusDeps: OrderStatusDeps = {
    db,
    orders,
    cashback,
    events,
    stock: catalogue.stock,
    changes,
    texts: createOrderTexts({
      db,
      pending,
      catalogue,
      textsQueued: pendingTexts.nudge,
      gapMs: config.orderTextGapMs,
    }),
    clock,
    // Bound below: the refunds need the ledger, which needs these.
    refund: (orderId) => startRefund(orderId),
  };
  const reminders = createRemindersRepo(db, clock);
  const reminderSweep = createReminderSweep({
    db,
    reminders,
    pending,
    textsQueued: pendingTexts.nudge,
    log: app.log,
    everyMs: config.reminderSweepMs,
  });
  app.addHook('onReady', async () => reminderSweep.start());
  app.addHook('onClose', () => reminderSweep.stop());

  const payments = createPaymentsRepo(db);
  const ledger = createPaymentLedger({
    db,
    orders,
    cashback,
    payments,
    stock: catalogue.stock,
    clock,
    holdMinutes: config.payments.holdMinutes,
    status: statusDeps,
  });
  const providers = providersOf(config.payments);
  const processor = cardProcessorOf(config.payments, { otp, sms, ledger, log: app.log });
  const savedCardPayments = createSavedCardPayments({ ledger, cards, users, processor, log: app.log });
  // The one way a refund starts (refund-order.ts): a cancelled paid card order starts it once the cancellation is
  // written (order-status.ts), whoever called the order off.
  const refunds = createRefunds({
    ledger,
    payments,
    payme: config.payments.payme,
    click: config.payments.click,
    log: app.log,
  });
  app.decorate('refunds', refunds);
  function startRefund(orderId: number): void {
    const started = refunds.refundOrder(orderId).then(
      (result) => {
        if (result.kind === 'failed' || result.kind === 'manual')
          app.log.warn({ refund: { orderId, result: result.kind } }, 'refund: not done, see the provider');
      },
      (error: unknown) => app.log.error({ err: error, refund: { orderId } }, 'refund: failed'),
    );
    refunding.set(orderId, started);
    void started.finally(() => {
      if (refunding.get(orderId) === started) refunding.delete(orderId);
    });
  }
  // Unpaid card orders past their hold give their stock back; every instance looks, each order is done once.
  let sweep: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    sweep = setInterval(() => {
      ledger
        .expireHolds()
        .catch((error: unknown) => app.log.warn({ err: error }, 'payment holds: sweep failed'));
    }, config.holdSweepMs);
    sweep.unref();
  });
  app.addHook('onClose', async () => clearInterval(sweep));

  return {
    /** The console provider's outbox (development only: no such call with a real provider). */
    smsOutbox: sms.name === 'console' ? outbox : undefined,
    auth: { users, otp, tokens, sms, requireUser, limits, acceptLimits, challenges },
    users: { users, regions: catalogue.regions, requireUser, clock, cashback },
    addresses: { addresses: createAddressesRepo(db, clock), requireUser },
    prescriptions: {
      prescriptions,
      requireUser,
      inspector: createInspector(config.prescriptionFiles),
      uploadLimits: createUploadLimits(config.uploadLimits, limiters),
    },
    favorites: { favorites: createFavoritesRepo(db), catalogue, requireUser },
    keptCart: { cart: createKeptCartRepo(db, clock), catalogue, requireUser, clock },
    viewed: { viewed: createViewedRepo(db), catalogue, requireUser },
    stockAlerts: { alerts, catalogue, requireUser },
    telegram: { config: config.telegram, links: telegramLinks, requireUser },
    stockReceipts: {
      db,
      receipts: createStockReceiptsRepo(db, clock),
      alerts,
      pending,
      catalogue,
      textsQueued: pendingTexts.nudge,
      feedToken: config.stockFeedToken,
    },
    cart: {
      db,
      catalogue,
      orders,
      cards,
      prescriptions,
      clock,
      requireUser,
      orderMinimum: config.orderMinimum,
      maxDeliveryKm: config.maxDeliveryKm,
      cashbackPercent: config.cashbackPercent,
      paymentHoldMinutes: config.payments.holdMinutes,
      savedCards,
    },
    orderLive: { changes, events, requireUser, config: config.orderLive },
    orderFeed: { ...statusDeps, feedToken: config.orderFeedToken },
    reminders: { reminders, orders, requireUser },
    orders: {
      db,
      orders,
      cashback,
      catalogue,
      events,
      requireUser,
      savedCards,
      status: statusDeps,
      refundUnderWay: (orderId: number) => refunding.get(orderId),
    },
    payments: { ledger, providers, requireUser },
    /** The development provider's pages (payments-config.ts keeps it out of production). */
    devPayments: providers.has('dev') ? ledger : undefined,
    devCardApi: processor.tokenizer.merchantId === 'dev',
    cards: { cards, users, processor, limits, requireUser },
    paymeMerchant: config.payments.payme && { ledger, key: config.payments.payme.key },
    clickShop: config.payments.click && { ledger, config: config.payments.click },
  };
}
