import type { OrderDraft, PlaceOrderResult } from '@gopharm/domain';

/** The parts of the checkout form a message can belong to; `form` is the form as a whole. */
export type CheckoutField =
  'type' | 'shipping_time' | 'store' | 'address' | 'house' | 'location' | 'promo_code' | 'prescription';

/** Messages by the field they belong to, in the shopper's language. */
export type CheckoutErrors = Partial<Record<CheckoutField | 'form', string>>;

/** "1230" (the expiry input's digits) as the "12/30" the card checks and the card calls take. */
export const slashedExpiry = (digits: string) => `${digits.slice(0, 2)}/${digits.slice(2)}`;

/**
 * What is missing or wrong before the order is sent, by field, as dictionary keys: the delivery type; the
 * pharmacy (pick-up); street, house and the place on the map (courier: v2/cart needs the location); a
 * prescription when the cart has a prescription medicine. A new card is typed on the provider's page.
 */
export function checkoutProblems(
  draft: OrderDraft,
  needsPrescription = false,
  courierAllowed = true,
): Partial<Record<CheckoutField, string>> {
  const problems: Partial<Record<CheckoutField, string>> = {};
  if (draft.type === 'shipping' && !courierAllowed) problems.type = 'refusal.prescriptionPickupOnly';
  if (needsPrescription && draft.prescription_id === null)
    problems.prescription = 'refusal.prescriptionNeeded';
  if (draft.type === null) problems.type = 'validation.deliveryType';
  if (draft.type === 'pickup' && draft.store_id === null) problems.store = 'validation.pharmacy';
  if (draft.type === 'shipping') {
    if (!draft.address.trim()) problems.address = 'validation.street';
    if (!draft.house.trim()) problems.house = 'validation.house';
    if (!draft.location) problems.location = 'refusal.chooseAddress';
  }
  return problems;
}

/** The field a refusal of the order call is about (its dictionary key), or the form. */
const FIELD_OF_REFUSAL: Record<string, CheckoutField> = {
  'refusal.promoCode': 'promo_code',
  'refusal.prescriptionNeeded': 'prescription',
  'refusal.prescriptionPickupOnly': 'type',
  'refusal.expressClosed': 'shipping_time',
};

/** Where each refusal of the order call is shown, in the shopper's language; null for success. */
export function checkoutErrorsOf(
  result: PlaceOrderResult,
  t: (key: string) => string,
  refusalText: (refusal: { key: string }) => string = (refusal) => t(refusal.key),
): CheckoutErrors | null {
  if (result.ok) return null;
  switch (result.error) {
    case 'location':
      return { location: refusalText(result.refusal) };
    case 'store_error':
      return { store: t('checkout.storeError') };
    case 'message':
      return { [FIELD_OF_REFUSAL[result.refusal.key] ?? 'form']: refusalText(result.refusal) };
    case 'request_failed':
      return { form: t('errors.network') };
    case 'incomplete':
      return { type: t('validation.deliveryType') };
    default:
      return {};
  }
}
