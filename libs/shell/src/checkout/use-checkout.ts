import type { AddressDto, LatLng } from '@gopharm/api-client';
import {
  addressesOf,
  cardOf,
  checkoutOf,
  pharmaciesOf,
  prescriptionsOf,
  type OrderDraft,
  type PlaceOrderResult,
} from '@gopharm/domain';
import { expressAvailable } from '@gopharm/util';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCooldown, useRefusalText } from '../feedback/refusal-text';
import { useStores } from '../stores-context';
import {
  checkoutErrorsOf,
  checkoutProblems,
  type CheckoutErrors,
  type CheckoutField,
} from './checkout-validation';

/** Which fields a change of the draft touches, so their messages go once the shopper edits them. */
const FIELDS_OF_DRAFT: Partial<Record<keyof OrderDraft, CheckoutField[]>> = {
  type: ['type', 'store', 'address', 'house', 'location'],
  shipping_time: ['shipping_time'],
  store_id: ['store'],
  address: ['address'],
  house: ['house'],
  location: ['location'],
  promo_code: ['promo_code'],
  prescription_id: ['prescription'],
};

/** Whether the courier's fields of a draft are those of a saved address. */
function isDraftAddress(draft: OrderDraft, saved: AddressDto): boolean {
  return (
    draft.address === saved.address &&
    draft.house === saved.house &&
    draft.apartment === saved.apartment &&
    draft.location?.lat === saved.lat &&
    draft.location?.lng === saved.lng
  );
}

/** The courier's address of a draft as the address book keeps it (null without a point on the map). */
function addressOfDraft(draft: OrderDraft): Omit<AddressDto, 'id'> | null {
  if (!draft.location || !draft.address.trim()) return null;
  return {
    address: draft.address.trim(),
    house: draft.house.trim(),
    apartment: draft.apartment.trim(),
    entrance: draft.entrance.trim(),
    floor: draft.floor.trim(),
    intercom: draft.intercom.trim(),
    comment: draft.address_description.trim(),
    lat: draft.location.lat,
    lng: draft.location.lng,
  };
}

/**
 * The checkout page: delivery type (pick-up at a pharmacy of the region, those holding the whole cart first;
 * or courier with the address, location and express/standard cost), payment (cash, a saved card, or a card
 * typed on the provider's page, where placing the order leads: its number never passes through our servers),
 * placing the order. Every field is checked before sending; every refusal is shown at its field in the shopper's language.
 * Read inside an observer.
 */
