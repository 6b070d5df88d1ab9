import { storefrontConfig } from '../../tools/build/vite-storefront';

// The desktop storefront; both apps build alike (tools/build/vite-storefront.ts).
export default storefrontConfig({ name: 'desktop-web', root: import.meta.dirname, devPort: 4200 });
