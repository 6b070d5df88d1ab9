import {
  createCardsApi,
  type BinCardsDto,
  type CardBrand,
  type CardDto,
  type CardsApi,
} from '@gopharm/api-client';
import { makeAutoObservable, runInAction } from 'mobx';
import { refusalOf, type Refusal } from '../errors/refusal';
import { privateStoreOf } from '../root/store-of';

/** A step of adding or removing a card; a refusal says why in the shopper's language. */
export type CardStep = { ok: true } | { ok: false; refusal: Refusal };

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
    if (cards !== false) runInAction(() => (this.cards = cards));
  }

  async loadBins(): Promise<void> {
    const answer = await this.api.getBinCards();
    if (answer !== false && Array.isArray(answer.results)) runInAction(() => (this.bins = answer.results));
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
  async startAdding(cardNumber: string, expiry: string): Promise<CardStep> {
    const tokenizer = await this.api.getCardTokenizer();
    if (tokenizer === false) return { ok: false, refusal: refusalOf(false) };
    const made = await this.api.createCardToken(
      tokenizer,
      cardNumber.replace(/\D/g, ''),
      expiry.replace('/', ''),
    );
    if (made === false) return { ok: false, refusal: refusalOf(false) };
    if (!('token' in made)) return { ok: false, refusal: { key: 'refusal.cardNumber' } };
    const answer = await this.api.initCard(made.token);
    if (answer === false || answer.status < 1 || !answer.session) {
      return { ok: false, refusal: refusalOf(answer) };
    }
    runInAction(() => {
      this.session = answer.session ?? null;
      this.phoneMask = answer.phone_mask ?? null;
    });
    return { ok: true };
  }

  async confirm(code: string): Promise<CardStep> {
    if (!this.session) return { ok: false, refusal: { key: 'refusal.cardSession' } };
    const answer = await this.api.confirmCard(this.session, code);
    if (answer === false || answer.status < 1) return { ok: false, refusal: refusalOf(answer) };
    runInAction(() => {
      if (answer.card) this.cards = [...this.cards, answer.card];
      this.session = null;
      this.phoneMask = null;
    });
    return { ok: true };
  }

  async remove(id: number): Promise<CardStep> {
    const answer = await this.api.deleteCard(id);
    if (answer === false || answer.status < 1) return { ok: false, refusal: refusalOf(answer) };
    runInAction(() => (this.cards = this.cards.filter((card) => card.id !== id)));
    return { ok: true };
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
