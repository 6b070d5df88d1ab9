/**
 * The phone's own pages and their desktop place in the profile area, by route id: the server answers them with a
 * redirect (302: the same address is a page on a phone), the browser's router with <Navigate>.
 */
export const MOBILE_ONLY_PLACES = {
  'profile-mobile': '/profile',
  'order-history-mobile': '/profile/orders',
  'bonus-card-mobile': '/profile/bonus-card',
} as const;
