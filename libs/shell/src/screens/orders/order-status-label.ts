import type { OrderDto } from '@gopharm/api-client';

/**
 * The dictionary key of an order's status as the shopper reads it: a pick-up order the pharmacy has received is
 * ready for pick-up (the spec's "Received" reads as the shopper receiving it).
 */
export function orderStatusKey(type: OrderDto['type'], status: OrderDto['status']): string {
  return type === 'pickup' && status === 'received' ? 'orders.readyForPickup' : `orderStatus.${status}`;
}

/** The dictionary key of how an order travels: pick-up, or the courier at the speed the shopper chose. */
export function deliveryTypeKey(order: Pick<OrderDto, 'type' | 'shipping_time'>): string {
  if (order.type === 'pickup') return 'orders.pickup';
  if (order.shipping_time === 'express') return 'orders.shippingExpress';
  if (order.shipping_time === 'standard') return 'orders.shippingStandard';
  return 'orders.shipping';
}
