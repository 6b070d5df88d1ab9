import type { CardsApi } from '@gopharm/api-client';
import { fakeApi, type FakeCalls } from '../testing';
import { CardStore } from './card-store';

/** The saved cards' calls a test states; any other yields false, as a failed request does. */
const cardsApi = (calls: FakeCalls<CardsApi> = {}) => fakeApi(calls as never) as unknown as CardsApi;

/** The provider's card API: where the browser sends the number, and the token it answers. */
const tokenizer = { url: 'https://checkout.paycom.uz/api', merchant_id: 'cashbox' };
const atProvider = {
  getCardTokenizer: async () => tokenizer,
  createCardToken: jest.fn(async () => ({ token: 'payme-token' })),
};

describe('cards', () => {
  it('adds a card through the provider, init and confirm: our API gets the token, never the number', async () => {
    const initCard = jest.fn(async () => ({ status: 1, session: 's1', phone_mask: '+998 ** *** ** 67' }));
    const confirmCard = jest.fn(async () => ({
      status: 1,
      card: { id: 3, number: '8600 **** **** 1234', brand: 'uzcard' as const },
    }));
    const store = new CardStore(cardsApi({ ...atProvider, initCard, confirmCard }));
    await expect(store.startAdding('8600 1234 1234 1234', '12/29')).resolves.toEqual({ ok: true });
    expect(atProvider.createCardToken).toHaveBeenCalledWith(tokenizer, '8600123412341234', '1229');
    expect(initCard).toHaveBeenCalledWith('payme-token');
    expect(JSON.stringify(store)).not.toContain('8600123412341234');
    expect(store.phoneMask).toBe('+998 ** *** ** 67');
    await expect(store.confirm('111111')).resolves.toEqual({ ok: true });
    expect(confirmCard).toHaveBeenCalledWith('s1', '111111');
    expect(store.cards.map((card) => card.id)).toEqual([3]);
    expect(store.session).toBeNull();
  });

  it('passes refusals back as the shopper is told them', async () => {
    const store = new CardStore(
      cardsApi({
        ...atProvider,
        initCard: async () => ({
          status: 0,
          code: 'card_expired',
          msg: 'The card has expired',
          http_status: 400,
        }),
        confirmCard: async () => ({ status: 0, code: 'wrong_code', msg: 'Code None' }),
        deleteCard: async () => ({ status: 0, msg: 'Card in use' }),
      }),
    );
    await expect(store.startAdding('8600', '01/20')).resolves.toEqual({
      ok: false,
      error: { key: 'refusal.cardExpired' },
    });
    await expect(store.confirm('1')).resolves.toEqual({ ok: false, error: { key: 'refusal.cardSession' } });
    store.session = 's';
    await expect(store.confirm('1')).resolves.toEqual({ ok: false, error: { key: 'errors.wrongCode' } });
    await expect(store.remove(3)).resolves.toEqual({ ok: false, error: { key: 'refusal.generic' } });
  });

  it('tells a card the provider refused as a wrong number, and sends our API nothing', async () => {
    const initCard = jest.fn();
    const store = new CardStore(
      cardsApi({ ...atProvider, createCardToken: async () => ({ refused: true as const }), initCard }),
    );
    await expect(store.startAdding('8600 1234 1234 1230', '12/29')).resolves.toEqual({
      ok: false,
      error: { key: 'refusal.cardNumber' },
    });
    expect(initCard).not.toHaveBeenCalled();
  });

  it('tells a failed call as "check your connection"', async () => {
    const store = new CardStore(cardsApi());
    const network = { ok: false, error: { key: 'errors.network' } };
    await expect(store.startAdding('8600', '01/20')).resolves.toEqual(network);
    store.session = 's';
    await expect(store.confirm('1')).resolves.toEqual(network);
    await expect(store.remove(1)).resolves.toEqual(network);
  });

  it('loads and deletes saved cards, and tells the brand by the longest matching prefix', async () => {
    const store = new CardStore(
      cardsApi({
        getCards: async () => [
          { id: 1, number: '8600 **** **** 1111', brand: 'uzcard' as const },
          { id: 2, number: '9860 **** **** 2222', brand: 'humo' as const },
        ],
        getBinCards: async () => ({
          status: 1,
          results: [
            { bin: '8600', brand: 'uzcard' as const },
            { bin: '9860', brand: 'humo' as const },
            { bin: '4', brand: 'visa' as const },
            { bin: '41', brand: 'mastercard' as const },
          ],
        }),
        deleteCard: async () => ({ status: 1 }),
      }),
    );
    await store.load();
    await store.loadBins();
    expect(store.brandOf('8600 1234')).toBe('uzcard');
    expect(store.brandOf('4111')).toBe('mastercard');
    expect(store.brandOf('4000')).toBe('visa');
    expect(store.brandOf('5000')).toBeNull();
    await store.remove(1);
    expect(store.cards.map((card) => card.id)).toEqual([2]);
    store.reset();
    expect(store.cards).toEqual([]);
  });
});
