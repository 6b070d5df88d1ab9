import { createContext, useContext } from 'react';

// Apart from ShopperPending (./shopper-pending.tsx): every page's order-success dialog reads this, and a module the
// first load imports brings all its exports, and their stylesheet, into it; the pending screen is the screens' own.

/**
 * Whether the render can see the shopper's stored state (cart, favourites, sign-in): false in a server render,
 * where an empty cart only means the cart is in the shopper's browser (server-render.tsx provides it).
 */
export const ShopperKnownContext = createContext(true);

export const useShopperKnown = () => useContext(ShopperKnownContext);
