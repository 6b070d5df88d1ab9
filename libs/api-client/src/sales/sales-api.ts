import { getList } from '../http/calls';
import { type HttpClient } from '../http/http-types';
import type { SaleDetailDto, SaleDto } from '@gopharm/util';
import type { Result } from '../http/result';

export type { SaleDto };

export function createSalesApi(http: HttpClient) {
  return {
    /** GET v1/sales: the current sales. */
    getSales(): Promise<Result<SaleDto[]>> {
      return getList<SaleDto>(http, 'v1/sales');
    },
    /** GET v1/sale/{id}: one sale and its drugs; null when there is no such sale (404). */
    getSale(id: number): Promise<Result<SaleDetailDto | null>> {
      return http.getOne<SaleDetailDto>(`v1/sale/${id}`);
    },
  };
}

export type SalesApi = ReturnType<typeof createSalesApi>;
