// The product page's parts both apps share.
export { ProductGallery } from './product-gallery';
export { productCrumbs } from './category-crumbs';
export { PrescriptionNote } from './prescription-note';
export { UnitPriceLine } from './unit-price-line';
export { ComparisonRows } from './comparison-rows';
export { StockLine } from './stock-line';
export { ProductAbout, substanceLabelKey } from './product-about';
export { MinimumOrderNote } from './minimum-order-note';
