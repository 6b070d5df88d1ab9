import { checkoutErrorsOf, translateServerMessage } from './use-checkout';

const t = (key: string) => `t:${key}`;

describe('checkoutErrorsOf', () => {
  it('puts each refusal where it belongs', () => {
    expect(checkoutErrorsOf({ ok: true, orderId: 5 }, t)).toBeNull();
    expect(checkoutErrorsOf({ ok: false, error: 'location', message: 'Too far' }, t)).toEqual({
      location: 'Too far',
    });
    expect(checkoutErrorsOf({ ok: false, error: 'store_error' }, t)).toEqual({
      store: 't:checkout.storeError',
    });
    expect(checkoutErrorsOf({ ok: false, error: 'request_failed' }, t)).toEqual({ form: 't:errors.network' });
  });

  it('translates the catalogue messages and keeps others as given', () => {
    expect(translateServerMessage('Minimum order amount', t)).toBe('t:errors.minimumOrder');
    expect(translateServerMessage('Promo code not found', t)).toBe('Promo code not found');
  });
});
