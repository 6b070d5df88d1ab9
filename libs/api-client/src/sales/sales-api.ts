import { getList } from '../http/calls';
import { type HttpClient } from '../http/http-client';
import type { SaleDetailDto, SaleDto } from '@gopharm/util';

export type { SaleDto };

export function createSalesApi(http: HttpClient) {
  return {
    /** GET v1/sales: the current sales. */
    getSales(): Promise<SaleDto[] | false> {
      return getList<SaleDto>(http, 'v1/sales');
    },
    /** GET v1/sale/{id}: one sale and its drugs; null when there is no such sale (404). */
    getSale(id: number): Promise<SaleDetailDto | null | false> {
      return http.getOne<SaleDetailDto>(`v1/sale/${id}`);
    },
  };
}
