export { createCartScreen } from './cart-screen';
