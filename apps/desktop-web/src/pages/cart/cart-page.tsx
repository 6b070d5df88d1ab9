import { createCartScreen } from '@gopharm/shell/screens/cart';

// The cart is the same in both apps; an empty one leads to the catalogue.
export const { CartPage } = createCartScreen({ catalogPath: '/catalog' });
