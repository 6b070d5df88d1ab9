// The pharmacy map and pick-up step are the same in both apps (Leaflet loads only on these routes).
export { PharmacyMapPage, TakeFromShopPage } from '@gopharm/shell/screens/map';
