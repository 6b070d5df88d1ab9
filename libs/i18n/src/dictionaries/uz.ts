import type { Dictionary } from './dictionary';
import { account } from './uz/account';
import { cart } from './uz/cart';
import { catalog } from './uz/catalog';
import { chrome } from './uz/chrome';
import { errors } from './uz/errors';
import { feedback } from './uz/feedback';
import { info } from './uz/info';
import { orders } from './uz/orders';

/** Uzbek (Latin) texts, by feature (one file each in ./uz): oʻ and gʻ use the modifier letter ʻ (U+02BB). */
export const uz: Dictionary = {
  ...chrome,
  ...catalog,
  ...cart,
  ...orders,
  ...account,
  ...info,
  ...errors,
  ...feedback,
};
