import { storefrontConfig } from '../../tools/build/vite-storefront';

// The mobile storefront; both apps build alike (tools/build/vite-storefront.ts).
export default storefrontConfig({ name: 'mobile-web', root: import.meta.dirname, devPort: 4300 });
