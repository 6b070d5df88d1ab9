/** Express courier price per started kilometre (spec section 9); standard delivery is free. */
export const EXPRESS_SUM_PER_KM = 2000;

export interface Point {
  lat: number;
  lng: number;
}

const EARTH_RADIUS_KM = 6371;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in km (haversine). */
export function distanceKm(a: Point, b: Point): number {
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Express costs 2000 sum for every started km (at least one); standard is free. */
export function expressPrice(km: number): number {
  return Math.max(1, Math.ceil(km)) * EXPRESS_SUM_PER_KM;
}

/** Distance rounded to 0.1 km for display. */
export function roundKm(km: number): number {
  return Math.round(km * 10) / 10;
}
