export { ShopperKnownContext, useShopperKnown } from './shopper-known';
export { ShopperPending } from './shopper-pending';
