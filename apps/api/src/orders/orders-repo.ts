import { formatOrderNumber, type OrderItemDto, type OrderStatus } from '@gopharm/util';
import { randomUUID } from 'node:crypto';
import type { Database } from '../db/database';
import type { Clock } from '../http/clock';

export interface NewOrder {
  userId: number;
  type: 'shipping' | 'pickup';
  shippingTime: 'standard' | 'express' | null;
  /** The street (and district) as typed; house and apartment apart, so the line reads in either language. */
  address: string | null;
  house: string | null;
  apartment: string | null;
  storeId: number;
  lat: number | null;
  lng: number | null;
  device: string;
  comment: string;
  paymentType: 1 | 2;
  cardId: number | null;
  prescriptionId: number | null;
  itemsTotal: number;
  deliverySum: number;
  cashback: number;
  idempotencyKey: string | null;
  /** A digest of what was asked with the key: the same key with another request is refused. */
  idempotencyHash: string | null;
  /** The language the order was placed in: its texts are written in it. */
  lan: 'ru' | 'uz';
  /** A card order sent to a provider: its stock is held until then, and its payment is waiting. */
  stockHeldUntil: string | null;
  items: Array<OrderItemDto & OrderItemNames>;
}

/** A line's drug name in both languages at the time of the order (null on orders placed before they were kept). */
export interface OrderItemNames {
  name_ru: string | null;
  name_uz: string | null;
}

export interface OrderRow {
  id: number;
  user_id: number;
  number: string;
  created_at: string;
  status: string;
  type: 'shipping' | 'pickup';
  shipping_time: 'standard' | 'express' | null;
  address: string | null;
  house: string | null;
  apartment: string | null;
  store_id: number | null;
  payment_type: 1 | 2;
  card_id: number | null;
  prescription_id: number | null;
  is_paid: number;
  items_total: number;
  delivery_sum: number;
  total: number;
  cashback: number;
  lan: 'ru' | 'uz';
  /** When its status happened (null: still as placed). */
  status_at: string | null;
  /** A pick-up order ready at the pharmacy: held until then. */
  ready_until: string | null;
  /** A courier order on its way: when the courier is expected. */
  courier_expected_at: string | null;
  /** Where the card payment stands apart from the status (migration 44): none, waiting, failed or refunded. */
  payment_state: OrderPaymentStateColumn;
  /** Until when stock is held for an unpaid card order (ISO); null when not held for a payment. */
  stock_held_until: string | null;
  /** 1 while the order's stock was given back after its payment failed. */
  stock_released: number;
}

export type OrderPaymentStateColumn = 'none' | 'waiting' | 'failed' | 'refunded';

export interface OrderItemRow extends OrderItemDto, OrderItemNames {
  order_id: number;
}

const COLUMNS = `id, user_id, number, created_at, status, type, shipping_time, address, house, apartment, store_id, payment_type,
  card_id, prescription_id, is_paid, items_total, delivery_sum, total, cashback, lan, status_at, ready_until,
  courier_expected_at, payment_state, stock_held_until, stock_released`;

