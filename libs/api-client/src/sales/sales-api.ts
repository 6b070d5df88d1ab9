import type { HttpClient } from '../http/http-client';
import type { DrugDto } from '../shared/dtos';

export interface SaleDto {
  id: number;
  title: string;
  description: string;
  image: string;
  start_date: string;
  end_date: string;
}

export function createSalesApi(http: HttpClient) {
  return {
    /** GET v1/sales: the current sales. */
    async getSales(): Promise<SaleDto[] | false> {
      const answer = await http.get<{ results?: SaleDto[] }>('v1/sales');
      if (answer === false) return false;
      return Array.isArray(answer.results) ? answer.results : [];
    },
    /** GET v1/sale/{id}: one sale and its drugs; null when there is no such sale (404). */
    getSale(id: number): Promise<(SaleDto & { drugs: DrugDto[] }) | null | false> {
      return http.getOne<SaleDto & { drugs: DrugDto[] }>(`v1/sale/${id}`);
    },
  };
}
