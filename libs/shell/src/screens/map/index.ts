export { PharmacyMapPage, TakeFromShopPage } from './map-screens';