/** Orders and their lines: all SQL for them lives here. Callers wrap `create` in the transaction that takes stock. */
export function createOrdersRepo(db: Database, clock: Clock) {
  const insert = db.prepare(
    `INSERT INTO orders (user_id, number, created_at, type, shipping_time, address, house, apartment, store_id, lat,
       lng, device, comment, payment_type, card_id, prescription_id, items_total, delivery_sum, total, cashback,
       idempotency_key, idempotency_hash, lan, stock_held_until, payment_state)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
  );
  const setNumber = db.prepare('UPDATE orders SET number = ? WHERE id = ?');
  const insertItem = db.prepare(
    `INSERT INTO order_items (order_id, drug_id, slug, name, name_ru, name_uz, qty, price, image_thumbnail)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const byKey = db.prepare(
    'SELECT id, idempotency_hash FROM orders WHERE user_id = ? AND idempotency_key = ?',
  );
  const count = db.prepare('SELECT COUNT(*) AS n FROM orders WHERE user_id = ?');
  const page = db.prepare(
    `SELECT ${COLUMNS} FROM orders WHERE user_id = ? ORDER BY id DESC LIMIT ? OFFSET ?`,
  );
  const one = db.prepare(`SELECT ${COLUMNS} FROM orders WHERE id = ? AND user_id = ?`);
  const ownerOf = db.prepare('SELECT user_id FROM orders WHERE id = ?');
  // Only an unpaid order takes a payment: of two payments at once, one changes the row.
  // Paid or to be paid another way: no longer waiting for a provider, so its stock is no longer on a timer.
  const updatePayment = db.prepare(
    `UPDATE orders SET payment_type = ?, card_id = ?, is_paid = ?, payment_state = 'none', stock_held_until = NULL
     WHERE id = ? AND user_id = ? AND is_paid = 0`,
  );
  // Only from the status the mover read: of two moves at once, one changes the row.
  const updateStatus = db.prepare(
    `UPDATE orders SET status = ?, status_at = ?, ready_until = COALESCE(?, ready_until),
       courier_expected_at = COALESCE(?, courier_expected_at)
     WHERE id = ? AND status = ?`,
  );
  const clearHold = db.prepare('UPDATE orders SET stock_held_until = NULL WHERE id = ?');
  const oneById = db.prepare(`SELECT ${COLUMNS} FROM orders WHERE id = ?`);
  // Paid by a provider: once, whichever call comes first; the hold becomes the order's for good.
  const markPaid = db.prepare(
    `UPDATE orders SET is_paid = 1, payment_type = 2, payment_state = 'none', stock_held_until = NULL
     WHERE id = ? AND is_paid = 0`,
  );
  const awaitPayment = db.prepare(
    `UPDATE orders SET payment_type = 2, card_id = NULL, payment_state = 'waiting', stock_held_until = ?,
       stock_released = 0 WHERE id = ? AND is_paid = 0`,
  );
  const failPayment = db.prepare(
    "UPDATE orders SET payment_state = 'failed', stock_held_until = NULL, stock_released = ? WHERE id = ?",
  );
  const refunded = db.prepare("UPDATE orders SET is_paid = 0, payment_state = 'refunded' WHERE id = ?");
  const heldPast = db.prepare(
    'SELECT id FROM orders WHERE stock_held_until IS NOT NULL AND stock_held_until < ? ORDER BY id LIMIT 100',
  );

  async function items(orderIds: number[]): Promise<OrderItemRow[]> {
    if (orderIds.length === 0) return [];
    return (await db
      .prepare(
        `SELECT order_id, drug_id, slug, name, name_ru, name_uz, qty, price, image_thumbnail FROM order_items
         WHERE order_id IN (${orderIds.map(() => '?').join(',')}) ORDER BY ${db.engine === 'postgres' ? 'order_id, ctid' : 'rowid'}`,
      )
      .all(...orderIds)) as unknown as OrderItemRow[];
  }

  return {
    async create(order: NewOrder): Promise<number> {
      const total = order.itemsTotal + order.deliverySum;
      const { id: lastInsertRowid } = (await insert.get<{ id: number }>(
        order.userId,
        `new-${randomUUID()}`,
        clock().toISOString(),
        order.type,
        order.shippingTime,
        order.address,
        order.house,
        order.apartment,
        order.storeId,
        order.lat,
        order.lng,
        order.device,
        order.comment,
        order.paymentType,
        order.cardId,
        order.prescriptionId,
        order.itemsTotal,
        order.deliverySum,
        total,
        order.cashback,
        order.idempotencyKey,
        order.idempotencyHash,
        order.lan,
        order.stockHeldUntil,
        order.stockHeldUntil === null ? 'none' : 'waiting',
      ))!;
      const id = Number(lastInsertRowid);
      // A readable number from the id, once the id exists.
      await setNumber.run(formatOrderNumber(id), id);
      for (const item of order.items) {
        await insertItem.run(
          id,
          item.drug_id,
          item.slug,
          item.name,
          item.name_ru,
          item.name_uz,
          item.qty,
          item.price,
          item.image_thumbnail,
        );
      }
      return id;
    },
    /** The order placed earlier with this key, and the digest of what was asked then (null before 0042). */
    async byKey(userId: number, key: string): Promise<{ id: number; hash: string | null } | null> {
      const row = (await byKey.get(userId, key)) as
        { id: number; idempotency_hash: string | null } | undefined;
      return row ? { id: row.id, hash: row.idempotency_hash } : null;
    },
    async count(userId: number): Promise<number> {
      return ((await count.get(userId)) as { n: number }).n;
    },
    async page(userId: number, pageNo: number, perPage: number): Promise<OrderRow[]> {
      return (await page.all(userId, perPage, (pageNo - 1) * perPage)) as unknown as OrderRow[];
    },
    async find(id: number, userId: number): Promise<OrderRow | null> {
      return ((await one.get(id, userId)) as OrderRow | undefined) ?? null;
    },
    async ownerOf(id: number): Promise<number | null> {
      return ((await ownerOf.get(id)) as { user_id: number } | undefined)?.user_id ?? null;
    },
    items,
    /** Records how an unpaid order is paid; false when it was paid already (by a payment that came first). */
    async setPayment(
      id: number,
      userId: number,
      p: { paymentType: 1 | 2; cardId: number | null; isPaid: boolean },
    ): Promise<boolean> {
      return (await updatePayment.run(p.paymentType, p.cardId, p.isPaid ? 1 : 0, id, userId)).changes === 1;
    },
    /** Moves the order from `from` to `to`; false when its status is no longer `from`. */
    async moveStatus(
      id: number,
      from: string,
      to: OrderStatus,
      at: { statusAt: string; readyUntil: string | null; courierExpectedAt: string | null },
    ): Promise<boolean> {
      const { statusAt, readyUntil, courierExpectedAt } = at;
      return (await updateStatus.run(to, statusAt, readyUntil, courierExpectedAt, id, from)).changes === 1;
    },
    /** Any shopper's order, for the providers' calls (they name an order, not a shopper). */
    async byId(id: number): Promise<OrderRow | null> {
      return ((await oneById.get(id)) as OrderRow | undefined) ?? null;
    },
    /** The provider performed the payment; false when the order was paid already. */
    async markPaid(id: number): Promise<boolean> {
      return (await markPaid.run(id)).changes === 1;
    },
    /** The shopper was sent to a provider: stock held until `until`, taken anew if it had been given back. */
    async awaitPayment(id: number, until: string): Promise<boolean> {
      return (await awaitPayment.run(until, id)).changes === 1;
    },
    /** The payment was declined, cancelled or expired; `released` when its stock was given back. */
    async failPayment(id: number, released: boolean): Promise<void> {
      await failPayment.run(released ? 1 : 0, id);
    },
    /** The order's stock is no longer on a timer (it was paid or called off meanwhile). */
    async clearHold(id: number): Promise<void> {
      await clearHold.run(id);
    },
    async markRefunded(id: number): Promise<void> {
      await refunded.run(id);
    },
    /** Orders whose stock hold ran out by `now` (ISO), a batch at a time. */
    async heldPast(now: string): Promise<number[]> {
      return ((await heldPast.all(now)) as Array<{ id: number }>).map((row) => row.id);
    },
  };
}

export type OrdersRepo = ReturnType<typeof createOrdersRepo>;
