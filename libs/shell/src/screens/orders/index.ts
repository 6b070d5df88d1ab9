export { createOrderScreens } from './order-screens';
