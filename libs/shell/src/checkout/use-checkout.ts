import type { LatLng } from '@gopharm/api-client';
import type { NewCard, OrderDraft, PlaceOrderResult } from '@gopharm/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../notices/notices';
import { useStores } from '../stores-context';

/** Express delivery: 2000 sum per km (spec, section 9). */
export const EXPRESS_PER_KM = 2_000;

/** Where each refusal of the order is shown: beside the address, the pharmacy list, or above the button. */
export interface CheckoutErrors {
  location?: string;
  store?: string;
  form?: string;
}

/** The message of a refusal, per field; null for success. */
export function checkoutErrorsOf(
  result: PlaceOrderResult,
  t: (key: string) => string,
): CheckoutErrors | null {
  if (result.ok) return null;
  switch (result.error) {
    case 'location':
      return { location: result.message };
    case 'store_error':
      return { store: t('checkout.storeError') };
    case 'message':
      return { form: translateServerMessage(result.message, t) };
    case 'request_failed':
      return { form: t('errors.network') };
    case 'incomplete':
      return { form: t('checkout.deliveryType') };
    default:
      return {};
  }
}

const SERVER_MESSAGES: Record<string, string> = {
  'Minimum order amount': 'errors.minimumOrder',
  'This amount is not available in any pharmacies': 'errors.notAvailable',
  'Out of stock': 'errors.outOfStock',
  'Payment failed': 'errors.paymentFailed',
};

/** The spec's catalogue messages in the shopper's language; others as the server gave them. */
export function translateServerMessage(message: string, t: (key: string) => string): string {
  const key = SERVER_MESSAGES[message];
  return key ? t(key) : message;
}

/**
 * The checkout page: delivery type (pick-up pharmacies that hold the whole cart, or courier with the address,
 * location and express/standard cost), payment (cash, saved card, or a new card whose number and expiry go with
 * the order call only: spec, "sent only when a new card is used"), placing the order.
 * Read inside an observer.
 */
export function useCheckout() {
  const stores = useStores();
  const { newOrder, pharmacies, card, orders } = stores;
  const { t } = useTranslation();
  const notify = useNotify();
  const [errors, setErrors] = useState<CheckoutErrors>({});
  // A new card lives only in this state (expiry as typed digits, "1230") and is never stored.
  const [newCard, setNewCard] = useState<NewCard>({ number: '', expiry: '' });
  const draft = newOrder.draft;

  useEffect(() => {
    void orders.loadMinimum();
    void card.load();
    void pharmacies.loadForCart();
  }, [orders, card, pharmacies]);

  // The express cost depends on the distance to the pharmacy: checked again whenever the location changes.
  const locationKey = draft.location ? `${draft.location.lat},${draft.location.lng}` : '';
  useEffect(() => {
    if (draft.type === 'shipping' && locationKey) void newOrder.check();
  }, [draft.type, locationKey, newOrder]);

  const update = (changes: Partial<OrderDraft>) => {
    newOrder.updateDraft(changes);
    setErrors({});
  };

  const usesNewCard = draft.payment_type === 2 && draft.card_id === null;
  const newCardReady =
    newCard.number.replace(/\s/g, '').length === 16 && /^(0[1-9]|1[0-2])\d{2}$/.test(newCard.expiry);

  const deliveryCost =
    draft.type === 'shipping' && draft.shipping_time === 'express' ? (newOrder.delivery?.express ?? null) : 0;

  return {
    draft,
    lines: newOrder.lines,
    goodsTotal: newOrder.total,
    deliveryCost,
    total: newOrder.total + (deliveryCost ?? 0),
    distanceKm: newOrder.delivery?.distance_km ?? null,
    pharmacies: pharmacies.forCart,
    cards: card.cards,
    placing: newOrder.placing,
    errors,
    newCard,
    setNewCard,
    /** Cash, a saved card, or a new card with its whole number and a valid MM/YY. */
    payReady: draft.payment_type === 1 || draft.card_id !== null || newCardReady,
    empty: newOrder.lines.length === 0,
    update,
    chooseType(type: 'shipping' | 'pickup') {
      update({ type, shipping_time: type === 'shipping' ? (draft.shipping_time ?? 'standard') : null });
    },
    /** Fills the courier's location from the browser; the message when the browser has no geolocation. */
    locate(): Promise<LatLng | null> {
      if (typeof navigator === 'undefined' || !navigator.geolocation) {
        notify({ type: 'error', key: 'errors.geolocation' });
        return Promise.resolve(null);
      }
      return new Promise((resolve) =>
        navigator.geolocation.getCurrentPosition(
          (position) => {
            const location = { lat: position.coords.latitude, lng: position.coords.longitude };
            update({ location });
            resolve(location);
          },
          () => {
            notify({ type: 'error', key: 'errors.geolocation' });
            resolve(null);
          },
        ),
      );
    },
    async place() {
      // The order call takes the expiry as "12/30".
      const card =
        usesNewCard && newCardReady
          ? { number: newCard.number, expiry: `${newCard.expiry.slice(0, 2)}/${newCard.expiry.slice(2)}` }
          : undefined;
      const result = await newOrder.place(card);
      if (result.ok) setNewCard({ number: '', expiry: '' });
      const found = checkoutErrorsOf(result, t);
      if (found) {
        setErrors(found);
        if (found.form) notify({ type: 'error', text: found.form });
      }
      return result;
    },
  };
}
