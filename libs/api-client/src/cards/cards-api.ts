import { getList } from '../http/calls';
import { type HttpClient } from '../http/http-types';
import { AppError } from '../http/app-error';
import { failed, noAnswer, succeeded, type Result } from '../http/result';
import type {
  CardBrand,
  CardConfirmedDto,
  CardDto,
  CardInitDto as CardInitAnswer,
  CardTokenizerDto as CardTokenizerAnswer,
  StatusDto,
} from '../shared/dtos';

export type { CardBrand, CardDto };

export type CardInitDto = CardInitAnswer;

export type CardConfirmDto = CardConfirmedDto;

export interface BinCardsDto {
  status: number;
  results: { bin: string; brand: CardBrand }[];
}

/** Where the browser creates a card's token (the provider's card API), and the cashbox id it sends. */
export type CardTokenizerDto = Pick<CardTokenizerAnswer, 'url' | 'merchant_id'>;

/** The provider's answer to cards.create: the card's token, or why the card was refused. */
export type CardTokenDto = { token: string } | { refused: true };

/**
 * Payme's `cards.create` (Subscribe API, "Методы для клиентской части"), called by the browser itself with the
 * cashbox id alone as X-Auth: the card number and expiry ("MMYY") go to the provider and nowhere else; only the
 * token it answers goes to our API (v2/cards/init). Fails (kind `network`) when the provider cannot be reached.
 */
async function createCardToken(
  tokenizer: CardTokenizerDto,
  number: string,
  expire: string,
  send: typeof fetch = fetch,
): Promise<Result<CardTokenDto>> {
  try {
    const response = await send(tokenizer.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'X-Auth': tokenizer.merchant_id },
      body: JSON.stringify({
        id: 1,
        method: 'cards.create',
        params: { card: { number, expire }, save: true },
      }),
      credentials: 'omit',
    });
    if (!response.ok) return failed(new AppError(response.status, `cards.create: ${response.status}`));
    const answer = (await response.json()) as { result?: { card?: { token?: unknown } }; error?: unknown };
    const token = answer.result?.card?.token;
    return succeeded(typeof token === 'string' ? { token } : { refused: true });
  } catch {
    return noAnswer();
  }
}

/** Saved cards' calls; made by the card store, whose code loads with the screens that show cards. */
export function createCardsApi(http: HttpClient) {
  return {
    /** GET v2/cards/tokenizer (auth): where the browser creates a card's token. */
    getCardTokenizer(): Promise<Result<CardTokenizerDto>> {
      return http.get<CardTokenizerAnswer>('v2/cards/tokenizer');
    },
    /** The provider's cards.create, from the browser straight to the provider (see createCardToken). */
    createCardToken: (tokenizer: CardTokenizerDto, number: string, expire: string) =>
      createCardToken(tokenizer, number, expire),
    /** POST v2/cards/init (auth): the provider's token of the card (never its number); a code is sent. */
    initCard(card_token: string): Promise<Result<CardInitDto>> {
      return http.post<CardInitDto>('v2/cards/init', { card_token }, { refusal: true });
    },
    /** POST v2/cards/confirm (auth): the code sent to the card's phone. */
    confirmCard(session: string, code: string): Promise<Result<CardConfirmDto>> {
      return http.post<CardConfirmDto>('v2/cards/confirm', { session, code }, { refusal: true });
    },
    /** POST v2/cards/delete (auth). */
    deleteCard(card_id: number): Promise<Result<StatusDto>> {
      return http.post<StatusDto>('v2/cards/delete', { card_id }, { refusal: true });
    },
    /** GET v2/cards (auth): the saved cards. */
    getCards(): Promise<Result<CardDto[]>> {
      return getList<CardDto>(http, 'v2/cards');
    },
    /** GET v2/bine-cards: card number prefixes and their brands (the whole body, as the spec reads it). */
    getBinCards(): Promise<Result<BinCardsDto>> {
      return http.get<BinCardsDto>('v2/bine-cards');
    },
  };
}

export type CardsApi = ReturnType<typeof createCardsApi>;
