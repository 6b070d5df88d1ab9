import { createCheckoutScreen } from '@gopharm/shell/screens/checkout';

// Checkout is the same in both apps; an empty cart leads to this app's catalogue tab.
export const { CheckoutPage } = createCheckoutScreen({ catalogPath: '/catalog-home' });
