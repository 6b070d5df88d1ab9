import { emptyCartLinks } from '@gopharm/shell/testing';
import { OrderProcessPage } from '../order-process/order-process-page';
import { CartPage } from './cart-page';

// The cart and checkout are shell's (tested there); on a phone an empty cart leads to the catalogue tab.
it('mobile: an empty cart and checkout lead to the catalogue tab', async () => {
  expect(await emptyCartLinks(<CartPage />, <OrderProcessPage />)).toEqual([
    '/catalog-home',
    '/catalog-home',
  ]);
});
