import {
  createCardsApi,
  failed,
  succeeded,
  type BinCardsDto,
  type CardBrand,
  type CardDto,
  type CardsApi,
  type Result,
} from '@gopharm/api-client';
import { makeAutoObservable, runInAction } from 'mobx';
import { REFUSED_IN_GENERAL, refused, type Refusal } from '../errors/refusal';
import { privateStoreOf } from '../root/store-of';

/**
 * Saved cards and adding one. The card number and expiry pass straight to the call and are never kept in the
 * store (nor persisted, nor logged); only the confirmation session is.
 */
export class CardStore {
  cards: CardDto[] = [];
  bins: BinCardsDto['results'] = [];
  session: string | null = null;
  phoneMask: string | null = null;

  constructor(private readonly api: CardsApi) {
    makeAutoObservable<CardStore, 'api'>(this, { api: false });
  }

  async load(): Promise<void> {
    const cards = await this.api.getCards();
    if (cards.ok) runInAction(() => (this.cards = cards.data));
  }

  async loadBins(): Promise<void> {
    const answer = await this.api.getBinCards();
    if (answer.ok && Array.isArray(answer.data.results)) runInAction(() => (this.bins = answer.data.results));
  }

  /** The brand of a card number by its longest matching prefix, if known. */
  brandOf(cardNumber: string): CardBrand | null {
    const digits = cardNumber.replace(/\D/g, '');
    const match = this.bins
      .filter((bin) => digits.startsWith(bin.bin))
      .sort((a, b) => b.bin.length - a.bin.length)[0];
    return match?.brand ?? null;
  }

  /**
   * The number and expiry ("MM/YY") go from the browser to the payment provider's card API (Payme's cards.create),
   * never to our API, which receives only the token the provider answers; the provider's code is sent next.
   */
  async startAdding(cardNumber: string, expiry: string): Promise<Result<void, Refusal>> {
    const tokenizer = await this.api.getCardTokenizer();
    if (!tokenizer.ok) return refused(tokenizer.error);
    const made = await this.api.createCardToken(
      tokenizer.data,
      cardNumber.replace(/\D/g, ''),
      expiry.replace('/', ''),
    );
    if (!made.ok) return refused(made.error);
    if (!('token' in made.data)) return failed({ key: 'refusal.cardNumber' });
    const answer = await this.api.initCard(made.data.token);
    if (!answer.ok) return refused(answer.error);
    const { session, phone_mask } = answer.data;
    if (!session) return failed(REFUSED_IN_GENERAL);
    runInAction(() => {
      this.session = session;
      this.phoneMask = phone_mask ?? null;
    });
    return succeeded(undefined);
  }

  async confirm(code: string): Promise<Result<void, Refusal>> {
    if (!this.session) return failed({ key: 'refusal.cardSession' });
    const answer = await this.api.confirmCard(this.session, code);
    if (!answer.ok) return refused(answer.error);
    const { card } = answer.data;
    runInAction(() => {
      if (card) this.cards = [...this.cards, card];
      this.session = null;
      this.phoneMask = null;
    });
    return succeeded(undefined);
  }

  async remove(id: number): Promise<Result<void, Refusal>> {
    const answer = await this.api.deleteCard(id);
    if (!answer.ok) return refused(answer.error);
    runInAction(() => (this.cards = this.cards.filter((card) => card.id !== id)));
    return succeeded(undefined);
  }

  reset(): void {
    this.cards = [];
    this.session = null;
    this.phoneMask = null;
  }
}

/** The root's saved cards (made with the screens that show or add them: the checkout, the orders, the profile). */
export const cardOf = privateStoreOf(
  (root, api?: CardsApi) => new CardStore(api ?? createCardsApi(root.api.http)),
);
