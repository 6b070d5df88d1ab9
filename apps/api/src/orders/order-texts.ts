import { formatOrderNumber, type OrderStatus, shopClock } from '@gopharm/util';
import type { Catalogue } from '../catalogue';
import type { Database } from '../db/database';
import type { SmsPendingRepo } from '../sms/sms-pending-repo';
import { orderText, type OrderTextKind } from '../sms/sms-texts';
import type { OrderRow } from './orders-repo';

/** The changes worth a text (the spec's statuses the shopper waits for), and which text each gets. */
const TEXTED: Partial<Record<OrderStatus, OrderTextKind>> = {
  accept: 'accepted',
  received: 'ready',
  delivering: 'on_the_way',
  delivered: 'delivered',
  picked_up: 'delivered',
  cancelled_by_store: 'cancelled',
  cancel_by_admin: 'cancelled',
  cancelled_by_user: 'cancelled',
  payment_failed: 'payment_failed',
};

/** An order gets one text a minute at most: a newer change replaces a text still waiting. */
const ORDER_TEXT_GAP_MS = 60_000;

const two = (n: number) => String(n).padStart(2, '0');
/** "15:30" on the shop's clock. */
const clockTime = (iso: string) => {
  const at = shopClock(iso)!;
  return `${two(at.hours)}:${two(at.minutes)}`;
};
/** "23.11 15:30" on the shop's clock. */
const dayAndTime = (iso: string) => {
  const at = shopClock(iso)!;
  return `${two(at.day)}.${two(at.month)} ${clockTime(iso)}`;
};

/**
 * Texts the shopper about the changes of their order that matter, in the order's language, through the queue of
 * texts (`sms_pending`): queued in the change's transaction, sent after it by any instance within the SMS budgets
 * (sms/pending-texts.ts), one a minute per order at most.
 */
export function createOrderTexts(deps: {
  db: Database;
  pending: SmsPendingRepo;
  catalogue: Pick<Catalogue, 'pharmacy'>;
  /** Texts were queued: this instance's sender sends them now rather than at its next poll. */
  textsQueued: () => void;
  /** The least time between two texts of an order: ORDER_TEXT_GAP_MS but in the e2e suites' server. */
  gapMs?: number;
}) {
  const gapMs = deps.gapMs ?? ORDER_TEXT_GAP_MS;
  const { db, pending } = deps;
  // A shopper linked to the shop's bot gets the text in Telegram first (sms/pending-texts.ts), SMS as its fallback.
  const recipientOf = db.prepare(
    'SELECT u.phone, t.chat_id FROM users u LEFT JOIN telegram_links t ON t.user_id = u.id WHERE u.id = ?',
  );
  return {
    /** Inside the change's transaction, with the order as the change left it. */
    async statusChanged(order: OrderRow, status: OrderStatus): Promise<void> {
      const kind = TEXTED[status];
      if (!kind) return;
      const recipient = await recipientOf.get<{ phone: string; chat_id: string | null }>(order.user_id);
      if (!recipient) return;
      const { phone } = recipient;
      const lan = order.lan;
      const pharmacy =
        kind === 'ready' && order.store_id !== null
          ? ((await deps.catalogue.pharmacy(order.store_id, lan))?.name ?? '')
          : undefined;
      const text = orderText(lan, kind, {
        number: formatOrderNumber(order.id),
        pharmacy,
        until: order.ready_until ? dayAndTime(order.ready_until) : undefined,
        expected: order.courier_expected_at ? clockTime(order.courier_expected_at) : undefined,
      });
      await pending.addForOrder(
        order.id,
        { phone, text, telegramChatId: recipient.chat_id ?? undefined },
        gapMs,
      );
      db.afterCommit(deps.textsQueued);
    },
  };
}

export type OrderTexts = ReturnType<typeof createOrderTexts>;
