import { getList } from '../http/calls';
import { type HttpClient } from '../http/http-types';
import type { Result } from '../http/result';
import type { StockAlertDto } from '@gopharm/util';
import type { StatusDto } from '../shared/dtos';

/** A shopper's "back in stock" alert: waiting (`notified_at` null) or answered, with its drug named in `lan`. */
export type { StockAlertDto };

/** The "back in stock" calls: made by the product page's code, so the first load does not carry them. */
export function createStockAlertsApi(http: HttpClient) {
  return {
    /** GET v1/stock-alerts (auth): the waiting alerts and those answered lately. */
    getStockAlerts(): Promise<Result<StockAlertDto[]>> {
      return getList<StockAlertDto>(http, 'v1/stock-alerts');
    },
    /** POST v1/stock-alerts (auth): tell me by SMS when it is back in this region. */
    addStockAlert(drugId: number): Promise<Result<StatusDto>> {
      return http.post('v1/stock-alerts', { drug_id: drugId }, { refusal: true });
    },
    /** DELETE v1/stock-alerts/:drug_id (auth). */
    removeStockAlert(drugId: number): Promise<Result<StatusDto>> {
      return http.send<StatusDto>(`v1/stock-alerts/${drugId}`, { method: 'delete' });
    },
  };
}

export type StockAlertsApi = ReturnType<typeof createStockAlertsApi>;
