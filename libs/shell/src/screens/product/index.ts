// The product page, one for both apps: each gives its layout.
export { createProductScreen, type ProductLayout } from './product-screen';
export type { ProductRowComponent } from '../screen-parts';