export function useCheckout() {
  const stores = useStores();
  const { newOrder, orders, auth } = stores;
  const checkout = checkoutOf(stores);
  const pharmacies = pharmaciesOf(stores);
  const card = cardOf(stores);
  const addresses = addressesOf(stores);
  const prescriptions = prescriptionsOf(stores);
  const { t } = useTranslation();
  const refusalText = useRefusalText();
  const cooldown = useCooldown();
  const [errors, setErrors] = useState<CheckoutErrors>({});
  const draft = checkout.draft;

  // The saved cards are the signed-in shopper's: asked once the stored user is read (a checkout hydrated from the
  // server's HTML starts before that, and a call without the token would come back 401 and sign the shopper out).
  const signedIn = auth.isSignedIn;
  useEffect(() => {
    void orders.loadMinimum();
  }, [orders]);
  useEffect(() => {
    if (signedIn) void card.load();
  }, [signedIn, card]);

  // Pick-up: the region's pharmacies with whether each holds the whole cart, asked again when the cart changes.
  const signature = newOrder.lines.map((line) => `${line.drug}x${line.qty}`).join(',');
  const pickup = draft.type === 'pickup';
  useEffect(() => {
    if (pickup && signature) void pharmacies.load(true);
  }, [pickup, signature, pharmacies]);

  // Courier: the shopper's saved addresses to pick from (each with its point on the map).
  const shipping = draft.type === 'shipping';
  useEffect(() => {
    if (shipping && signedIn) void addresses.load();
  }, [shipping, signedIn, addresses]);

  // The express cost depends on the distance to the pharmacy: checked again whenever the location changes.
  const locationKey = draft.location ? `${draft.location.lat},${draft.location.lng}` : '';
  useEffect(() => {
    if (draft.type === 'shipping' && locationKey) void checkout.check();
  }, [draft.type, locationKey, checkout]);

  // Express only within the shop's hours, by the root's clock (tests set it): looked at again every half minute
  // while the courier is chosen, so a page left open past closing time stops offering it (the API refuses it too).
  const [expressOpen, setExpressOpen] = useState(() => expressAvailable(stores.now()));
  useEffect(() => {
    if (!shipping) return;
    const look = () => setExpressOpen(expressAvailable(stores.now()));
    look();
    const timer = setInterval(look, 30_000);
    return () => clearInterval(timer);
  }, [shipping, stores]);
  // Express chosen earlier (a draft kept from the day) is switched to standard, and the shopper told so: never
  // charged for a courier that cannot come within the hour.
  const expressGone = !expressOpen && shipping && draft.shipping_time === 'express';
  const [expressSwitched, setExpressSwitched] = useState(false);
  useEffect(() => {
    if (expressGone) {
      checkout.updateDraft({ shipping_time: 'standard' });
      setExpressSwitched(true);
    }
  }, [expressGone, checkout]);
  useEffect(() => {
    if (expressOpen) setExpressSwitched(false);
  }, [expressOpen]);

  // A prescription medicine in the cart: the shopper's prescriptions to pick from.
  const needsPrescription = checkout.needsPrescription;
  // Dispensed at the pharmacy only: a courier chosen before the medicine joined the cart becomes pick-up.
  const courierAllowed = checkout.courierAllowed;
  useEffect(() => {
    if (!courierAllowed && draft.type === 'shipping')
      checkout.updateDraft({ type: 'pickup', shipping_time: null });
  }, [courierAllowed, draft.type, checkout]);
  useEffect(() => {
    if (needsPrescription && signedIn) void prescriptions.load();
  }, [needsPrescription, signedIn, prescriptions]);
  // A prescription chosen earlier and deleted since is no longer chosen.
  const chosenPrescriptionGone =
    prescriptions.state === 'loaded' &&
    draft.prescription_id !== null &&
    !prescriptions.find(draft.prescription_id);
  useEffect(() => {
    if (chosenPrescriptionGone) checkout.updateDraft({ prescription_id: null });
  }, [chosenPrescriptionGone, checkout]);

  const clearErrors = (fields: CheckoutField[]) =>
    setErrors((current) => {
      const next = { ...current };
      for (const field of fields) delete next[field];
      delete next.form;
      return next;
    });

  const update = (changes: Partial<OrderDraft>) => {
    checkout.updateDraft(changes);
    clearErrors(
      (Object.keys(changes) as (keyof OrderDraft)[]).flatMap((name) => FIELDS_OF_DRAFT[name] ?? []),
    );
  };

  const express = expressOpen && draft.type === 'shipping' && draft.shipping_time === 'express';
  // Express costs what the distance says; until the location is known the cost is not (null), never "free".
  const deliveryCost = express ? (checkout.delivery?.express ?? null) : 0;
  // Holders of the whole cart first, then the others (choosing one of those is refused as store_error).
  const pickupPharmacies = [...pharmacies.list].sort(
    (a, b) => Number(Boolean(b.has_all)) - Number(Boolean(a.has_all)),
  );

  return {
    draft,
    lines: newOrder.lines,
    goodsTotal: newOrder.total,
    deliveryCost,
    total: newOrder.total + (deliveryCost ?? 0),
    distanceKm: checkout.delivery?.distance_km ?? null,
    pharmacies: pickupPharmacies,
    pharmaciesState: pharmacies.state,
    reloadPharmacies: () => void pharmacies.load(true),
    cards: card.cards,
    savedAddresses: addresses.list,
    needsPrescription,
    courierAllowed,
    /** Whether express can be chosen now (the shop's hours); outside them it is shown disabled, with the hours. */
    expressOpen,
    /** Express chosen earlier was switched to standard as the shop closed: the shopper is told. */
    expressSwitched,
    prescriptions: prescriptions.list,
    prescriptionsState: prescriptions.state,
    placing: checkout.placing,
    errors,
    /** Seconds before the order may be sent again after a 429 (0: now). */
    secondsLeft: cooldown.secondsLeft,
    empty: newOrder.lines.length === 0,
    update,
    chooseType(type: 'shipping' | 'pickup') {
      // The courier's time is left as it is (none is standard): a type the browser checked on the server's HTML
      // (Back restores a form) is chosen again before the stored draft is read, and what is chosen before the
      // read wins over it field by field, so naming standard here undid the shopper's express.
      update(type === 'shipping' ? { type } : { type, shipping_time: null });
    },
    /** The courier's point, clicked on the checkout's map. */
    pickPoint(location: LatLng) {
      update({ location });
    },
    /** A saved address fills the courier's fields and the point on the map. */
    chooseAddress(saved: AddressDto) {
      update({
        address: saved.address,
        house: saved.house,
        apartment: saved.apartment,
        entrance: saved.entrance,
        floor: saved.floor,
        intercom: saved.intercom,
        address_description: saved.comment,
        location: { lat: saved.lat, lng: saved.lng },
      });
    },
    /** Whether the courier's fields are those of a saved address. */
    isChosenAddress: (saved: AddressDto) => isDraftAddress(draft, saved),
    /** Fills the courier's location from the browser; says so beside the button when it cannot. */
    locate(): Promise<LatLng | null> {
      const refuse = (key: string) => {
        setErrors((current) => ({ ...current, location: t(key) }));
        return null;
      };
      if (typeof navigator === 'undefined' || !navigator.geolocation) {
        return Promise.resolve(refuse('errors.geolocation'));
      }
      return new Promise((resolve) =>
        navigator.geolocation.getCurrentPosition(
          (position) => {
            const location = { lat: position.coords.latitude, lng: position.coords.longitude };
            update({ location });
            resolve(location);
          },
          () => resolve(refuse('errors.geolocationDenied')),
        ),
      );
    },
    /**
     * Checks every field, then places the order. Null when a field stopped it (its message is shown);
     * else the result of the order call, whose refusals are shown at their fields.
     */
    async place(): Promise<PlaceOrderResult | null> {
      const problems = checkoutProblems(draft, needsPrescription, courierAllowed);
      if (Object.keys(problems).length > 0) {
        const found: CheckoutErrors = { form: t('validation.summary') };
        for (const [field, key] of Object.entries(problems)) found[field as CheckoutField] = t(key);
        setErrors(found);
        return null;
      }
      setErrors({});
      // A signed-in shopper's new courier address is kept for the next order (and /profile/address).
      const newAddress =
        signedIn && draft.type === 'shipping' && !addresses.list.some((saved) => isDraftAddress(draft, saved))
          ? addressOfDraft(draft)
          : null;
      const result = await checkout.place();
      // Best effort: the order is placed either way, and a refused address is only not remembered.
      if (result.ok && newAddress) void addresses.save(newAddress);
      // The chosen prescription is no longer the shopper's (deleted in another tab): the list is asked again, and
      // the gone one stops being offered and chosen.
      if (!result.ok && result.error === 'message' && result.refusal.key === 'refusal.prescriptionNeeded') {
        void prescriptions.load();
      }
      // The server's clock says the shop is closed (this device's may be wrong): standard is chosen instead.
      if (!result.ok && result.error === 'message' && result.refusal.key === 'refusal.expressClosed') {
        update({ shipping_time: 'standard' });
      }
      if (!result.ok && result.error === 'message' && result.refusal.retryAfter !== undefined) {
        cooldown.start(result.refusal.retryAfter);
      }
      const found = checkoutErrorsOf(result, t, refusalText);
      if (found) setErrors(found);
      return result;
    },
  };
}
