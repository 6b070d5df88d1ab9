import type { CartLineChangeDto, KeptCartDto } from '@gopharm/util';
import type { HttpClient } from '../http/http-types';
import type { Result } from '../http/result';

/** The kept cart's calls: made by the cart's sync, which loads once a signed-in shopper has one to keep. */
export function createKeptCartApi(http: HttpClient) {
  return {
    /** GET v1/cart/lines (auth): the cart the API keeps for the shopper, newest change first. */
    getKeptCart(): Promise<Result<KeptCartDto>> {
      return http.get<KeptCartDto>('v1/cart/lines');
    },
    /** PUT v1/cart/lines (auth): changes of lines (each line keeps its latest); answers the cart kept then. */
    saveCartChanges(lines: CartLineChangeDto[]): Promise<Result<KeptCartDto>> {
      return http.send<KeptCartDto>('v1/cart/lines', {
        method: 'put',
        body: new Blob([JSON.stringify({ lines })], { type: 'application/json' }),
      });
    },
  };
}
