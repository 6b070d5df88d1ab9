export { createCheckoutScreen } from './checkout-screen';
