import { storefrontConfig } from '../../tools/build/vite-storefront';

// The mobile storefront; both apps build alike (tools/build/vite-storefront.ts).
export default storefrontConfig({
  name: 'mobile-web',
  root: import.meta.dirname,
  devPort: 4300,
  // The page reaches under a notch and the home indicator; the header and bottom bar keep clear (safe-area insets).
  viewport: 'width=device-width, initial-scale=1, viewport-fit=cover',
});
