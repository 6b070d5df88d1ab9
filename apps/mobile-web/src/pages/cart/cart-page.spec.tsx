import { emptyCartLinks } from '@gopharm/shell/testing';
import { CheckoutPage } from '../checkout/checkout-page';
import { CartPage } from './cart-page';

// The cart and checkout are shell's (tested there); on a phone an empty cart leads to the catalogue tab.
it('mobile: an empty cart and checkout lead to the catalogue tab', async () => {
  expect(await emptyCartLinks(<CartPage />, <CheckoutPage />)).toEqual(['/catalog-home', '/catalog-home']);
});
