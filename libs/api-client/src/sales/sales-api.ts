import type { HttpClient } from '../http/http-client';
import type { SaleDetailDto, SaleDto } from '@gopharm/util';

export type { SaleDto };

export function createSalesApi(http: HttpClient) {
  return {
    /** GET v1/sales: the current sales. */
    async getSales(): Promise<SaleDto[] | false> {
      const answer = await http.get<{ results?: SaleDto[] }>('v1/sales');
      if (answer === false) return false;
      return Array.isArray(answer.results) ? answer.results : [];
    },
    /** GET v1/sale/{id}: one sale and its drugs; null when there is no such sale (404). */
    getSale(id: number): Promise<SaleDetailDto | null | false> {
      return http.getOne<SaleDetailDto>(`v1/sale/${id}`);
    },
  };
}
