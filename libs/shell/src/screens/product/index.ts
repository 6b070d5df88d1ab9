// The product page's parts both apps share.
export { ProductGallery } from './product-gallery';
export { ProductJsonLd } from './product-json-ld';
