import { createCheckoutScreen } from '@gopharm/shell/screens/checkout';

// Checkout is the same in both apps; an empty cart leads to the catalogue.
export const { CheckoutPage } = createCheckoutScreen({ catalogPath: '/catalog' });
