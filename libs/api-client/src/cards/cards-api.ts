import { getList, type HttpClient, type Refusable, type RefusalFields } from '../http/http-client';
import type {
  CardBrand,
  CardConfirmedDto,
  CardDto,
  CardInitDto as CardInitAnswer,
  StatusDto,
} from '../shared/dtos';

export type { CardBrand, CardDto };

export type CardInitDto = Refusable<CardInitAnswer>;

export type CardConfirmDto = Refusable<CardConfirmedDto>;

export interface BinCardsDto {
  status: number;
  results: { bin: string; brand: CardBrand }[];
}

export function createCardsApi(http: HttpClient) {
  return {
    /** POST v2/cards/init (auth): the card number and expiry (MM/YY) go to the server, never to storage. */
    initCard(card_number: string, card_expiry: string): Promise<CardInitDto | false> {
      return http.post<CardInitDto>('v2/cards/init', { card_number, card_expiry }, { refusal: true });
    },
    /** POST v2/cards/confirm (auth): the code sent to the card's phone. */
    confirmCard(session: string, code: string): Promise<CardConfirmDto | false> {
      return http.post<CardConfirmDto>('v2/cards/confirm', { session, code }, { refusal: true });
    },
    /** POST v2/cards/delete (auth). */
    deleteCard(card_id: number): Promise<(StatusDto & RefusalFields) | false> {
      return http.post<StatusDto>('v2/cards/delete', { card_id }, { refusal: true });
    },
    /** GET v2/cards (auth): the saved cards. */
    getCards(): Promise<CardDto[] | false> {
      return getList<CardDto>(http, 'v2/cards');
    },
    /** GET v2/bine-cards: card number prefixes and their brands (the whole body, as the spec reads it). */
    getBinCards(): Promise<BinCardsDto | false> {
      return http.get<BinCardsDto>('v2/bine-cards');
    },
  };
}
