/**
 * The longest text each kind of typed field takes (the profile, an address, the checkout): the contract refuses
 * longer with 400, and the forms stop typing there, so a shopper never meets that refusal. A name; a street line
 * or the courier's note on the address; a short part of an address (house, flat, entrance, floor, intercom) or a
 * promo code; a comment. Apart from ./wire-limits.ts, which the first load reads: only forms' screens read these.
 */
export const TEXT_LIMITS = { name: 64, street: 255, short: 32, comment: 500 } as const;
