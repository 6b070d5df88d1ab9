import { emptyCartLinks } from '@gopharm/shell/testing';
import { CheckoutPage } from '../checkout/checkout-page';
import { CartPage } from './cart-page';

// The cart and checkout are shell's (tested there); this app's part is where an empty cart leads.
it('desktop: an empty cart and checkout lead to /catalog', async () => {
  expect(await emptyCartLinks(<CartPage />, <CheckoutPage />)).toEqual(['/catalog', '/catalog']);
});
