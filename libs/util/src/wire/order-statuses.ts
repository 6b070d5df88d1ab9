// An order's statuses, apart from the other wire values (./wire-constants.ts): every page's first load imports
// those (the cart's limits) and a module it imports brings all its values that any screen uses into it; these are
// the order screens' and the API's. This file imports nothing, as wire-constants.ts, so the contract can use it.

export const ORDER_STATUSES = [
  'pending',
  'accept',
  'cancelled_by_store',
  'waiting_for_deliverer',
  'delivering',
  'delivered',
  'cancel_by_admin',
  'cancelled_by_user',
  'picked_up',
  'payment_waiting',
  'received',
  'collected',
  'in_transit',
  'payment_failed',
  'paid',
  'not_paid',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Orders in these statuses were called off: cashback spent on them comes back. */
export const CANCELLED_STATUSES: readonly OrderStatus[] = [
  'cancelled_by_store',
  'cancel_by_admin',
  'cancelled_by_user',
  'payment_failed',
];
