import { getList } from '../http/calls';
import { type HttpClient } from '../http/http-types';
import type {
  CancelOrderAnswerDto,
  CartCheckAnswerDto,
  CartCheckBody,
  PlaceOrderAnswerDto,
  CartLineDto,
  OrderDto,
  OrderPaymentDto,
  PayOrderBodyDto,
  OrderCheckoutAnswerDto,
  OrderCheckoutBodyDto,
  PharmacyDto,
  CartBodyDto,
  StatusDto,
} from '../shared/dtos';
import { mapData, type Result } from '../http/result';

/** POST v2/cart's body as the storefront sends it: always with its idempotency key (the API also reads a header). */
export type PlaceOrderBody = CartBodyDto & { idempotency_key: string };

/** The answer of POST v2/cart (its refusals, of the error catalogue, are failures of kind `refusal`). */
export type PlaceOrderDto = PlaceOrderAnswerDto;

export type CartCheckDto = CartCheckAnswerDto;

export type { OrderPaymentDto };

export type PayOrderBody = PayOrderBodyDto;

export type OrderCheckoutBody = OrderCheckoutBodyDto;

export function createOrdersApi(http: HttpClient) {
  return {
    /** GET v1/order-minimum: the minimum order amount in sum. */
    async getOrderMinimum(): Promise<Result<number>> {
      const answer = await http.get<{ min?: unknown }>('v1/order-minimum');
      return mapData(answer, ({ min }) => (typeof min === 'number' ? min : 0));
    },
    /**
     * POST v2/cart (auth): places the order. Never retried: the idempotency key (body and header) makes a
     * repeat by hand safe, and the client itself never repeats it.
     */
    placeOrder(body: PlaceOrderBody): Promise<Result<PlaceOrderDto>> {
      return http.post<PlaceOrderDto>('v2/cart', body, {
        placesOrder: true,
        refusal: true,
        headers: { 'Idempotency-Key': body.idempotency_key },
      });
    },
    /** POST v2/cart-check: current prices, stock and the delivery estimate of the cart's lines. */
    checkCart(body: CartCheckBody): Promise<Result<CartCheckDto>> {
      return http.post<CartCheckDto>('v2/cart-check', body);
    },
    /** POST v2/cart-stores: pick-up pharmacies of the region that hold the whole cart. */
    async getCartStores(drugs: CartLineDto[]): Promise<Result<PharmacyDto[]>> {
      const answer = await http.post<{ results?: PharmacyDto[] }>('v2/cart-stores', { drugs });
      return mapData(answer, ({ results }) => (Array.isArray(results) ? results : []));
    },
    /** GET v1/orders (auth): the user's orders, newest first. */
    getOrders(page?: number): Promise<Result<OrderDto[]>> {
      return getList<OrderDto>(http, 'v1/orders', { page });
    },
    /** GET v1/order/{id} (auth): one of the user's orders; null when there is none of that id for them (404). */
    getOrder(id: number): Promise<Result<OrderDto | null>> {
      return http.getOne<OrderDto>(`v1/order/${id}`);
    },
    /** GET v1/order-payment/{order_id} (auth): what is left to pay; null when the user has no such order (404). */
    getOrderPayment(orderId: number): Promise<Result<OrderPaymentDto | null>> {
      return http.getOne<OrderPaymentDto>(`v1/order-payment/${orderId}`);
    },
    /**
     * POST v1/order-payment/checkout (auth): pay what is left of an order by card on a provider's page; the
     * answer names that page (`redirect_url`), or says the cashback paid it all.
     */
    checkoutOrder(body: OrderCheckoutBody): Promise<Result<OrderCheckoutAnswerDto>> {
      return http.post<OrderCheckoutAnswerDto>('v1/order-payment/checkout', body, { refusal: true });
    },
    /** POST v1/order/{id}/cancel (auth): the shopper calls the order off; the answer is the order as it is now. */
    cancelOrder(id: number): Promise<Result<CancelOrderAnswerDto>> {
      return http.post<CancelOrderAnswerDto>(`v1/order/${id}/cancel`, {}, { refusal: true });
    },
    /** POST v1/order-payment (auth): pays an existing order. */
    payOrder(body: PayOrderBody): Promise<Result<StatusDto>> {
      return http.post<StatusDto>('v1/order-payment', body, { refusal: true });
    },
  };
}
