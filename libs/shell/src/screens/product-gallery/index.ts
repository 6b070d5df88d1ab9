export { ProductGallery } from './product-gallery';
