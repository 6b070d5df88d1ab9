import { account } from './ru/account';
import { cart } from './ru/cart';
import { catalog } from './ru/catalog';
import { chrome } from './ru/chrome';
import { errors } from './ru/errors';
import { feedback } from './ru/feedback';
import { info } from './ru/info';
import { orders } from './ru/orders';

/** Russian texts, by feature (one file each in ./ru). The key set must equal the Uzbek one (checked by a test). */
export const ru = {
  ...chrome,
  ...catalog,
  ...cart,
  ...orders,
  ...account,
  ...info,
  ...errors,
  ...feedback,
} as const;
