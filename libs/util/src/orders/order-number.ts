/**
 * The number a shopper sees for an order ("GP-000042"): one formatter for the API that stores it, the
 * order-success dialog that knows only the id, the history and the order page.
 */
export function formatOrderNumber(orderId: number): string {
  return `GP-${String(orderId).padStart(6, '0')}`;
}
