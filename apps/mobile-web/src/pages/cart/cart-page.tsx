import { createCartScreen } from '@gopharm/shell/screens/cart';

// The cart is the same in both apps; an empty one leads to this app's catalogue tab.
export const { CartPage } = createCartScreen({ catalogPath: '/catalog-home' });
