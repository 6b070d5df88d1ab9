export { ShopperKnownContext, ShopperPending, useShopperKnown } from './shopper-pending';
